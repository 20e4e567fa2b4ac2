// Everything the pages need around them: Chakra (one theme), the Redux store, i18n, the toaster.
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@/shared/i18n/i18n.ts';
import { Toaster } from '@/shared/ui/toaster.tsx';
import type { AppStore } from './store.ts';
import { system } from './theme.ts';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          {children}
          <Toaster />
        </ChakraProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
