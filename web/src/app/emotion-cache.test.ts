// The app's emotion cache: the rules of one commit in one new style element, the next commit's in another, so
// that a commit's rules are matched for its new elements only (not the whole page again).
import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { render, renderHook } from '@testing-library/react';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { makeEmotionCache, precompileRules } from './emotion-cache.ts';
import { getSystem } from './theme.ts';
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

/** A sheet that keeps what it is given. */
function collectingSheet() {
  const rules: string[] = [];
  return { rules, sheet: { insert: (rule: string) => void rules.push(rule) } as never };
}

describe('compiling a style before its insertion', () => {
  const keyframes = { name: 'k1', styles: '@keyframes k1{from{opacity:0;}to{opacity:1;}}' };
  const serialized = { name: 'p1', styles: 'color:red;&:hover{color:blue;}display:flex;', next: keyframes };

  it('compiles in precompile and inserts the same rules emotion would, chained keyframes too', () => {
    const reference = collectingSheet();
    const plain = createCache({ key: 'css' });
    plain.insert('.css-p1', serialized, reference.sheet, true);
    plain.insert('', keyframes, reference.sheet, true);

    const cache = createCache({ key: 'css' });
    const stylis = vi.spyOn(cache, 'insert');
    precompileRules(cache).precompile(serialized);
    const compiles = stylis.mock.calls.length;
    expect(compiles).toBe(2);
    expect(cache.inserted['p1']).toBeUndefined();

    const target = collectingSheet();
    cache.insert('.css-p1', serialized, target.sheet, true);
    cache.insert('', keyframes, target.sheet, true);
    expect(target.rules).toEqual(reference.rules);
    expect(target.rules.join(' ')).toMatch(/\.css-p1:hover\{color:blue;\}/);
    // Nothing compiled again at the insertion, and both are known as inserted.
    expect(stylis.mock.calls.length).toBe(compiles);
    expect(cache.inserted['p1']).toBe(true);
    expect(cache.inserted['k1']).toBe(true);
  });

  it('does nothing for a style inserted already, and inserts uncompiled styles the usual way', () => {
    const cache = createCache({ key: 'css' });
    const stylis = vi.spyOn(cache, 'insert');
    const precompiling = precompileRules(cache);
    const target = collectingSheet();
    precompiling.insert('.css-q1', { name: 'q1', styles: 'margin:0;' }, target.sheet, true);
    expect(target.rules).toEqual(['.css-q1{margin:0;}']);
    const calls = stylis.mock.calls.length;
    precompiling.precompile({ name: 'q1', styles: 'margin:0;' });
    expect(stylis.mock.calls.length).toBe(calls);
  });

  it("is where Chakra's components compile their styles: in the render, before the commit inserts them", () => {
    document.head.innerHTML = '';
    const cache = createCache({ key: 'css' });
    const order: string[] = [];
    const stylis = cache.insert.bind(cache);
    cache.insert = (selector, styles, sheet, shouldCache) => {
      order.push(sheet === cache.sheet ? `inserted ${styles.name}` : `compiled ${styles.name}`);
      return stylis(selector, styles, sheet, shouldCache);
    };
    const precompiling = precompileRules(cache);
    render(
      createElement(
        CacheProvider,
        { value: precompiling },
        createElement(ChakraProvider, {
          value: getSystem(),
          children: createElement(Box, { color: 'red.500', p: 3 }, 'x'),
        }),
      ),
    );
    // The box's class was compiled (in the render) and then went into the sheet without a second compile.
    expect(order.some((step) => step.startsWith('compiled'))).toBe(true);
    expect(order.filter((step) => step.startsWith('inserted'))).toEqual([]);
    const css = [...document.head.querySelectorAll('style[data-emotion^="css"]')]
      .map((tag) => (tag as HTMLStyleElement).sheet)
      .flatMap((sheet) => (sheet ? [...sheet.cssRules].map((rule) => rule.cssText) : []))
      .join(' ');
    expect(css).toMatch(/padding/);
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
