// /serviceSector: the service zone. The banner, the service categories (each opening its type page), the
// zone's advantages, the trade services of the providers, the 1039 zone's entry, success cases and news.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Grid, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { paths } from '@/shared/paths.ts';
import {
  useServiceAdvantagesQuery,
  useServiceBannersQuery,
  useServiceCasesQuery,
  useServiceNavigationQuery,
  useServiceNewsQuery,
  useTradeServicesQuery,
} from './services-api.ts';
import { Section, TradeServiceCard, useServicesLanguage } from './parts.tsx';
import { servicesTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = servicesTestIds.sector;

export default function ServiceSectorPage() {
  const { t } = useTranslation('services');
  const lang = useServicesLanguage();
  const banners = useServiceBannersQuery();
  const navigation = useServiceNavigationQuery();
  const advantages = useServiceAdvantagesQuery();
  const trade = useTradeServicesQuery({});
  const cases = useServiceCasesQuery({});
  const news = useServiceNewsQuery({ pageSize: 6 });

  return (
    <PageFrame
      title={t('sector.title')}
      breadcrumb={[{ label: t('sector.title') }]}
      actions={
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={paths.serviceProvider()}>{t('sector.allProviders')}</RouterLink>
        </Button>
      }
    >
      <Stack gap={5} data-testid={ids.root}>
        <QueryState
          query={banners}
          skeleton={{ rows: 1, rowHeight: '12rem' }}
          errorTitle={t('loadError')}
          empty={t('sector.noBanner')}
        >
          {(list) => {
            const banner = list[0];
            if (!banner) return null;
            return (
              <Box position="relative" borderRadius="lg" overflow="hidden" minH={{ base: '9rem', md: '13rem' }}>
                <Picture src={banner.image} alt="" position="absolute" inset={0} w="100%" h="100%" objectFit="cover" />
                <Stack
                  position="relative"
                  p={{ base: 4, md: 8 }}
                  gap={2}
                  color="white"
                  bgGradient="to-r"
                  gradientFrom="blackAlpha.700"
                  gradientTo="transparent"
                  minH="inherit"
                  justify="center"
                >
                  <Heading as="h2" size={{ base: 'lg', md: '2xl' }}>
                    {lang === 'en' ? banner.titleEn : banner.title}
                  </Heading>
                  <Text maxW="32rem">{lang === 'en' ? banner.subtitleEn : banner.subtitle}</Text>
                </Stack>
              </Box>
            );
          }}
        </QueryState>

        <Section title={t('sector.categories')}>
          <QueryState
            query={navigation}
            skeleton={{ rows: 2, rowHeight: '5rem' }}
            errorTitle={t('loadError')}
            empty={t('sector.noCategories')}
          >
            {(entries) => (
              <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={3}>
                {entries.map((entry) => (
                  <Link
                    asChild
                    key={entry.key}
                    _hover={{ textDecoration: 'none', borderColor: 'brand.solid' }}
                    borderWidth="1px"
                    borderRadius="md"
                    p={3}
                    display="block"
                    data-testid={ids.category(entry.key)}
                  >
                    <RouterLink to={paths.serverTypeDetail(entry.key)}>
                      <Text fontWeight="semibold" color="brand.fg">
                        {lang === 'en' ? entry.titleEn : entry.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {lang === 'en' ? entry.descriptionEn : entry.description}
                      </Text>
                      <Text fontSize="xs" mt={1}>
                        {t('sector.servicesCount', { count: entry.children.length })}
                      </Text>
                    </RouterLink>
                  </Link>
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Section>

        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={5}>
          <Section title={t('sector.advantages')}>
            <QueryState
              query={advantages}
              skeleton={{ rows: 2, rowHeight: '4rem' }}
              errorTitle={t('loadError')}
              empty={t('sector.noAdvantages')}
            >
              {(list) => (
                <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap={3}>
                  {list.map((item) => (
                    <Stack key={item.id} gap={1} bg="bg.subtle" borderRadius="md" p={3}>
                      <Text fontSize="2xl" fontWeight="bold" color="brand.solid" lineHeight="1.1">
                        {item.figure}
                      </Text>
                      <Text fontWeight="semibold">{lang === 'en' ? item.titleEn : item.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {lang === 'en' ? item.descriptionEn : item.description}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              )}
            </QueryState>
          </Section>
          <Stack
            as="section"
            borderRadius="lg"
            p={{ base: 4, md: 5 }}
            gap={3}
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.muted"
            data-testid={ids.zone1039}
          >
            <Text fontSize="4xl" fontWeight="bold" color="brand.solid" lineHeight="1">
              1039
            </Text>
            <Heading as="h2" size="md">
              {t('zone.entryTitle')}
            </Heading>
            <Text fontSize="sm">{t('zone.entryText')}</Text>
            <Button asChild colorPalette="brand" alignSelf="flex-start" mt="auto">
              <RouterLink to={paths.serverEntranceDetail()}>{t('zone.enter')}</RouterLink>
            </Button>
          </Stack>
        </Grid>

        <Section
          title={t('sector.trade')}
          extra={
            <Link asChild fontSize="sm" colorPalette="brand">
              <RouterLink to={paths.serviceProvider()}>{t('sector.moreProviders')}</RouterLink>
            </Link>
          }
        >
          <QueryState
            query={trade}
            skeleton={{ rows: 2, rowHeight: '10rem' }}
            errorTitle={t('loadError')}
            empty={t('trade.empty')}
          >
            {(list) => (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
                {list.slice(0, 8).map((service) => (
                  <TradeServiceCard key={service.id} service={service} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Section>

        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={5}>
          <Section title={t('sector.cases')}>
            <QueryState
              query={cases}
              skeleton={{ rows: 3, rowHeight: '4rem' }}
              errorTitle={t('loadError')}
              empty={t('cases.empty')}
            >
              {(list) => (
                <Stack gap={3} divideY="1px">
                  {list.slice(0, 4).map((item) => (
                    <HStack key={item.id} gap={3} align="flex-start" pt={3} _first={{ pt: 0 }}>
                      <Picture
                        src={item.image}
                        alt=""
                        w="96px"
                        h="64px"
                        objectFit="cover"
                        borderRadius="md"
                        flexShrink={0}
                      />
                      <Stack gap={1} minW={0}>
                        <Text fontWeight="semibold" lineClamp={1}>
                          {item.title}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                          {item.summary}
                        </Text>
                        <Text fontSize="sm" color="green.fg">
                          {t('cases.result', { result: item.result })}
                        </Text>
                      </Stack>
                    </HStack>
                  ))}
                </Stack>
              )}
            </QueryState>
          </Section>
          <Section title={t('sector.news')}>
            <QueryState
              query={news}
              skeleton={{ rows: 5, rowHeight: '2rem' }}
              errorTitle={t('loadError')}
              empty={t('news.empty')}
            >
              {(page) => (
                <Stack as="ul" listStyleType="none" gap={2}>
                  {page.records.map((item) => (
                    <HStack as="li" key={item.id} justify="space-between" gap={3} fontSize="sm">
                      <Text lineClamp={1} title={item.summary}>
                        {item.title}
                      </Text>
                      <Text color="fg.muted" flexShrink={0}>
                        {item.publishDate}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </QueryState>
          </Section>
        </Grid>
      </Stack>
    </PageFrame>
  );
}
