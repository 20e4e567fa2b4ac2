// Where the login page sends the user back to.
import { paths } from '@/shared/paths.ts';

/** The account pages themselves: never a place to come back to after logging in. */
const ACCOUNT_PATHS = [paths.login(), paths.register(), paths.resetPassword()];

/** A `?redirect=` target inside the portal, or `/` (no other site, no account page). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const path = target.split(/[?#]/)[0] ?? '';
  return ACCOUNT_PATHS.includes(path) ? '/' : target;
}
