// The page of a route a later release builds: the page frame with its title and breadcrumb, and an honest
// line that this part of the portal is not open yet. The title key is the frame route's key (frame-routes.ts).
import { matchPath, useLocation, useParams, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { testIds } from '@/shared/test-ids.ts';
import { FRAME_ROUTES } from './frame-routes.ts';
import { paths } from '@/shared/paths.ts';

export default function FramePage() {
  const { t } = useTranslation(['routes', 'frame']);
  const { pathname } = useLocation();
  const { id } = useParams();
  const key = FRAME_ROUTES.find((route) => matchPath(`/${route.path}`, pathname))?.key ?? 'unknown';
  const title = t(`routes:${key}`);
  return (
    <PageFrame title={title} breadcrumb={[{ label: title }]}>
      <Flex
        direction="column"
        align="center"
        textAlign="center"
        gap={4}
        py={{ base: 10, md: 16 }}
        px={4}
        bg="bg"
        borderRadius="lg"
        borderWidth="1px"
        borderStyle="dashed"
      >
        <Text fontSize={{ base: 'md', md: 'lg' }} data-testid={testIds.frame.notice}>
          {t('frame:notice', { title })}
        </Text>
        {id !== undefined && (
          <Box fontSize="sm" color="fg.muted" data-testid={testIds.frame.id}>
            {t('frame:recordId', { id })}
          </Box>
        )}
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <RouterLink to={paths.root()}>{t('frame:backHome')}</RouterLink>
        </Button>
      </Flex>
    </PageFrame>
  );
}
