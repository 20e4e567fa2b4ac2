// The loading overlay: shown while a request is in flight, gone when all have finished (docs/requirements.md
// R4.7). It appears only once a request has lasted OVERLAY_DELAY_MS, so a quick answer never flashes it. A write
// (a mutation the user waits for: placing an order, a bid, a decision) dims and blocks the page; reads only
// show a bar and a chip that let clicks through, since the page shows its own skeletons for them.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectIsLoading, selectIsWriting } from '@/shared/ui/ui-slice.ts';
import { testIds } from '@/shared/test-ids.ts';

/** How long a request runs before the overlay shows (a read that answers sooner is never announced). */
export const OVERLAY_DELAY_MS = 300;

/** True once `on` has stayed true for `delayMs`; false at once when it turns false. */
function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}

function Busy({ label }: { label: string }) {
  return (
    <Flex direction="column" align="center" gap={3} bg="bg" px={6} py={5} borderRadius="lg" boxShadow="lg">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Flex>
  );
}

export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const shown = useDelayedFlag(useAppSelector(selectIsLoading), OVERLAY_DELAY_MS);
  const writing = useAppSelector(selectIsWriting);
  if (!shown) return null;
  const status = { role: 'status', 'aria-live': 'polite', 'aria-busy': true, 'data-testid': testIds.overlay } as const;
  if (writing) {
    return (
      <Box position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.200" data-kind="write" {...status}>
        <Flex h="full" align="center" justify="center">
          <Busy label={t('loading')} />
        </Flex>
      </Box>
    );
  }
  return (
    <Box position="fixed" top="0" insetX="0" zIndex="overlay" pointerEvents="none" data-kind="read" {...status}>
      <Box h="3px" bg="brand.solid" opacity={0.8} />
      <Flex justify="center" pt={3}>
        <Flex align="center" gap={2} bg="bg" px={3} py={1.5} borderRadius="full" boxShadow="md">
          <Spinner size="xs" color="brand.solid" />
          <Text fontSize="xs" color="fg.muted">
            {t('loading')}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
}
