// The loading overlay: shown while any request is in flight, gone when all have finished (docs/requirements.md section 4).
import { useTranslation } from 'react-i18next';
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectIsLoading } from '@/shared/ui/ui-slice.ts';
import { testIds } from '@/shared/test-ids.ts';

export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const loading = useAppSelector(selectIsLoading);
  if (!loading) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.200"
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid={testIds.overlay}
    >
      <Flex h="full" align="center" justify="center">
        <Flex direction="column" align="center" gap={3} bg="bg" px={6} py={5} borderRadius="lg" boxShadow="lg">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
          <Text fontSize="sm" color="fg.muted">
            {t('loading')}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
}
