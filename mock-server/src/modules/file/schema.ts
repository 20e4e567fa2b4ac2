// The file module's columns on the core files table: the public id (128 random bits, never the rowid) and the
// purpose that decides who may read a file. A trigger gives every new row an id, whoever inserts it (the seeds
// of other modules included); rows of an older database get theirs here, seeded documents marked public.
export const fileMigrations = [
  {
    name: 'file-001',
    sql: `
ALTER TABLE files ADD COLUMN public_id TEXT;
ALTER TABLE files ADD COLUMN purpose TEXT NOT NULL DEFAULT 'attachment';
UPDATE files SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL;
UPDATE files SET purpose = 'exhibition' WHERE path LIKE 'seed/documents/%';
CREATE UNIQUE INDEX files_public_id ON files(public_id);
CREATE INDEX files_owner ON files(owner_id);
CREATE TRIGGER files_public_id AFTER INSERT ON files WHEN NEW.public_id IS NULL
BEGIN
  UPDATE files SET public_id = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;
`,
  },
] as const;
