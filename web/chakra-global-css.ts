// A plugin (web/vite.config.ts): the Chakra system's global CSS (the layer order, the reset, the global styles and
// every token's CSS variable, ~49 KB) is written into index.html as a stylesheet when the page is built, instead
// of being serialised, hashed and inserted by emotion in the browser before the first screen can be drawn (the
// longest task of `/` at 4x CPU). app/providers.tsx gives Chakra a system without them (staticGlobalSystem).
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

interface StylisApi {
  compile(css: string): unknown[];
  serialize(elements: unknown[], callback: unknown): string;
  middleware(callbacks: unknown[]): unknown;
  stringify: unknown;
  prefixer: unknown;
}
interface SerializeApi {
  serializeStyles(args: unknown[]): { styles: string };
}

/** The CSS emotion would insert for ChakraProvider's two <Global>s, from the same libraries it uses. */
export async function chakraGlobalCss(): Promise<string> {
  const { globalSystem: system } = await import('./src/app/theme-global.ts');
  const fromWeb = createRequire(import.meta.url);
  const fromEmotion = createRequire(fromWeb.resolve('@emotion/react'));
  const { serializeStyles } = fromEmotion('@emotion/serialize') as SerializeApi;
  const fromCache = createRequire(fromEmotion.resolve('@emotion/cache'));
  const stylis = fromCache('stylis') as StylisApi;
  // Global styles go in as they are (no selector around them), through emotion's default plugin (prefixer).
  const compileCss = (styles: unknown) =>
    stylis.serialize(
      stylis.compile(serializeStyles([styles]).styles),
      stylis.middleware([stylis.prefixer, stylis.stringify]),
    );
  return compileCss(system.layers.atRule) + compileCss(system._global);
}

export function chakraGlobalStyles(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'portal:chakra-global-css',
    transformIndexHtml: {
      order: 'pre',
      handler: async () => {
        css ??= chakraGlobalCss();
        return [{ tag: 'style', attrs: { id: 'chakra-global' }, children: await css, injectTo: 'head-prepend' }];
      },
    },
  };
}
