// The site footer: about, help, news, contact and copyright.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { testIds } from '@/shared/test-ids.ts';
import { paths } from '@/shared/paths.ts';

const COLUMNS = [
  {
    key: 'about',
    links: [
      { key: 'company', to: paths.company() },
      { key: 'serviceSector', to: paths.serviceSector() },
      { key: 'industrialBelt', to: paths.industrialBelt() },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'helpCenter', to: paths.help() },
      { key: 'register', to: paths.register() },
      { key: 'resetPassword', to: paths.resetPassword() },
    ],
  },
  {
    key: 'news',
    links: [
      { key: 'newsCenter', to: paths.news() },
      { key: 'information', to: paths.information() },
      { key: 'exhibitions', to: paths.exhibitionDisplay() },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt={{ base: 8, md: 12 }} data-testid={testIds.footer.root}>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 10 }}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: 6, md: 8 }}>
          {COLUMNS.map((column) => (
            <Stack key={column.key} gap={2} fontSize="sm">
              <Text fontWeight="bold" color="white" fontSize="md">
                {t(`footer.${column.key}`)}
              </Text>
              {column.links.map((link) => (
                <Link key={link.key} asChild color="gray.300" _hover={{ color: 'white' }}>
                  <RouterLink to={link.to}>{t(`footer.links.${link.key}`)}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
          <Stack gap={2} fontSize="sm">
            <Text fontWeight="bold" color="white" fontSize="md">
              {t('footer.contact')}
            </Text>
            <Text>{t('footer.hotline')}</Text>
            <Text>{t('footer.email')}</Text>
            <Text>{t('footer.address')}</Text>
          </Stack>
        </SimpleGrid>
        <Flex
          mt={8}
          pt={5}
          borderTopWidth="1px"
          borderColor="gray.700"
          justify="space-between"
          direction={{ base: 'column', md: 'row' }}
          gap={2}
          fontSize="xs"
          color="gray.400"
        >
          <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
          <Text>{t('footer.offline')}</Text>
        </Flex>
      </Container>
    </Box>
  );
}
