// A path that is not a route of the portal.
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { testIds } from '@/shared/test-ids.ts';
import { paths } from '@/shared/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const title = t('notFound.title');
  const siteName = t('siteName');
  useEffect(() => {
    document.title = `${title} - ${siteName}`;
  }, [title, siteName]);
  return (
    <Container maxW="3xl" py={20} textAlign="center" data-testid={testIds.notFound}>
      <Heading as="h1" size="2xl" mb={4}>
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" mb={8}>
        {t('notFound.text')}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.root()}>{t('backHome')}</RouterLink>
      </Button>
    </Container>
  );
}
