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

/** Calls `callback` at the browser's next idle moment (at the latest after `timeoutMs`); returns the cancel. */
export function whenIdle(callback: () => void, timeoutMs: number, target: IdleWindow = window): () => void {
  if (target.requestIdleCallback) {
    const handle = target.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = target.setTimeout(callback, 0);
  return () => target.clearTimeout(timer);
}

/** Calls `callback` once the document has loaded and the browser is idle; returns the cancel function. */
export function whenPageIdle(
  callback: () => void,
  target: IdleWindow = window,
  doc: Pick<Document, 'readyState'> = document,
): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(callback, IDLE_TIMEOUT_MS, target);
  };
  if (doc.readyState === 'complete') onLoad();
  else target.addEventListener('load', onLoad, { once: true });
  return () => {
    target.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/** True once the page has loaded and gone idle (see whenPageIdle). */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}

/** True from the first idle moment after `ready` turned true (at the latest `timeoutMs` after it). */
export function useIdleAfter(ready: boolean, timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true), timeoutMs);
  }, [ready, idle, timeoutMs]);
  return idle;
}

/** The user asked the system for less motion: the carousel then stays on its first banner. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
