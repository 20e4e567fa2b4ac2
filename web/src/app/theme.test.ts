// The trimmed theme must still style every Chakra component the client uses: a component whose recipe is
// missing renders unstyled without a word, so this test reads the imports under src and names what is missing;
// the first screen (what main.tsx and the home page import, without lazy imports) from the entry's recipes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@chakra-ui/react';
import { FONT_STACK, getSystem, RECIPES, SKELETON_PULSE_DELAY, SLOT_RECIPES } from './theme.ts';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from './theme-recipes.ts';

const SRC = join(import.meta.dirname, '..');

/** Components that use another component's recipe, or more than one. */
const ALSO_USES: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  ButtonGroup: ['button'],
  Pagination: ['button'],
  Highlight: ['mark'],
  Toaster: ['toast'],
  InputGroup: ['inputAddon'],
  SkeletonText: ['skeleton'],
  SkeletonCircle: ['skeleton'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
};

function addChakraImports(source: string, found: Set<string>): void {
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const imported = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (imported) found.add(imported);
    }
  }
}

function chakraImports(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) chakraImports(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) addChakraImports(readFileSync(path, 'utf8'), found);
  }
  return found;
}

/** The Chakra components of `file` and of what it imports statically (`import()` is left out), under src. */
function staticChakraImports(file: string, found = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  addChakraImports(source, found);
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\s+from\s+'([^']+)'/gm)) {
    const spec = match[1] ?? '';
    const base = spec.startsWith('@/')
      ? join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? resolve(dirname(file), spec)
        : '';
    const path = [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    if (path) staticChakraImports(path, found, seen);
  }
  return found;
}

function recipeKeys(components: Iterable<string>, known: Set<string>): Set<string> {
  const needed = new Set<string>();
  for (const component of components) {
    const key = component.charAt(0).toLowerCase() + component.slice(1);
    if (known.has(key)) needed.add(key);
    for (const other of ALSO_USES[component] ?? []) needed.add(other);
  }
  return needed;
}

describe('theme', () => {
  const allRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
  const allSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

  const known = new Set([...allRecipes, ...allSlotRecipes]);

  it('holds the recipe of every Chakra component used under src', () => {
    const needed = recipeKeys(chakraImports(SRC), known);
    expect(needed.has('button')).toBe(true);
    const all = { ...RECIPES, ...SLOT_RECIPES, ...LATER_RECIPES, ...LATER_SLOT_RECIPES };
    const missing = [...needed].filter((key) => !(key in all));
    expect(missing).toEqual([]);
  });

  it("styles the first screen (layout and home page) from the entry's recipes, not the later ones", () => {
    const firstScreen = staticChakraImports(join(SRC, 'main.tsx'));
    staticChakraImports(join(SRC, 'features/home/home-page.tsx'), firstScreen);
    // The walk does reach the layout and the home page.
    expect(firstScreen.has('IconButton')).toBe(true);
    expect(firstScreen.has('LinkBox')).toBe(true);
    const needed = recipeKeys(firstScreen, known);
    const missing = [...needed].filter((key) => !(key in RECIPES || key in SLOT_RECIPES));
    expect(missing).toEqual([]);
    // And the later chunk repeats none of the entry's.
    for (const key of Object.keys({ ...LATER_RECIPES, ...LATER_SLOT_RECIPES })) {
      expect(key in RECIPES || key in SLOT_RECIPES, key).toBe(false);
    }
  });

  it('keeps Chakra recipes under the keys components look them up with', () => {
    for (const key of Object.keys({ ...RECIPES, ...LATER_RECIPES })) expect(allRecipes.has(key), key).toBe(true);
    for (const key of Object.keys({ ...SLOT_RECIPES, ...LATER_SLOT_RECIPES }))
      expect(allSlotRecipes.has(key), key).toBe(true);
    // Added by loadAllRecipes (test-setup.ts): a later recipe reaches the components.
    expect(getSystem().getSlotRecipe('toast')).toBeDefined();
    expect(getSystem().getRecipe('button')).toBeDefined();
  });

  it('gives the later recipes to the system whether they load before it is made or after', async () => {
    for (const recipesFirst of [true, false]) {
      vi.resetModules();
      const theme = await import('./theme.ts');
      if (!recipesFirst) theme.getSystem();
      await theme.loadAllRecipes();
      const made = theme.getSystem();
      expect(made.getSlotRecipe('toast'), `recipes first: ${recipesFirst}`).toBeDefined();
      expect(made.getRecipe('button')).toBeDefined();
    }
  });

  it('lets a skeleton pulse only after a second (a quick load shows no animation and starts none)', () => {
    const system = getSystem();
    const skeleton = system.cva(system.getRecipe('skeleton') ?? {});
    const pulse = JSON.stringify(skeleton({ variant: 'pulse', loading: true }));
    expect(pulse).toMatch(/"animation":"[^"]*pulse/);
    expect(pulse).toContain(`"animationDelay":"${SKELETON_PULSE_DELAY}"`);
    expect(SKELETON_PULSE_DELAY).toBe('1s');
    expect(JSON.stringify(skeleton({ variant: 'none' }))).not.toContain('animationDelay');
  });

  it('leaves out the recipes no component uses', () => {
    expect(getSystem().getSlotRecipe('datePicker')).toBeUndefined();
    expect(getSystem().token('colors.brand.500')).toBe('#e8470f');
  });
});

