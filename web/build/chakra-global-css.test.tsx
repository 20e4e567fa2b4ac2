// The Chakra global CSS written into index.html at build, and the provider that no longer inserts it at run time.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chakraGlobalCss,
  hoistUniversalVariables,
  withoutEagerGlobalCss,
  withPrebuildableTokens,
} from './chakra-global-css.ts';
import { AppProviders, staticGlobalSystem } from '../src/app/providers.tsx';
import { getSystem } from '../src/app/theme.ts';
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

  it('builds the token dictionary ahead when asked, and createSystem then takes it', () => {
    const system = `let built = 0;
function createTokenDictionary(options) {
  built += 1;
  return { prefix: options.prefix, tokens: options.tokens };
}
function createSystem(...configs) {
  const config = configs[0];
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
  return { tokens, built };
}`;
    type System = ((config: object) => { tokens: unknown; built: number }) & {
      prebuildTokens: (config: object) => void;
    };
    const load = (code: string) => new Function(`${code}\nreturn createSystem;`)() as System;
    const config = { cssVarsPrefix: 'p', theme: { tokens: { colors: {} } } };
    const createSystem = load(withPrebuildableTokens(system));
    createSystem.prebuildTokens(config);
    const made = createSystem(config);
    expect(made.built).toBe(1);
    expect(made.tokens).toEqual({ prefix: 'p', tokens: config.theme.tokens });
    // Not asked ahead: built in createSystem, as Chakra does.
    expect(createSystem({ theme: {} }).built).toBe(2);
    expect(() => withPrebuildableTokens('function createSystem() {}')).toThrow(/no longer builds/);
  });

  it("finds both places in this Chakra's system.js", () => {
    const file = fileURLToPath(import.meta.resolve('@chakra-ui/react')).replace(
      /dist[\\/].*$/,
      'dist/esm/styled-system/system.js',
    );
    const code = withPrebuildableTokens(withoutEagerGlobalCss(readFileSync(file, 'utf8')));
    expect(code).toContain('configs[0]?.[PREBUILT_TOKENS] ??');
    expect(code).toContain('createSystem.prebuildTokens =');
  });
});
