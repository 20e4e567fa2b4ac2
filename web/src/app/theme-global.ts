// The system with its global CSS (the reset, Chakra's and the portal's global styles, the keyframes): only the
// build reads it (web/build/chakra-global-css.ts writes that CSS into index.html), so none of it is in the page's JS.
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import { getSystemConfig } from './theme.ts';

const chakraGlobal = defineConfig({ preflight: true, globalCss, theme: { keyframes } });

const portalGlobal = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', lineHeight: '1.6', bg: 'bg.subtle', color: 'fg' },
    body: { textRendering: 'optimizeLegibility' },
    a: { textDecoration: 'none' },
  },
});

export const globalSystem = createSystem(mergeConfigs(getSystemConfig(), chakraGlobal, portalGlobal));
