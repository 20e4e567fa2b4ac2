// The home/homeData answer that index.html's inline script asked for while the JS was loading: taken once by
// the first homeData query, and only if it was asked as the store would ask it now (token, platform, language).
import { HEADER_LANG, HEADER_PLATFORM, HEADER_TOKEN, ResultCode } from '@portal/contracts/envelope';
import type { HomeData } from '@portal/contracts/http/home';
import type { SessionState } from '@/shared/session/session-slice.ts';
import { requestSettled, requestStarted, type UiState } from '@/shared/ui/ui-slice.ts';

/** What the inline script leaves on `window` (web/index.html, script#first-screen-script). */
export interface EarlyHomeData {
  headers: Record<string, string>;
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __earlyHomeData?: EarlyHomeData;
  }
}

/** The headers the baseQuery sends for this state (base-query.ts prepareHeaders). */
export function callerHeaders(state: { session: SessionState; ui: UiState }): Record<string, string> {
  return {
    ...(state.session.token ? { [HEADER_TOKEN]: state.session.token } : {}),
    [HEADER_PLATFORM]: state.session.platformInfo.code,
    [HEADER_LANG]: state.ui.language,
  };
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function isAnswer(value: unknown): value is { resultCode: string; content: HomeData } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { resultCode?: unknown }).resultCode === ResultCode.ok &&
    typeof (value as { content?: unknown }).content === 'object'
  );
}

/**
 * The early answer's content, or null when there is none (another first page, already taken, asked with
 * other headers) or it failed: then the query asks again through the baseQuery, which reports the failure.
 */
export async function takeEarlyHomeData(
  expected: Record<string, string>,
  target: Pick<Window, '__earlyHomeData'> = window,
): Promise<HomeData | null> {
  const early = target.__earlyHomeData;
  if (!early) return null;
  target.__earlyHomeData = undefined;
  if (!sameHeaders(early.headers, expected)) return null;
  try {
    const envelope = await early.answer;
    return isAnswer(envelope) ? envelope.content : null;
  } catch {
    return null;
  }
}

/** Counts the early request as in flight until it answers (the loading overlay shows it like any call). */
export function trackEarlyHomeData(
  dispatch: (action: { type: string }) => unknown,
  target: Pick<Window, '__earlyHomeData'> = window,
): void {
  const early = target.__earlyHomeData;
  if (!early) return;
  dispatch(requestStarted('read'));
  const settle = () => dispatch(requestSettled('read'));
  early.answer.then(settle, settle);
}
