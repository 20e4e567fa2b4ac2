// Emotion's cache for the app (the one Chakra's components insert their styles with), whose rules go into a new
// style element per batch: the rules one commit inserts (emotion inserts them as React commits, before any
// layout is read) share one element, and the next commit's start another.
//
// Why: a rule inserted into a style sheet the page already applies makes Chromium re-match that whole sheet,
// and emotion's one sheet holds every class of the page: each commit that inserted a rule restyled the whole
// document (393-654 elements, 11-16 ms each on this machine, 4x that on Lighthouse's phone; seen in a trace
// with invalidation tracking). A sheet added to the page is matched against the elements only for its own
// rules: the new classes, on the new elements.
import createCache, { type EmotionCache } from '@emotion/cache';

/** What of emotion's StyleSheet the batching reads and changes. */
interface BatchedSheet {
  /** Rules inserted into the current style element; emotion starts a new element when it is 0 (and every
   * 65,000 rules). */
  ctr: number;
  insert(rule: string): void;
}

/** Starts a new style element at the first rule of each batch (a batch ends at the next microtask). */
export function batchIntoNewSheets(sheet: BatchedSheet): void {
  const insert = sheet.insert.bind(sheet);
  let open = false;
  sheet.insert = (rule: string) => {
    if (!open) {
      open = true;
      sheet.ctr = 0;
      queueMicrotask(() => {
        open = false;
      });
    }
    insert(rule);
  };
}

/** `speedy`: rules inserted with insertRule (emotion's choice in a production build; in development, an element
 * per rule, which the batching leaves as it is). */
export function makeEmotionCache(options: { speedy?: boolean } = {}): EmotionCache {
  const cache = createCache({ key: 'css', ...options });
  batchIntoNewSheets(cache.sheet);
  return cache;
}
