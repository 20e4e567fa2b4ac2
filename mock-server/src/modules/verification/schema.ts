// Tables of the verification module: a buyer's enterprise information and an individual's authentication, one
// application of each per user (submitted again after a rejection), files as file rowids (private scans).
export const verificationMigrations = [
  {
    name: 'verification-001',
    sql: `
CREATE TABLE enterprise_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('submitted', 'approved', 'rejected')),
  company_name TEXT NOT NULL,
  credit_code TEXT NOT NULL,
  legal_person TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  registered_capital TEXT NOT NULL,
  registration_place TEXT NOT NULL,
  address TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  established_on TEXT NOT NULL,
  tax_number TEXT NOT NULL,
  bank TEXT NOT NULL,
  account_number TEXT NOT NULL,
  account_name TEXT NOT NULL,
  licence_file_id INTEGER NOT NULL REFERENCES files(id),
  reject_reason TEXT,
  company_id INTEGER REFERENCES companies(id),
  submitted_at INTEGER NOT NULL,
  audited_at INTEGER
);
CREATE INDEX enterprise_applications_status ON enterprise_applications(status, submitted_at);
CREATE TABLE personal_authentications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('submitted', 'approved', 'rejected')),
  real_name TEXT NOT NULL,
  id_number TEXT NOT NULL,
  id_front_file_id INTEGER NOT NULL REFERENCES files(id),
  id_back_file_id INTEGER NOT NULL REFERENCES files(id),
  reject_reason TEXT,
  submitted_at INTEGER NOT NULL,
  audited_at INTEGER
);
CREATE INDEX personal_authentications_status ON personal_authentications(status, submitted_at);
`,
  },
] as const;
