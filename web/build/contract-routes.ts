// A plugin (web/vite.config.ts) for the first screen's JS: the modules it names take the contract operations
// they import as routes only ({ id, method, path, access, kind }, read from the contract when the page is
// built), not the operation with its schemas. A contract module's schemas pull in the entities they are made
// of and TypeBox, and since other pages read those schemas (query limits, forms), they would all sit in chunks
// the first screen loads. Types are untouched: TypeScript still reads the contract module itself.
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = '\0contract-routes:';
const CONTRACT_HTTP = '@portal/contracts/http/';

/** What of an operation the client uses at run time (shared/api/operation.ts opArgs, endpoints.ts). */
const ROUTE_FIELDS = ['id', 'method', 'path', 'access', 'kind'] as const;

/** The source of a module exporting the operations of `contractModule` as routes; nothing else is exported, so
 * importing a schema or a helper through it fails the build rather than shipping something wrong. */
export async function routesModuleSource(contractFile: string): Promise<string> {
  // The contracts' own test of what an operation is (loaded here, at build, not with the config).
  const { isOperation } = await import('@portal/contracts/http/all');
  const contract = (await import(pathToFileURL(contractFile).href)) as Record<string, unknown>;
  const lines = Object.entries(contract).flatMap(([name, value]) => {
    if (!isOperation(value)) return [];
    const route = Object.fromEntries(
      ROUTE_FIELDS.flatMap((field) => (value[field] === undefined ? [] : [[field, value[field]]])),
    );
    // Pure: the routes a module does not use drop from the bundle.
    return [`export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(route)});`];
  });
  return `${lines.join('\n')}\n`;
}

/** `importers`: files (paths relative to web/, e.g. 'src/features/home/home-api.ts') whose contract imports
 * become routes only. Build only: the dev server and the tests load the contracts as they are. */
export function contractRoutes(importers: readonly string[]): Plugin {
  const wanted = (importer: string | undefined) =>
    importer !== undefined && importers.some((file) => importer.replaceAll('\\', '/').endsWith(`/web/${file}`));
  return {
    name: 'portal:contract-routes',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith(CONTRACT_HTTP) || !wanted(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? routesModuleSource(id.slice(PREFIX.length)) : null;
    },
  };
}
