// Everything the pages need around them: Chakra (one theme), the Redux store, i18n, the toaster (loaded when
// the first toast is asked for or at the first input, not with the first screen).
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { i18n } from '@/shared/i18n/i18n.ts';
import { isToasterWanted, subscribeToasterWanted, toasterNotLoaded, wantToaster } from '@/shared/ui/toast.ts';
import type { AppStore } from './store.ts';
import { makeEmotionCache } from './emotion-cache.ts';
import { getSystem, loadAllRecipes } from './theme.ts';

type ToasterComponent = () => ReactNode;
/** The loaded <Toaster>, kept for the providers mounted later (tests mount many). */
let loadedToaster: ToasterComponent | null = null;

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** The toaster once wanted; toasts asked for before it is on the page wait in toast.ts. */
function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(() => loadedToaster);
  useEffect(() => {
    if (wanted) return;
    // Most toasts answer an action: have the toaster ready by the time the first one's call comes back.
    const onInput = () => wantToaster();
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, onInput, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, onInput);
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    Promise.all([import('@/shared/ui/toaster.tsx'), loadAllRecipes()]).then(
      ([module]) => {
        loadedToaster = module.Toaster;
        if (live) setToaster(() => module.Toaster);
      },
      // Offline or a new deployment: the next toast tries again.
      () => toasterNotLoaded(),
    );
    return () => {
      live = false;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}

/**
 * The system as ChakraProvider gets it: without its global CSS (reset, global styles, token variables) and layer
 * order, which index.html already has as a stylesheet (web/build/chakra-global-css.ts writes it at build), so the
 * provider's <Global>s insert nothing. Only the provider reads these two fields; recipes keep their layers.
 */
export function staticGlobalSystem(value: SystemContext): SystemContext {
  return { ...value, _global: [], _config: { ...value._config, disableLayers: true } };
}

let chakraSystem: SystemContext | undefined;
function providedSystem(): SystemContext {
  chakraSystem ??= staticGlobalSystem(getSystem());
  return chakraSystem;
}

/** One emotion cache for the app (emotion-cache.ts: its rules go into a new style element per commit). */
let emotionCache: EmotionCache | undefined;
export function providedEmotionCache(): EmotionCache {
  emotionCache ??= makeEmotionCache();
  return emotionCache;
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={providedEmotionCache()}>
          <ChakraProvider value={providedSystem()}>
            {children}
            <LazyToaster />
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
