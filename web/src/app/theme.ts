// The one Chakra UI v3 theme: a warm market red-orange brand and a Chinese font stack that reads well. It is
// built from Chakra's base config and only the recipes the portal's components use (theme.test.ts checks
// every Chakra component imported under src has its recipe), so the first screen does not carry ~80: the
// layout's and the home page's recipes are here, the others (theme-recipes.ts) load with any other page.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type * as LaterRecipesModule from './theme-recipes.ts';

/** How long a skeleton waits before it pulses. */
export const SKELETON_PULSE_DELAY = '1s';

export const FONT_STACK =
  '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Hiragino Sans GB", sans-serif';

/**
 * Chakra's skeleton, whose pulse starts after a second: a load that ends sooner (most, and the first screen's
 * placeholders that the page replaces within a frame or two) shows no animation and costs none (on the home page
 * some 48 animations were started, each with an `animationstart` event through React, in one frame of the first
 * render). A longer wait pulses as before.
 */
const SKELETON_RECIPE = {
  ...skeletonRecipe,
  variants: {
    ...skeletonRecipe.variants,
    variant: {
      ...skeletonRecipe.variants?.['variant'],
      pulse: { ...skeletonRecipe.variants?.['variant']?.['pulse'], animationDelay: SKELETON_PULSE_DELAY },
    },
  },
} as typeof skeletonRecipe;

/** The first screen's recipes (layout and home), by the key Chakra's components look them up with. */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe, // the header's search box too (its own recipe context on a plain <input>)
  link: linkRecipe,
  skeleton: SKELETON_RECIPE,
  spinner: spinnerRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
};

/**
 * Chakra's default theme (tokens, styles) without its recipes, and without what only the global CSS uses (the
 * reset, the global styles, the keyframes): index.html has that CSS, written at build from theme-global.ts.
 */
const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // Copies: the later recipes are added to these objects (loadAllRecipes).
    recipes: { ...RECIPES },
    slotRecipes: { ...SLOT_RECIPES },
  },
});

export const portalTheme = defineConfig({
  theme: {
    tokens: {
      fonts: { body: { value: FONT_STACK }, heading: { value: FONT_STACK } },
      colors: {
        brand: {
          50: { value: '#fff4ed' },
          100: { value: '#ffe4d2' },
          200: { value: '#ffc5a4' },
          300: { value: '#ff9c6b' },
          400: { value: '#fd6a32' },
          500: { value: '#e8470f' },
          600: { value: '#c9340a' },
          700: { value: '#a4270c' },
          800: { value: '#832312' },
          900: { value: '#6a2012' },
          950: { value: '#3a0c06' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // 600 on white reads at 4.9:1, enough for the white text of solid buttons (500 is 3.7:1).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // WCAG AA (4.5:1) for small text (docs/requirements.md R2.10): Chakra's 600 solids of these palettes carry
        // white text at 3.3-3.7:1 and its subtle foreground reads at 2.6:1 on white; one step darker passes.
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        fg: { subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } } },
      },
    },
  },
});

let config: SystemConfig | undefined;
let made: SystemContext | undefined;

/** The system's config (theme-global.ts adds the global CSS to it), merged at its first use. */
export function getSystemConfig(): SystemConfig {
  config ??= mergeConfigs(defaultBaseConfig, chakraTheme, portalTheme);
  return config;
}

/** The build's createSystem can build its token dictionary ahead, in steps (web/build/chakra-global-css.ts
 * withPrebuildableTokens). */
type BuildCreateSystem = typeof createSystem & {
  prebuildTokenSteps?: (config: SystemConfig) => Iterable<void>;
};

/**
 * Builds the system's token dictionary ahead of getSystem, in the build (elsewhere createSystem builds it), one
 * phase at a time with `betweenSteps` awaited between them: the dictionary is ~2/3 of createSystem, so the entry
 * (main.tsx) runs each phase in a task of its own.
 */
export async function prebuildSystemTokens(betweenSteps: () => Promise<void>): Promise<void> {
  if (made) return;
  const steps = (createSystem as BuildCreateSystem).prebuildTokenSteps?.(getSystemConfig());
  if (!steps) return;
  const iterator = steps[Symbol.iterator]();
  while (!iterator.next().done) await betweenSteps();
}

/**
 * The system, made at its first use rather than when this module loads: merging its config, building its tokens
 * and the rest of createSystem are ~6, ~20 and ~10 ms of a phone's main thread, so the entry (main.tsx) runs each
 * in a task of its own between loading the modules and the first render, not in one long task with them
 * (Lighthouse's TBT).
 */
export function getSystem(): SystemContext {
  if (!made) {
    made = createSystem(getSystemConfig());
    if (laterRecipes) addRecipes(made, laterRecipes);
  }
  return made;
}

type LaterRecipes = Pick<typeof LaterRecipesModule, 'LATER_RECIPES' | 'LATER_SLOT_RECIPES'>;

/** The later recipes, once loaded: a system made after they came gets them too. */
let laterRecipes: LaterRecipes | undefined;

function addRecipes(system: SystemContext, { LATER_RECIPES, LATER_SLOT_RECIPES }: LaterRecipes): void {
  // The system reads its recipes from its config's theme at each first use of a key (styled-system/system.js).
  const { theme } = system._config;
  if (!theme) throw new Error('the Chakra system has no theme');
  theme.recipes = Object.assign(theme.recipes ?? {}, LATER_RECIPES);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, LATER_SLOT_RECIPES);
}

let allRecipes: Promise<void> | undefined;

/** Adds the recipes of every other component to the system (once); a lazily loaded page or part awaits it
 * before it renders, since a component whose recipe is missing renders unstyled and Chakra caches that. They may
 * come before the system is made (a live page's own code loads with the entry): they are then added when it is,
 * rather than making it at once (its token dictionary in one long task instead of main.tsx's steps). */
export function loadAllRecipes(): Promise<void> {
  allRecipes ??= import('./theme-recipes.ts').then(
    (recipes) => {
      laterRecipes = recipes;
      if (made) addRecipes(made, recipes);
    },
    (error: unknown) => {
      allRecipes = undefined; // offline or a new deployment: the next page tries again
      throw error;
    },
  );
  return allRecipes;
}
