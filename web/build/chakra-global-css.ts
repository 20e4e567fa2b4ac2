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
  const { globalSystem: system } = await import('../src/app/theme-global.ts');
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
  return hoistUniversalVariables(compileCss(system.layers.atRule) + compileCss(system._global));
}

/** The declarations of a rule's body, split at the semicolons outside parentheses and strings. */
function declarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (body.slice(start).trim()) out.push(body.slice(start));
  return out.filter((declaration) => declaration.trim() !== '');
}

/**
 * Chakra's reset gives every element (`*`) some thirty custom properties of its own (the ring and filter
 * utilities' defaults, the global fonts and border colour): each element then carries a set of variables of its
 * own instead of sharing its parent's, which made the home page's style recalculations about twice as long (591
 * elements: 31 -> 11-14 ms, a long task on a phone). Declared once on :root they reach every element by
 * inheritance with the same values; the portal sets none of them on an element (no ring or filter utilities).
 */
export function hoistUniversalVariables(css: string): string {
  return css.replace(/(^|[{}])\*\{([^{}]*)\}/g, (rule, before: string, body: string) => {
    const all = declarations(body);
    const variables = all.filter((declaration) => declaration.trim().startsWith('--'));
    if (variables.length === 0) return rule;
    const rest = all.filter((declaration) => !declaration.trim().startsWith('--'));
    return `${before}${rest.length > 0 ? `*{${rest.join(';')};}` : ''}:root{${variables.join(';')};}`;
  });
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

/** The line of Chakra's createSystem (styled-system/system.js) that builds the global CSS at every start. */
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's createSystem with its global CSS left empty: the page's system would build it (the token variables
 * above all, ~60% of createSystem, ~100 ms of the first screen's main thread at 4x CPU) only for the provider to
 * be given an empty one (app/providers.tsx staticGlobalSystem), since index.html has it as a stylesheet.
 * Throws when the line is not there (another Chakra version), so the build says so rather than losing the gain.
 */
export function withoutEagerGlobalCss(code: string): string {
  if (!code.includes(EAGER_GLOBAL)) {
    throw new Error(
      `Chakra's styled-system/system.js no longer has "${EAGER_GLOBAL}": see web/build/chakra-global-css.ts`,
    );
  }
  return code.replace(EAGER_GLOBAL, 'const _global = [];');
}

/** Where createSystem builds its token dictionary (styled-system/system.js). */
const TOKENS_BUILT = `const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });`;

/** system.js's import of the dictionary. */
const DICTIONARY_IMPORT = "import { createTokenDictionary } from './token-dictionary.js';";

/**
 * Chakra's createSystem with its token dictionary buildable ahead, a step per task: the dictionary is ~2/3 of
 * createSystem (~40 ms of this machine's main thread unthrottled, so ~170 ms at Lighthouse's 4x CPU in one task).
 * The build's `createSystem.prebuildTokenSteps(config)` is a generator that builds it a phase per `next()` (see
 * withSteppedTokenDictionary) and keeps it on the config (under a registered symbol); `createSystem(config)` then
 * takes it instead of building it again (app/theme.ts prebuildSystemTokenSteps; the dev server and the tests build
 * it in createSystem as Chakra does). Throws when the code is not there any more.
 */
export function withPrebuildableTokens(code: string): string {
  if (!code.includes(TOKENS_BUILT) || !code.includes(DICTIONARY_IMPORT)) {
    throw new Error(
      "Chakra's styled-system/system.js no longer builds its tokens as expected: see web/build/chakra-global-css.ts",
    );
  }
  const dictionary = TOKENS_BUILT.slice('const tokens = createTokenDictionary'.length, -1);
  return (
    code
      .replace(
        DICTIONARY_IMPORT,
        "import { createTokenDictionary, createTokenDictionarySteps } from './token-dictionary.js';",
      )
      .replace(TOKENS_BUILT, `const tokens = configs[0]?.[PREBUILT_TOKENS] ?? createTokenDictionary${dictionary};`) +
    `
const PREBUILT_TOKENS = Symbol.for("portal.chakra.tokens");
createSystem.prebuildTokenSteps = function* prebuildTokenSteps(config) {
  if (config[PREBUILT_TOKENS]) return;
  const theme = config.theme ?? {};
  const cssVarsPrefix = config.cssVarsPrefix ?? "chakra";
  const steps = createTokenDictionarySteps${dictionary};
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      config[PREBUILT_TOKENS] = step.value;
      return;
    }
    yield;
  }
};
`
  );
}

/** The end of Chakra's createTokenDictionary (styled-system/token-dictionary.js): its phases, then all at once. */
const DICTIONARY_PHASES = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`;
const DICTIONARY_START = 'function createTokenDictionary(options) {';
const DICTIONARY_EXPORT = 'export { createTokenDictionary, tokenCategories };';

/**
 * Chakra's token dictionary as a generator that builds it in five steps of ~2-10 ms unthrottled each (Chakra's own
 * phases, timed in Node: registering ~4 ms, the pre transforms ~5, conditions and references ~3.5, the post
 * middlewares ~7, the views ~5), and createTokenDictionary running them all as before.
 */
export function withSteppedTokenDictionary(code: string): string {
  if (![DICTIONARY_PHASES, DICTIONARY_START, DICTIONARY_EXPORT].every((part) => code.includes(part))) {
    throw new Error(
      "Chakra's styled-system/token-dictionary.js no longer builds as expected: see web/build/chakra-global-css.ts",
    );
  }
  const steps = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  applyTransforms("pre");
  yield;
  addConditionalTokens();
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;
}
function createTokenDictionary(options) {
  const steps = createTokenDictionarySteps(options);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
  }
}`;
  return code
    .replace(DICTIONARY_START, 'function* createTokenDictionarySteps(options) {')
    .replace(DICTIONARY_PHASES, steps)
    .replace(DICTIONARY_EXPORT, 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };');
}

/** The build's transforms of Chakra's system.js and token-dictionary.js (the dev server and the tests keep Chakra as
 * it is). */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'portal:chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      if (/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/.test(id)) {
        return { code: withSteppedTokenDictionary(code), map: null };
      }
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
      return { code: withPrebuildableTokens(withoutEagerGlobalCss(code)), map: null };
    },
  };
}
