// The one Chakra UI v3 theme: a warm market red-orange brand and a Chinese font stack that reads well.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const FONT_STACK =
  '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "Hiragino Sans GB", sans-serif';

const config = defineConfig({
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
          solid: { value: '{colors.brand.500}' },
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

export const system = createSystem(defaultConfig, config);
