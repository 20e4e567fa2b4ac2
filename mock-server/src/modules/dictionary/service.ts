// Dictionary reads and the seed of the dictionary tables.
import type { DictItem } from '@portal/contracts/http/dictionary';
import type { PortalDict } from '@portal/contracts/http/portal-dict';
import { all, one, run, type Db } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import { DICTIONARIES, PORTAL_DICTS } from './data.ts';

export const dictionaryMigrations = [
  {
    name: 'dictionary-001',
    sql: `
CREATE TABLE dict_items (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,                   -- shop_type, unit, industry ...
  value TEXT NOT NULL,
  label TEXT NOT NULL,
  label_en TEXT NOT NULL,
  sort INTEGER NOT NULL,
  UNIQUE (type, value)
);
CREATE TABLE portal_dicts (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  content TEXT NOT NULL,                -- paragraphs separated by blank lines
  content_en TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
`,
  },
] as const;

export function seedDictionaries(db: Db, now: number): void {
  for (const [type, entries] of Object.entries(DICTIONARIES)) {
    entries.forEach((entry, index) => {
      run(
        db,
        'INSERT INTO dict_items (type, value, label, label_en, sort) VALUES (?, ?, ?, ?, ?)',
        type,
        entry.value,
        entry.label,
        entry.labelEn,
        (index + 1) * 10,
      );
    });
  }
  for (const entry of PORTAL_DICTS) {
    run(
      db,
      'INSERT INTO portal_dicts (id, code, name, name_en, content, content_en, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      entry.id,
      entry.code,
      entry.name,
      entry.nameEn,
      entry.content.join('\n\n'),
      entry.contentEn.join('\n\n'),
      now,
    );
  }
}

export function dictionaryByType(db: Db, type: string): DictItem[] {
  return all<DictItem>(
    db,
    'SELECT label, label_en AS labelEn, value, sort FROM dict_items WHERE type = ? ORDER BY sort, id',
    type.trim(),
  ).map((row) => ({ ...row }));
}

export function portalDictById(db: Db, id: number): PortalDict {
  const row = one<PortalDict>(
    db,
    `SELECT id, code, name, name_en AS nameEn, content, content_en AS contentEn, updated_at AS updatedAt
       FROM portal_dicts WHERE id = ?`,
    id,
  );
  if (!row) throw new BusinessError('notFound');
  return { ...row };
}
