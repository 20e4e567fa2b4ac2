// The one Chakra UI v3 theme: a warm market red-orange brand and a Chinese font stack that reads well. It is
// built from Chakra's base config and only the recipes the portal's components use (theme.test.ts checks
// every Chakra component imported under src has its recipe here), so the first screen does not carry ~80.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const FONT_STACK =
  '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Hiragino Sans GB", sans-serif';

/** Recipes by the key Chakra's components look them up with. Using a new component? Add its recipe here. */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  mark: markRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (tokens, styles) without its recipes. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
  },
});

const portalTheme = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', lineHeight: '1.6', bg: 'bg.subtle', color: 'fg' },
    body: { textRendering: 'optimizeLegibility' },
    a: { textDecoration: 'none' },
  },
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
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme, portalTheme));
