// A plugin (web/vite.config.ts) for the first screen's JS: the modules it names take the contract operations
// they import as routes only ({ id, method, path, access, kind }, read from the contract when the page is
// built), not the operation with its schemas. A contract module's schemas pull in the entities they are made
// of and TypeBox, and since other pages read those schemas (query limits, forms), they would all sit in chunks
// the first screen loads. Types are untouched: TypeScript still reads the contract module itself.
// A module may ask for its operations' query schemas too (plain JSON Schema: urlQuery reads it, url-query.ts), and
// its entity and business-message imports (`@portal/contracts/entities/*`, `@portal/contracts/business-messages`:
// labels, messages, lists of values) become their plain data, without the schemas and rules beside them.
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = '\0contract-routes:';
const QUERY_PREFIX = '\0contract-routes+query:';
const DATA_PREFIX = '\0contract-data:';
const CONTRACT_HTTP = '@portal/contracts/http/';
/** Contract modules whose plain data (labels, messages, lists of values) a listed file takes without the rest. */
const CONTRACT_DATA = ['@portal/contracts/entities/', '@portal/contracts/business-messages'] as const;

/** What of an operation the client uses at run time (shared/api/operation.ts opArgs, endpoints.ts). */
const ROUTE_FIELDS = ['id', 'method', 'path', 'access', 'kind'] as const;
/** The parts an operation declares: the client reads only whether each is there (toContractArgs, endpoints.ts), so
 * a route carries an empty object for each, or the query's schema as JSON when asked. */
const ARG_PARTS = ['params', 'query', 'body'] as const;

/** The source of a module exporting the operations of `contractModule` as routes; nothing else is exported, so
 * importing a schema or a helper through it fails the build rather than shipping something wrong. */
export async function routesModuleSource(contractFile: string, options: { query?: boolean } = {}): Promise<string> {
  // The contracts' own test of what an operation is (loaded here, at build, not with the config).
  const { isOperation } = await import('@portal/contracts/http/all');
  const contract = (await import(pathToFileURL(contractFile).href)) as Record<string, unknown>;
  const lines = Object.entries(contract).flatMap(([name, value]) => {
    if (!isOperation(value)) return [];
    const route = Object.fromEntries([
      ...ROUTE_FIELDS.flatMap((field) => (value[field] === undefined ? [] : [[field, value[field]]])),
      ...ARG_PARTS.flatMap((part) =>
        value[part] === undefined ? [] : [[part, part === 'query' && options.query ? value[part] : {}]],
      ),
    ]);
    // Pure: the routes a module does not use drop from the bundle.
    return [`export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(route)});`];
  });
  return `${lines.join('\n')}\n`;
}

/** JSON-like data (strings, finite numbers, booleans, null, arrays and plain objects of them), not a schema. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  // A TypeBox schema marks its kind in a property of its own that JSON leaves out.
  if ((proto !== Object.prototype && proto !== null) || Object.hasOwn(value, '~kind')) return false;
  return Object.values(value).every(isPlainData);
}

/** The source of a module exporting the plain data of `contractModule` (labels, lists of values); its schemas and
 * functions are not exported, so importing one through it fails the build. */
export async function dataModuleSource(contractFile: string): Promise<string> {
  const contract = (await import(pathToFileURL(contractFile).href)) as Record<string, unknown>;
  const lines = Object.entries(contract).flatMap(([name, value]) =>
    isPlainData(value) ? [`export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(value)});`] : [],
  );
  return `${lines.join('\n')}\n`;
}

/** A file whose contract imports become routes (with their query schemas when `query`) and entity data. */
export type ContractRoutesImporter = string | { file: string; query?: boolean };

/** `importers`: files (paths relative to web/, e.g. 'src/features/home/home-api.ts') whose contract imports
 * become routes only. Build only: the dev server and the tests load the contracts as they are. */
export function contractRoutes(importers: readonly ContractRoutesImporter[]): Plugin {
  const entries = importers.map((entry) => (typeof entry === 'string' ? { file: entry } : entry));
  const wanted = (importer: string | undefined) =>
    importer === undefined
      ? undefined
      : entries.find(({ file }) => importer.replaceAll('\\', '/').endsWith(`/web/${file}`));
  return {
    name: 'portal:contract-routes',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const http = source.startsWith(CONTRACT_HTTP);
      if (!http && !CONTRACT_DATA.some((prefix) => source.startsWith(prefix))) return null;
      const entry = wanted(importer);
      if (!entry) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const prefix = !http ? DATA_PREFIX : entry.query ? QUERY_PREFIX : PREFIX;
      return `${prefix}${resolved.id}`;
    },
    load(id) {
      if (id.startsWith(PREFIX)) return routesModuleSource(id.slice(PREFIX.length));
      if (id.startsWith(QUERY_PREFIX)) return routesModuleSource(id.slice(QUERY_PREFIX.length), { query: true });
      if (id.startsWith(DATA_PREFIX)) return dataModuleSource(id.slice(DATA_PREFIX.length));
      return null;
    },
  };
}