describe("index.html's fonts", () => {
  it("is the theme's, with the Latin quotes first (so ’ “ ” are not drawn full-width)", () => {
    const html = readFileSync(join(SRC, '..', 'index.html'), 'utf8');
    const stack = /html\[lang='en'\] \{\s*--chakra-fonts-body:([^;]+);/.exec(html)?.[1];
    const normal = (value: string) => value.replace(/\s+/g, ' ').replaceAll("'", '"').trim();
    expect(normal(stack ?? '')).toBe(normal(`'Latin Quotes', ${FONT_STACK}`));
    expect(html).toMatch(/font-family: 'Latin Quotes';[^}]*unicode-range: U\+2018-201F;/);
  });

  it("falls back to the theme's stack in the first screen's words, which are drawn before the theme's CSS", () => {
    const html = readFileSync(join(SRC, '..', 'index.html'), 'utf8');
    const fallback = /\.fs-frame,\s*#font-warmup \{[^}]*font-family: var\(\s*--chakra-fonts-body,([^)]+)\);/.exec(
      html,
    )?.[1];
    const normal = (value: string) => value.replace(/\s+/g, ' ').replaceAll("'", '"').trim();
    expect(normal(fallback ?? '')).toBe(normal(FONT_STACK));
  });

  it('lays out words in the regular and the bold face before the app (a face costs ~70 ms the first time)', () => {
    const html = readFileSync(join(SRC, '..', 'index.html'), 'utf8');
    // Its stack is the first screen's words' (the rule the test above reads names both).
    // Laid out but not shown: hidden, never display: none (nothing would be laid out).
    const rule = /#font-warmup \{([^}]*)\}/.exec(html)?.[1] ?? '';
    expect(rule).toContain('visibility: hidden');
    expect(rule).not.toContain('display');
    expect(html).toMatch(/#font-warmup b \{\s*font-weight: 700;/);
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    const warmup = body.querySelector('#font-warmup');
    expect(warmup?.closest('#first-screen')).toBeNull();
    expect(warmup?.getAttribute('aria-hidden')).toBe('true');
    // Latin letters, which load the stack's CJK face where it has them first (Noto Sans CJK on Linux): no Chinese
    // text, so that an English page holds none (routes.test.ts looks for it, hidden or not).
    expect(warmup?.textContent).toMatch(/\w/);
    expect(warmup?.textContent).not.toMatch(/\p{Script=Han}/u);
    expect(warmup?.querySelector('b')?.textContent).toMatch(/\w/);
  });

  it('has a favicon that draws its character as a path, so that it loads no font', () => {
    const icon = readFileSync(join(SRC, '..', 'public', 'favicon.svg'), 'utf8');
    expect(icon).not.toMatch(/<text/);
    expect(icon).toMatch(/<path /);
  });
});
