// `pnpm reset`: deletes the mock database (and uploads) and seeds a new one from the fixed seed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/stack.ts';

const dataDir = join(root, 'mock-server', '.data');
const dbFile = process.env.DB_FILE ?? join(dataDir, 'portal.db');
for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) rmSync(file, { force: true });
rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });

const { prepareDatabase } = await import('../mock-server/src/app.ts');
const db = await prepareDatabase(dbFile, { now: Date.now() });
const users = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
const products = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
db.close();
console.log(`re-seeded ${dbFile}: ${users.n} users, ${products.n} products`);
