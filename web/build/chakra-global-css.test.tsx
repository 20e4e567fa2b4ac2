// The Chakra global CSS written into index.html at build, and the provider that no longer inserts it at run time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemConfig } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  chakraGlobalCss,
  hoistUniversalVariables,
  withoutEagerGlobalCss,
  withPrebuildableTokens,
  withSteppedTokenDictionary,
} from './chakra-global-css.ts';
import { AppProviders, staticGlobalSystem } from '../src/app/providers.tsx';
import { getSystem, getSystemConfig } from '../src/app/theme.ts';
import { globalSystem } from '../src/app/theme-global.ts';
import { makeStore } from '../src/app/store.ts';

const TOKEN = '--chakra-colors-brand-500:';

describe('the Chakra global CSS of index.html', () => {
  it('has the layer order first, the reset, the global styles and every token variable', async () => {
    const css = await chakraGlobalCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    expect(css).toContain(TOKEN);
    expect(css).toContain('@keyframes spin');
    // The same variables as emotion inserts for ChakraProvider's <Global>s given the whole system (a missing one
    // leaves its uses blank).
    const view = render(
      <ChakraProvider value={globalSystem}>
        <p>x</p>
      </ChakraProvider>,
    );
    const inserted = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    view.unmount();
    const defined = (text: string) => new Set(text.match(/--chakra-[\w-]+(?=:)/g));
    expect(defined(inserted).size).toBeGreaterThan(400);
    expect(defined(css)).toEqual(defined(inserted));
  });

  it("declares the reset's per-element variables once, on :root, where every element inherits them", async () => {
    const css = await chakraGlobalCss();
    expect(css).not.toMatch(/(^|[{}])\*\{[^{}]*--/);
    expect(css).toMatch(
      /:root\{--ring-inset:var\(--chakra-empty, \);[^{}]*--global-font-body:var\(--chakra-fonts-body\)/,
    );
    // The rest of the universal rules stays as it was.
    expect(css).toContain('*{font-feature-settings:"cv11";}');
  });

  it('moves only the custom properties of universal rules, whatever their values hold', () => {
    expect(hoistUniversalVariables('@layer base{*{margin:0;--a:var(--b, );--c:"x;y"}p{--d:1}*{--e:f(g;h)}}')).toBe(
      '@layer base{*{margin:0;}:root{--a:var(--b, );--c:"x;y";}p{--d:1}:root{--e:f(g;h);}}',
    );
    expect(hoistUniversalVariables('*{margin:0}')).toBe('*{margin:0}');
  });

  it('is not inserted again by the provider, whose recipes keep their layers', () => {
    const system = getSystem();
    const provided = staticGlobalSystem(system);
    expect(provided._global).toEqual([]);
    expect(provided._config.disableLayers).toBe(true);
    // What only the global CSS uses stays out of the page's system (and its JS): reset, global styles, keyframes.
    expect(system._config.preflight).toBeFalsy();
    expect(system._config.globalCss).toBeUndefined();
    expect(system._config.theme?.keyframes).toBeUndefined();
    // The system itself is untouched: its recipes still go into the recipes layer.
    expect(system._global.length).toBe(3);
    expect(system._config.disableLayers).toBeFalsy();
    expect(Object.keys(provided.layers.wrap('recipes', { color: 'red' }))).toEqual(['@layer recipes']);

    render(
      <AppProviders store={makeStore({})}>
        <p>x</p>
      </AppProviders>,
    );
    const inserted = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(inserted).not.toContain(TOKEN);
  });
});

describe("Chakra's createSystem in the build", () => {
  it('leaves the global CSS that index.html has unbuilt, and fails loudly on another Chakra', () => {
    const system =
      'function createSystem() {\n  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n}';
    expect(withoutEagerGlobalCss(system)).toBe('function createSystem() {\n  const _global = [];\n}');
    expect(() => withoutEagerGlobalCss('function createSystem() {}')).toThrow(/no longer has/);
  });

  describe("this Chakra's system.js and token-dictionary.js, transformed as the build does", () => {
    const esm = fileURLToPath(import.meta.resolve('@chakra-ui/react')).replace(/dist[\\/].*$/, 'dist/esm');
    // A copy beside Chakra's own (its imports resolve there), removed afterwards.
    const copy = join(dirname(esm), `.portal-build-test-${process.pid}`);
    type Dictionary = {
      flatMap: Map<string, string>;
      cssVarMap: Map<string, Map<string, string>>;
      allTokens: unknown[];
    };
    type System = ((config: SystemConfig) => { tokens: Dictionary }) & {
      prebuildTokenSteps: (config: SystemConfig) => Iterable<void>;
    };
    let built: { createSystem: System; createTokenDictionary: (options: object) => Dictionary };

    beforeAll(async () => {
      cpSync(esm, copy, { recursive: true });
      const system = join(copy, 'styled-system/system.js');
      const dictionary = join(copy, 'styled-system/token-dictionary.js');
      writeFileSync(system, withPrebuildableTokens(withoutEagerGlobalCss(readFileSync(system, 'utf8'))));
      writeFileSync(dictionary, withSteppedTokenDictionary(readFileSync(dictionary, 'utf8')));
      const [{ createSystem }, { createTokenDictionary }] = await Promise.all([
        import(/* @vite-ignore */ pathToFileURL(system).href),
        import(/* @vite-ignore */ pathToFileURL(dictionary).href),
      ]);
      built = { createSystem, createTokenDictionary };
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('builds the token dictionary ahead in five steps, the same one, and createSystem then takes it', () => {
      const config = { ...getSystemConfig() };
      const asChakraBuildsIt = getSystem().tokens;
      const steps = built.createSystem.prebuildTokenSteps(config)[Symbol.iterator]();
      let yielded = 0;
      while (!steps.next().done) yielded += 1;
      expect(yielded).toBe(4);
      const made = built.createSystem(config);
      expect(made.tokens.allTokens.length).toBe(asChakraBuildsIt.allTokens.length);
      expect([...made.tokens.flatMap]).toEqual([...asChakraBuildsIt.flatMap]);
      expect(made.tokens.flatMap.get('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
      expect([...made.tokens.cssVarMap.keys()]).toEqual([...asChakraBuildsIt.cssVarMap.keys()]);
      // Asked again, or not asked ahead: built once more, in createSystem, as Chakra does.
      expect([...built.createSystem.prebuildTokenSteps(config)]).toEqual([]);
      expect(built.createSystem({ ...getSystemConfig() }).tokens).not.toBe(made.tokens);
      expect(
        built.createTokenDictionary({ tokens: { colors: { red: { value: '#f00' } } } }).flatMap.get('colors.red'),
      ).toBe('var(--colors-red)');
    });

    it('fails the build loudly on another Chakra', () => {
      expect(() => withPrebuildableTokens('function createSystem() {}')).toThrow(/no longer builds/);
      expect(() => withSteppedTokenDictionary('function createTokenDictionary(options) {}')).toThrow(
        /no longer builds/,
      );
    });
  });
});
