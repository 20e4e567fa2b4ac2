// buildApp(options): composes the plugins, then every domain module of the module list (modules/index.ts) in
// dependency order, then the 501 fallback of the contract operations no module serves yet; never listens.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMeta, openDatabase, migrate, type Db } from './db/database.ts';
import { coreMigrations } from './db/core-schema.ts';
import { dbPlugin } from './plugins/db.ts';
import { contextPlugin } from './plugins/context.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { faultsPlugin } from './plugins/faults.ts';
import { securityPlugin } from './plugins/security.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { domainEventsPlugin } from './plugins/domain-events.ts';
import { registerFallbacks } from './plugins/fallback.ts';
import { JSON_BODY_LIMIT } from './lib/route.ts';
import { allOperations } from '@portal/contracts/http/all';
import type { DomainModule } from './modules/types.ts';
import { ORDERED_MODULES } from './modules/index.ts';
import { loadSecrets, type Secrets } from './lib/secrets.ts';
import { lazySchemas } from './lib/lazy-schemas.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface AppOptions {
  /** Database file; `:memory:` for tests. Default `.data/portal.db` beside src/. */
  dbFile?: string;
  /** Seed a new database (default true) with this seed (default DEFAULT_SEED). */
  seed?: boolean | number;
  /** The server clock (epoch ms). Tests pass a controllable one. */
  now?: () => number;
  /** Folder for uploaded files (default `.data/uploads`). */
  uploadDir?: string;
  /** Overrides the JWT secret (else JWT_SECRET, else the database's own; see lib/secrets.ts). */
  jwtSecret?: string;
  /** Where JWT_SECRET and CHAT_SECRET are read from (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * Logging (pino through Fastify): off when absent (tests), else its level, whether each request is logged
   * and where lines go (default standard output). server.ts passes `warn` without request lines (lib/server-env.ts).
   */
  logger?: boolean | { level: string; requests?: boolean; stream?: { write(line: string): void } };
  /** Whom to believe about the client's address (Fastify's trustProxy; TRUST_PROXY, lib/server-env.ts). */
  trustProxy?: boolean | number | string;
  /** The automatic reviews (deposits, group-buy registrations, inquiries approved after their delay on the server
   * clock). Default: env AUTO_REVIEW (on / 1 / true); off otherwise, and every review waits for the operator. */
  autoReview?: boolean;
  /** Browser origins allowed to open a socket, comma-separated (default env WEB_ORIGIN, else any local one). */
  webOrigin?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server clock: the only clock of the stack. */
    now(): number;
    /** Moves the server clock forward (never back) for demos and tests. */
    clock: { offset(): number; advance(ms: number): void };
    settings: Required<Pick<AppOptions, 'uploadDir' | 'autoReview'>>;
    /** The server's secrets: from the environment, else generated once per database (lib/secrets.ts). */
    secrets: Secrets;
    /** Compiles every route schema now (they compile on a route's first request); throws a broken one. */
    compileSchemas(): void;
  }
}

export const DATA_DIR = join(here, '..', '.data');

/** AUTO_REVIEW: `on`, `1`, `true` or `yes` turn the automatic reviews on; anything else (unset) leaves them off. */
export function autoReviewFrom(value: string | undefined): boolean {
  return ['on', '1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());
}

/** Every module of the module list, in dependency order (async for the callers written for a folder scan). */
export async function loadModules(): Promise<DomainModule[]> {
  return [...ORDERED_MODULES];
}

/** Opens, migrates and (when new) seeds a database with the core tables and every module's tables. */
export async function prepareDatabase(file: string, options: { seed?: boolean | number; now: number }): Promise<Db> {
  const modules = await loadModules();
  const db = openDatabase(file);
  migrate(db, [...coreMigrations, ...modules.flatMap((m) => m.migrations ?? [])]);
  // The seed's code (faker, generated texts) is loaded only to seed a new database: a server opening a seeded
  // one never holds it. `seeded_at` is what seed/index.ts isSeeded reads.
  if (options.seed !== false && getMeta(db, 'seeded_at') === undefined) {
    const { seedDatabase } = await import('./seed/index.ts');
    seedDatabase(db, modules, {
      now: options.now,
      ...(typeof options.seed === 'number' ? { seed: options.seed } : {}),
    });
  }
  return db;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const baseNow = options.now ?? (() => Date.now());
  // The server clock: the base clock plus an offset an operator may move forward (mock/clock/advance).
  let clockOffset = 0;
  const now = () => baseNow() + clockOffset;
  const schemas = lazySchemas();
  const app = Fastify({
    // Validators and serializers compile on each route's first request, not all ~400 at start (lib/lazy-schemas.ts).
    schemaController: { compilersFactory: schemas.factories },
    logger:
      typeof options.logger === 'object'
        ? { level: options.logger.level, ...(options.logger.stream ? { stream: options.logger.stream } : {}) }
        : (options.logger ?? false),
    logController: new LogController({
      disableRequestLogging: typeof options.logger === 'object' ? !options.logger.requests : options.logger !== true,
    }),
    // A hop count is a number, which Fastify takes (lib/request.js) though its option type leaves it out.
    trustProxy: (options.trustProxy ?? false) as boolean | string,
    // Routes of contract operations set their own (lib/route.ts bodyLimitOf); anything else takes JSON's.
    bodyLimit: JSON_BODY_LIMIT,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const dbFile = options.dbFile ?? join(DATA_DIR, 'portal.db');
  const db = await prepareDatabase(dbFile, {
    now: now(),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });

  const loaded = loadSecrets(db, options.env);
  const secrets: Secrets = { ...loaded, jwt: options.jwtSecret ?? loaded.jwt };
  app.decorate('secrets', secrets);
  app.decorate('now', now);
  app.decorate('compileSchemas', schemas.compileAll);
  app.decorate('clock', {
    offset: () => clockOffset,
    advance: (ms: number) => {
      clockOffset += Math.max(0, Math.trunc(ms));
    },
  });
  app.decorate('settings', {
    uploadDir: options.uploadDir ?? join(DATA_DIR, 'uploads'),
    autoReview: options.autoReview ?? autoReviewFrom((options.env ?? process.env).AUTO_REVIEW),
  });
  await app.register(securityPlugin); // before faults: its headers go on faulted answers as well
  // First: its onRequest hook delays or answers before any other hook of any route.
  await app.register(faultsPlugin, { operations: allOperations, now });
  // Before any route: the document collects routes as they are added.
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { db });
  app.addHook('onClose', async () => db.close());
  await app.register(contextPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { secret: secrets.jwt, now });
  await app.register(realtimePlugin, { webOrigin: options.webOrigin });
  await app.register(domainEventsPlugin);

  const modules = await loadModules();
  for (const module of modules) {
    await app.register(async (scope) => module.routes(scope), { name: module.name } as never);
  }
  for (const module of modules) module.realtime?.(app as unknown as FastifyInstance);
  // Last: a route for every contract operation still without one, answering 501.
  registerFallbacks(app as unknown as FastifyInstance, allOperations);
  return app as unknown as FastifyInstance;
}
