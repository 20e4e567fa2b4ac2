// What a domain module gives buildApp: its tables, its seed and its routes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SeedContext } from '../seed/context.ts';

export interface DomainModule {
  /** Folder name, e.g. `account`. */
  readonly name: string;
  /** Seed order: lower first. Core data (users, companies, catalogue) is seeded before every module. */
  readonly order: number;
  readonly migrations?: readonly { name: string; sql: string }[];
  seed?(db: Db, ctx: SeedContext): void;
  routes(app: FastifyInstance): void | Promise<void>;
  /**
   * The module's realtime part: room guards (`app.realtime.guardRoom`) and socket handlers for its rooms.
   * Called once, after every module's routes, with the realtime plugin ready.
   */
  realtime?(app: FastifyInstance): void;
}
