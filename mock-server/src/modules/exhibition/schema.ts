// Tables of the exhibition module: exhibitions (show rooms), their areas (show locations), booth
// applications (sign-ups) with their exhibits, visitors, services, and downloadable documents (exhibition
// materials and the portal's other documents), whose bytes live in the core files table's upload folder.
export const exhibitionMigrations = [
  {
    name: 'exhibition-001',
    sql: `
CREATE TABLE exhibition_show_rooms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  theme TEXT NOT NULL,
  hall_id INTEGER,                      -- a market hall (catalogue) when held inside the trade city
  hall_name TEXT NOT NULL,
  address TEXT NOT NULL,
  organizer TEXT NOT NULL,
  cover TEXT NOT NULL,                  -- local asset path
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  signup_deadline INTEGER NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0,
  intro TEXT NOT NULL,                  -- JSON array of paragraphs
  category_ids TEXT NOT NULL DEFAULT '', -- comma separated level-1 category ids
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (end_at > start_at)
);
CREATE TABLE exhibition_locations (
  id INTEGER PRIMARY KEY,
  show_room_id INTEGER NOT NULL REFERENCES exhibition_show_rooms(id),
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  floor TEXT NOT NULL,
  area_sqm INTEGER NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0), -- goods one exhibitor may show here
  booth_total INTEGER NOT NULL,
  booth_price_fen INTEGER NOT NULL,
  category_ids TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX exhibition_locations_room ON exhibition_locations(show_room_id);
CREATE TABLE exhibition_signups (
  id INTEGER PRIMARY KEY,
  show_room_id INTEGER NOT NULL REFERENCES exhibition_show_rooms(id),
  location_id INTEGER NOT NULL REFERENCES exhibition_locations(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  booth_no TEXT,
  exhibit_count INTEGER NOT NULL,
  entry_time INTEGER NOT NULL,
  exhibition_start INTEGER NOT NULL,
  exhibition_end INTEGER NOT NULL,
  contact_name TEXT NOT NULL,
  contact_mobile TEXT NOT NULL,
  remarks TEXT NOT NULL DEFAULT '',
  audit_status TEXT NOT NULL,           -- notAdd | waitAudit | auditing | auditPass | notPass
  audit_remark TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX exhibition_signups_room ON exhibition_signups(show_room_id, audit_status);
CREATE INDEX exhibition_signups_company ON exhibition_signups(company_id);
CREATE TABLE exhibition_signup_products (
  signup_id INTEGER NOT NULL REFERENCES exhibition_signups(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (signup_id, product_id)
);
CREATE TABLE exhibition_visitors (
  id INTEGER PRIMARY KEY,
  show_room_id INTEGER NOT NULL REFERENCES exhibition_show_rooms(id),
  user_id INTEGER REFERENCES users(id),
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  enterprise_name TEXT NOT NULL,
  demand TEXT NOT NULL DEFAULT '',
  visit_time INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX exhibition_visitors_room ON exhibition_visitors(show_room_id);
CREATE TABLE exhibition_services (
  show_room_id INTEGER PRIMARY KEY REFERENCES exhibition_show_rooms(id),
  hotline TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  items TEXT NOT NULL,                  -- JSON [{ key, title, content }]
  notices TEXT NOT NULL                 -- JSON array of strings
);
CREATE TABLE exhibition_documents (
  id INTEGER PRIMARY KEY,
  show_room_id INTEGER REFERENCES exhibition_show_rooms(id), -- set for exhibition materials
  category TEXT NOT NULL,               -- template | credit | exhibition | policy | guide
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  file_id INTEGER NOT NULL REFERENCES files(id),
  downloads INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX exhibition_documents_room ON exhibition_documents(show_room_id);
`,
  },
  {
    // The English form of every seeded text (lib/text.ts): reads answer in the caller's language.
    name: 'exhibition-002',
    sql: `
ALTER TABLE exhibition_show_rooms ADD COLUMN theme_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_show_rooms ADD COLUMN hall_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_show_rooms ADD COLUMN address_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_show_rooms ADD COLUMN organizer_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_show_rooms ADD COLUMN intro_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_locations ADD COLUMN floor_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_signups ADD COLUMN remarks_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_signups ADD COLUMN audit_remark_en TEXT;
ALTER TABLE exhibition_services ADD COLUMN items_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_services ADD COLUMN notices_en TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibition_documents ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
`,
  },
] as const;
