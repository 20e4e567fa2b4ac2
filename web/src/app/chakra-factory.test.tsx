// Our patch of Chakra's styled factory (patches/@chakra-ui__react@3.37.0.patch, docs/benchmarks.md "Chakra's
// factory"): a styled component compiles its recipe once per style system, not on every render. Unpatched,
// every render of every Box compiled a recipe (three memo caches each), about a third of the home page's
// Chakra time. This test fails when the patch is not applied (a fresh install without it, or a Chakra upgrade
// that drops it without fixing the same thing upstream).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
