// The app's emotion cache: the rules of one commit in one new style element, the next commit's in another, so
// that a commit's rules are matched for its new elements only (not the whole page again).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { renderHook } from '@testing-library/react';
import { makeEmotionCache } from './emotion-cache.ts';
import { AppProviders, providedEmotionCache } from './providers.tsx';
import { makeStore } from './store.ts';

const styleTags = () => [...document.head.querySelectorAll('style[data-emotion^="css"]')];

/** What emotion does for each new class: compile its styles and hand the cache's sheet the rules. */
function insert(cache: ReturnType<typeof makeEmotionCache>, name: string, styles: string) {
  cache.insert(`.${cache.key}-${name}`, { name, styles }, cache.sheet, true);
}

describe("the app's emotion cache", () => {
  it('puts the rules of one batch into one new style element and starts another for the next batch', async () => {
    document.head.innerHTML = '';
    const cache = makeEmotionCache({ speedy: true });
    insert(cache, 'a', 'color: red;');
    insert(cache, 'b', 'color: blue; &:hover { color: green; }');
    expect(styleTags()).toHaveLength(1);
    const first = styleTags()[0] as HTMLStyleElement;
    const rules = (tag: HTMLStyleElement) =>
      tag.sheet ? [...tag.sheet.cssRules].map((rule) => rule.cssText) : [tag.textContent];
    expect(rules(first).join(' ')).toMatch(/color: blue/);
    await Promise.resolve();
    insert(cache, 'c', 'color: purple;');
    expect(styleTags()).toHaveLength(2);
    expect(rules(styleTags()[1] as HTMLStyleElement).join(' ')).toMatch(/color: purple/);
    expect(rules(first).join(' ')).not.toMatch(/purple/);
  });
});

describe('AppProviders', () => {
  it("gives Chakra's components the app's emotion cache", () => {
    const store = makeStore(undefined, { sagas: false });
    const { result } = renderHook(() => useEmotionCache(), {
      wrapper: ({ children }) => createElement(AppProviders, { store, children }),
    });
    expect(result.current).toBe(providedEmotionCache());
  });
});
