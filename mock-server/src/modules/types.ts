// What a domain module gives buildApp: its name, what it depends on, its tables, its seed and its routes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SeedContext } from '../seed/context.ts';

/** Every module of the server (the folder names under src/modules). */
export type ModuleName =
  | 'account'
  | 'assets'
  | 'auction'
  | 'catalogue'
  | 'chat'
  | 'collective'
  | 'content'
  | 'coupon'
  | 'customer'
  | 'dictionary'
  | 'engagement'
  | 'exhibition'
  | 'file'
  | 'health'
  | 'home'
  | 'industrial-belt'
  | 'inquiry'
  | 'inspection'
  | 'logistics'
  | 'mock'
  | 'notifications'
  | 'onboarding'
  | 'points'
  | 'region'
  | 'review'
  | 'seller-goods'
  | 'service-portal'
  | 'trade'
  | 'trading-floor'
  | 'verification';

export interface DomainModule {
  /** Folder name, e.g. `account`. */
  readonly name: ModuleName;
  /**
   * Modules this one needs before it: migrated and seeded first, and whose public file (`<m>/public.ts`) it
   * may import. Acyclic; `modules/index.ts` orders the list by it.
   */
  readonly dependsOn: readonly ModuleName[];
  /**
   * Modules read only while answering (their public file or their tables), which may come later in the order
   * and may use this one in turn, e.g. the catalogue's home page shows the content module's news.
   */
  readonly uses?: readonly ModuleName[];
  readonly migrations?: readonly { name: string; sql: string }[];
  seed?(db: Db, ctx: SeedContext): void;
  routes(app: FastifyInstance): void | Promise<void>;
  /**
   * The module's realtime part: room guards (`app.realtime.guardRoom`) and socket handlers for its rooms.
   * Called once, after every module's routes, with the realtime plugin ready.
   */
  realtime?(app: FastifyInstance): void;
}
