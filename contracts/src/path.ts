// The API's path prefixes and the path of a call: no schemas here (the web's first screen loads this module;
// operation.ts re-exports both).

/** Fills `{name}` segments of a path from params. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Path prefixes of docs/architecture.md: open reads, logged-in portal calls, admin and customer groups. */
export const API = {
  pass: '/api/portal/pass',
  portal: '/api/portal',
  admin: '/api/admin',
  customer: '/api/customer',
  auth: '/api/auth',
  mock: '/api/mock',
} as const;
