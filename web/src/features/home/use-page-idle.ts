// Whether the page has loaded and the main thread has had a quiet moment since: work the first screen does
// not need (the carousel's rotation, the guided tour) waits for it, so it neither competes with the first
// paint nor replaces the banner that is the page's largest paint.
import { useEffect, useState } from 'react';

/** Longest wait for a quiet moment after the load event (a busy page still gets its carousel). */
const IDLE_TIMEOUT_MS = 3_000;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Calls `callback` once the document has loaded and the browser is idle; returns the cancel function. */
export function whenPageIdle(
  callback: () => void,
  target: IdleWindow = window,
  doc: Pick<Document, 'readyState'> = document,
) {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const onIdle = () => {
    if (target.requestIdleCallback) idleHandle = target.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else timer = target.setTimeout(callback, 0);
  };
  const onLoad = () => onIdle();
  if (doc.readyState === 'complete') onIdle();
  else target.addEventListener('load', onLoad, { once: true });
  return () => {
    target.removeEventListener('load', onLoad);
    if (idleHandle !== undefined) target.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) target.clearTimeout(timer);
  };
}

export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}

/** The user asked the system for less motion: the carousel then stays on its first banner. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
