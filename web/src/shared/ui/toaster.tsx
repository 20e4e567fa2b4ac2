// Renders the toasts of `toaster` (shared/ui/toast-store.ts): Chakra v3 Toaster, top of the page, phone-friendly.
import { useEffect } from 'react';
import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { testIds } from '../test-ids.ts';
import { toasterMounted } from './toast.ts';
import { toaster } from './toast-store.ts';

export function Toaster() {
  useEffect(() => {
    // Once zag's toast group has started (its own effects, after this render's): mounted in an update (the
    // first toast loads this code), toasts created before it listens would not show.
    const timer = setTimeout(() => toasterMounted(toaster));
    return () => {
      clearTimeout(timer);
      toasterMounted(null);
    };
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} data-testid={testIds.toast} data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                // Full strength: Chakra's toast dims its description, too faint on the error red (WCAG AA, R2.10).
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
