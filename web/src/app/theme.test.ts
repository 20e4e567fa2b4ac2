// The trimmed theme must still style every Chakra component the client uses: a component whose recipe is
// missing renders unstyled without a word, so this test reads the imports under src and names what is missing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@chakra-ui/react';
import { RECIPES, SLOT_RECIPES, system } from './theme.ts';

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

function chakraImports(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) chakraImports(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const part of (match[1] ?? '').split(',')) {
          const imported = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (imported) found.add(imported);
        }
      }
    }
  }
  return found;
}

describe('theme', () => {
  const allRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
  const allSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

  it('holds the recipe of every Chakra component used under src', () => {
    const needed = new Set<string>();
    for (const component of chakraImports(SRC)) {
      const key = component.charAt(0).toLowerCase() + component.slice(1);
      if (allRecipes.has(key) || allSlotRecipes.has(key)) needed.add(key);
      for (const other of ALSO_USES[component] ?? []) needed.add(other);
    }
    expect(needed.has('button')).toBe(true);
    const missing = [...needed].filter((key) => !(key in RECIPES || key in SLOT_RECIPES));
    expect(missing).toEqual([]);
  });

  it('keeps Chakra recipes under the keys components look them up with', () => {
    for (const key of Object.keys(RECIPES)) expect(allRecipes.has(key), key).toBe(true);
    for (const key of Object.keys(SLOT_RECIPES)) expect(allSlotRecipes.has(key), key).toBe(true);
    expect(system.getSlotRecipe('toast')).toBeDefined();
    expect(system.getRecipe('button')).toBeDefined();
  });

  it('leaves out the recipes no component uses', () => {
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
    expect(system.token('colors.brand.500')).toBe('#e8470f');
  });
});
