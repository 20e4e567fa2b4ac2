// What a route shows when its page cannot be loaded (a part that failed or took more than 120 s) or threw.
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { testIds } from '@/shared/test-ids.ts';
import { paths } from '@/shared/paths.ts';

export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container maxW="3xl" py={20} textAlign="center" data-testid={notFound ? testIds.notFound : undefined}>
      <Heading size="2xl" mb={4}>
        {notFound ? t('notFound.title') : t('loadError.title')}
      </Heading>
      <Text color="fg.muted" mb={8}>
        {notFound ? t('notFound.text') : t('loadError.text')}
      </Text>
      <HStack justify="center" gap={3}>
        {!notFound && (
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to={paths.root()}>{t('backHome')}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}
