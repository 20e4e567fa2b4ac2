// Emotion's cache for the app (the one Chakra's components insert their styles with), whose rules go into a new
// style element per batch: the rules one commit inserts (emotion inserts them as React commits, before any
// layout is read) share one element, and the next commit's start another.
//
// Why: a rule inserted into a style sheet the page already applies makes Chromium re-match that whole sheet,
// and emotion's one sheet holds every class of the page: each commit that inserted a rule restyled the whole
// document (393-654 elements, 11-16 ms each on this machine, 4x that on Lighthouse's phone; seen in a trace
// with invalidation tracking). A sheet added to the page is matched against the elements only for its own
// rules: the new classes, on the new elements.
//
// And the rules of a style are compiled (stylis) while React renders the element that needs them, not when it
// commits: Chakra's styled factory (patched, CONTRIBUTING.md "Patched dependencies") calls `precompile` in its
// render, which React cuts into 5 ms slices, where the insertion runs in the commit, one task for the whole
// screen. On the home page the compilation was half of the first screen's commit (~105 of ~210 ms at 4x CPU).
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

/** Emotion's serialized style (its name, its CSS text, what it chains). */
type SerializedStyles = Parameters<EmotionCache['insert']>[1];

/** A cache whose styles can be compiled ahead of their insertion. */
export interface PrecompilingCache extends EmotionCache {
  /** Compiles the rules of `serialized` (and what it chains) unless they are inserted or compiled already. */
  precompile(serialized: SerializedStyles): void;
}

/** Compiled styles kept at most: styles rendered and never committed (a render React threw away) stay. */
const MAX_PRECOMPILED = 4000;

/**
 * Lets `cache` compile a style's rules before emotion inserts it: `precompile` runs emotion's own insert (the
 * same plugins) into a sheet that only collects the rules, and the insert that follows puts those rules into the
 * real sheet. Styles emotion inserts without a precompile (global styles, keyframes) take the usual way.
 */
export function precompileRules(cache: EmotionCache): PrecompilingCache {
  const insert = cache.insert.bind(cache);
  const compiled = new Map<string, string[]>();
  const keyOf = (selector: string, name: string) => `${selector}|${name}`;
  const collect = (selector: string, serialized: SerializedStyles): string[] => {
    const rules: string[] = [];
    insert(selector, serialized, { insert: (rule: string) => void rules.push(rule) } as EmotionCache['sheet'], false);
    return rules;
  };
  const precompiling = cache as PrecompilingCache;
  precompiling.precompile = (serialized) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    if (compiled.size >= MAX_PRECOMPILED) compiled.clear();
    // As emotion's insertStyles: the first style under the element's class, what it chains (keyframes) bare.
    let current: SerializedStyles | undefined = serialized;
    while (current !== undefined) {
      const selector = current === serialized ? `.${cache.key}-${serialized.name}` : '';
      const key = keyOf(selector, current.name);
      if (!compiled.has(key)) compiled.set(key, collect(selector, current));
      current = current.next;
    }
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const key = keyOf(selector, serialized.name);
    const rules = compiled.get(key);
    if (rules === undefined) return insert(selector, serialized, sheet, shouldCache);
    compiled.delete(key);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  return precompiling;
}

/** `speedy`: rules inserted with insertRule (emotion's choice in a production build; in development, an element
 * per rule, which the batching leaves as it is). */
export function makeEmotionCache(options: { speedy?: boolean } = {}): EmotionCache {
  const cache = createCache({ key: 'css', ...options });
  batchIntoNewSheets(cache.sheet);
  return precompileRules(cache);
}
