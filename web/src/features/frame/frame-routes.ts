// The routes of spec section 2 that a later issue builds: the router gives each the frame page with its title
// (`routes:<key>` in locales/*/routes.json). The key is the route key of shared/paths.ts, whose
// ROUTE_PATTERNS the paths here equal (frame-routes.test.ts checks it). It imports nothing: the end-to-end
// tests load it in Node, which does not know the `@/` alias.

export interface FrameRoute {
  key: string;
  path: string;
}

const FRAME_KEYS = ['vrList'] as const;

export type FrameKey = (typeof FRAME_KEYS)[number];

export const FRAME_ROUTES: readonly FrameRoute[] = FRAME_KEYS.map((key) => ({
  key,
  path: key,
}));

/** The route handle the frame page reads its title key from. */
export function frameHandle(key: string): { frame: string } {
  return { frame: key };
}

export function isFrameHandle(value: unknown): value is { frame: string } {
  return typeof value === 'object' && value !== null && typeof (value as { frame?: unknown }).frame === 'string';
}
