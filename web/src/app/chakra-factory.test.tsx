// Our patch of Chakra (patches/@chakra-ui__react@3.37.0.patch, docs/benchmarks.md "Chakra's styled factory"):
// a styled component compiles its recipe once per style system, not on every render. Unpatched, every render
// of every Box compiled a recipe (three memo caches each), about a third of the home page's Chakra time. And
// its memo takes a single string argument (a property's name: most of its calls) as its own key. These tests
// fail when the patch is not applied (a fresh install without it, or a Chakra upgrade that drops it without
// fixing the same thing upstream).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Box, ChakraProvider, Text, type SystemContext } from '@chakra-ui/react';
import { getSystem } from './theme.ts';

/** The app's system with its recipe compiler counted. */
function countingSystem(): { system: SystemContext; compiles: () => number } {
  const system = getSystem();
  let count = 0;
  const cva = ((...args: Parameters<SystemContext['cva']>) => {
    count += 1;
    return system.cva(...args);
  }) as SystemContext['cva'];
  return { system: { ...system, cva }, compiles: () => count };
}

function Rows({ n, tone }: { n: number; tone: string }) {
  return (
    <Box p={2}>
      {Array.from({ length: n }, (_, index) => (
        <Text key={index} color={tone} fontSize="sm">
          row {index}
        </Text>
      ))}
    </Box>
  );
}

describe("Chakra's styled factory", () => {
  it('compiles a styled component’s recipe once, however many elements and renders use it', () => {
    const { system, compiles } = countingSystem();
    const view = render(
      <ChakraProvider value={system}>
        <Rows n={20} tone="gray.700" />
      </ChakraProvider>,
    );
    const afterFirst = compiles();
    expect(view.getAllByText(/^row /)).toHaveLength(20);
    // Box and Text: a handful of compiles at most, not one per element (21 elements).
    expect(afterFirst).toBeLessThan(8);

    for (const tone of ['gray.800', 'red.700', 'gray.700']) {
      view.rerender(
        <ChakraProvider value={system}>
          <Rows n={20} tone={tone} />
        </ChakraProvider>,
      );
    }
    expect(compiles()).toBe(afterFirst);
  });

  it('still styles each element from its own props', () => {
    const { system } = countingSystem();
    const view = render(
      <ChakraProvider value={system}>
        <Box data-testid="a" p={2} />
        <Box data-testid="b" p={4} />
      </ChakraProvider>,
    );
    const a = view.getByTestId('a').className;
    const b = view.getByTestId('b').className;
    expect(a).toMatch(/css-/);
    expect(b).toMatch(/css-/);
    expect(a).not.toBe(b);
  });
});

/** Chakra's memo, which the package does not export: read from its ES build beside the entry. */
async function chakraMemo(): Promise<<T extends unknown[], R>(fn: (...args: T) => R) => (...args: T) => R> {
  const entry = createRequire(import.meta.url).resolve('@chakra-ui/react');
  const file = join(dirname(entry), '..', 'esm', 'utils', 'memo.js');
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { memo: never }).memo;
}

describe("Chakra's memo", () => {
  it('looks a single string argument up as itself (unpatched it built "s:" + the string first)', async () => {
    const memo = await chakraMemo();
    const fn = vi.fn((prop: string) => ({ prop }));
    const cached = memo(fn);
    const get = vi.spyOn(Map.prototype, 'get');
    try {
      const first = cached('paddingInline');
      expect(get.mock.calls.map((call) => call[0])).toContain('paddingInline');
      expect(cached('paddingInline')).toBe(first);
    } finally {
      get.mockRestore();
    }
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps strings, numbers and several arguments apart', async () => {
    const memo = await chakraMemo();
    const fn = vi.fn((...args: unknown[]) => args.map(String).join('+'));
    const cached = memo(fn);
    expect(cached('1')).toBe('1');
    expect(cached(1)).toBe('1');
    expect(cached('1', '2')).toBe('1+2');
    expect(cached('1', '2')).toBe('1+2');
    expect(cached('1')).toBe('1');
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
