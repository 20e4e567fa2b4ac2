// Tables of the inspection module: factory inspection applications with their steps and reports, factory
// visits, and the deep verification (credit) reports of factories. A visit reads `completed` once its date has
// passed (server clock); that status is never stored.
export const inspectionMigrations = [
  {
    name: 'inspection-001',
    sql: `
CREATE TABLE inspection_applications (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  applicant_user_id INTEGER NOT NULL REFERENCES users(id),
  applicant_company_id INTEGER REFERENCES companies(id),
  factory_company_id INTEGER NOT NULL REFERENCES companies(id),
  type TEXT NOT NULL CHECK (type IN ('selfFactory', 'selfGoods', 'platform')),
  product_ids TEXT NOT NULL DEFAULT '[]',  -- JSON array (goods inspections)
  items TEXT NOT NULL,                     -- JSON array of the agreed inspection items
  expected_date TEXT NOT NULL,
  confirmed_date TEXT,
  step TEXT NOT NULL,                      -- the latest step done
  status TEXT NOT NULL CHECK (status IN ('inProgress', 'completed', 'rejected')),
  team TEXT NOT NULL DEFAULT '[]',         -- JSON array of inspector names
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX inspection_applications_factory ON inspection_applications(factory_company_id);
CREATE INDEX inspection_applications_applicant ON inspection_applications(applicant_user_id);
CREATE TABLE inspection_steps (
  inspection_id INTEGER NOT NULL REFERENCES inspection_applications(id),
  step TEXT NOT NULL,
  done_at INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (inspection_id, step)
);
CREATE TABLE inspection_reports (
  id INTEGER PRIMARY KEY,
  inspection_id INTEGER NOT NULL UNIQUE REFERENCES inspection_applications(id),
  report_no TEXT NOT NULL UNIQUE,
  reported_at INTEGER NOT NULL,
  score INTEGER NOT NULL,
  grade TEXT NOT NULL,
  conclusion TEXT NOT NULL
);
CREATE TABLE factory_visits (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  factory_company_id INTEGER NOT NULL REFERENCES companies(id),
  visit_date TEXT NOT NULL,             -- YYYY-MM-DD
  visitors INTEGER NOT NULL,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  enterprise_name TEXT NOT NULL,
  purpose TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('pendingReview', 'confirmed', 'rejected')),
  reply TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX factory_visits_factory ON factory_visits(factory_company_id);
CREATE TABLE factory_credit_reports (
  id INTEGER PRIMARY KEY,
  factory_company_id INTEGER NOT NULL UNIQUE REFERENCES companies(id),
  report_no TEXT NOT NULL UNIQUE,
  verified_at INTEGER NOT NULL,
  valid_until TEXT NOT NULL,
  agency TEXT NOT NULL,
  inspectors TEXT NOT NULL,             -- JSON array
  score INTEGER NOT NULL,
  grade TEXT NOT NULL,
  conclusion TEXT NOT NULL,
  sections TEXT NOT NULL                -- JSON: enterprise, staff, equipment, capability, licences, certifications, checks, photos
);
`,
  },
  {
    // English beside the seeded and generated texts (lib/text.ts), the request id that makes a double submit
    // harmless, and when the server does an inspection's next step (steps.ts walks them on the server clock).
    name: 'inspection-002-initiate',
    sql: `
ALTER TABLE inspection_applications ADD COLUMN remark_en TEXT NOT NULL DEFAULT '';
ALTER TABLE inspection_applications ADD COLUMN request_id TEXT;
ALTER TABLE inspection_applications ADD COLUMN next_due_at INTEGER;
CREATE UNIQUE INDEX inspection_applications_request ON inspection_applications(applicant_user_id, request_id)
  WHERE request_id IS NOT NULL;
CREATE INDEX inspection_applications_due ON inspection_applications(next_due_at) WHERE status = 'inProgress';
ALTER TABLE inspection_steps ADD COLUMN note_en TEXT NOT NULL DEFAULT '';
ALTER TABLE inspection_reports ADD COLUMN conclusion_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_visits ADD COLUMN purpose_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_visits ADD COLUMN reply_en TEXT;
ALTER TABLE factory_visits ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX factory_visits_request ON factory_visits(user_id, request_id) WHERE request_id IS NOT NULL;
`,
  },
  {
    // English beside the names the lists show (the contact of an inspection, the visitor and the visitor's
    // company; what a user types stays as typed, so '' falls back to it) and the credit report written in English.
    name: 'inspection-003-names-en',
    sql: `
ALTER TABLE inspection_applications ADD COLUMN contact_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_visits ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_visits ADD COLUMN enterprise_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_credit_reports ADD COLUMN agency_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_credit_reports ADD COLUMN conclusion_en TEXT NOT NULL DEFAULT '';
ALTER TABLE factory_credit_reports ADD COLUMN sections_en TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // The inspected factory answers a buyer self-inspection once audited (inspection-reply.ts): waiting for it
    // (awaiting_factory = 1, next_due_at null), the time it receives the inspectors or its reason to decline.
    name: 'inspection-004-factory-reply',
    sql: `
ALTER TABLE inspection_applications ADD COLUMN awaiting_factory INTEGER NOT NULL DEFAULT 0;
ALTER TABLE inspection_applications ADD COLUMN confirmed_time TEXT;
ALTER TABLE inspection_applications ADD COLUMN decline_reason TEXT;
CREATE INDEX inspection_applications_awaiting ON inspection_applications(factory_company_id)
  WHERE awaiting_factory = 1;
`,
  },
] as const;
