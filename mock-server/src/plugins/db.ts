// The database as `app.db`, migrated with the core tables and every module's tables; seeded when new.
import fp from 'fastify-plugin';
import { openDatabase, migrate, type Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp(
  async (app, opts: { db: Db } | { file: string }) => {
    const db = 'db' in opts ? opts.db : openDatabase(opts.file);
    app.decorate('db', db);
    if (!('db' in opts)) app.addHook('onClose', async () => db.close());
  },
  { name: 'db' },
);

export { openDatabase, migrate };
