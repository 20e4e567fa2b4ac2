// /serverEntranceDetail: the 1039 zone. What market-procurement trade (customs supervision code 1039) is, its
// advantages for the market's merchants and buyers, its flow from purchase to export, the providers that serve
// it (the customs services of the zone) and a call-back form.
import { useTranslation } from 'react-i18next';
import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { paths } from '@/shared/paths.ts';
import { useTradeServicesQuery } from './services-api.ts';
import { Section, TradeServiceCard, useServicesLanguage } from './parts.tsx';
import { RetentionForm } from './request-forms.tsx';
import { servicesTestIds } from './test-ids.ts';

const ADVANTAGES = ['declaration', 'vat', 'settlement', 'consolidation'] as const;
const STEPS = ['purchase', 'register', 'consolidate', 'declare', 'ship', 'settle'] as const;

export default function Zone1039Page() {
  const { t } = useTranslation('services');
  useServicesLanguage();
  const customs = useTradeServicesQuery({ serviceType: 'customs' });
  return (
    <PageFrame
      title={t('zone.title')}
      breadcrumb={[{ label: t('sector.title'), to: paths.serviceSector() }, { label: t('zone.title') }]}
    >
      <Stack gap={5} data-testid={servicesTestIds.detail.root}>
        <Box borderRadius="lg" p={{ base: 4, md: 8 }} bg="brand.solid" color="brand.contrast">
          <Text fontSize={{ base: '4xl', md: '6xl' }} fontWeight="bold" lineHeight="1">
            1039
          </Text>
          <Heading as="h2" size={{ base: 'md', md: 'xl' }} mt={2}>
            {t('zone.headline')}
          </Heading>
          <Text mt={2} maxW="48rem">
            {t('zone.what')}
          </Text>
        </Box>
        <Section title={t('zone.advantagesTitle')}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
            {ADVANTAGES.map((key) => (
              <Stack key={key} bg="bg.subtle" borderRadius="md" p={4} gap={1}>
                <Text fontWeight="semibold" color="brand.fg">
                  {t(`zone.advantages.${key}.title`)}
                </Text>
                <Text fontSize="sm">{t(`zone.advantages.${key}.text`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('zone.flowTitle')}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap={3} as="ol" listStyleType="none">
            {STEPS.map((key, index) => (
              <Stack as="li" key={key} gap={1} borderTopWidth="3px" borderColor="brand.solid" pt={2}>
                <Text fontSize="sm" color="fg.muted">
                  {t('zone.step', { n: index + 1 })}
                </Text>
                <Text fontWeight="semibold">{t(`zone.steps.${key}.title`)}</Text>
                <Text fontSize="sm">{t(`zone.steps.${key}.text`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={5}>
          <Section title={t('zone.providers')}>
            <QueryState
              query={customs}
              skeleton={{ rows: 1, rowHeight: '10rem' }}
              errorTitle={t('loadError')}
              empty={t('trade.empty')}
            >
              {(list) => (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                  {list.map((service) => (
                    <TradeServiceCard key={service.id} service={service} />
                  ))}
                </SimpleGrid>
              )}
            </QueryState>
          </Section>
          <Section title={t('forms.retention.title')}>
            <Text fontSize="sm" color="fg.muted" mb={3}>
              {t('zone.callBack')}
            </Text>
            <RetentionForm source="serverEntranceDetail" />
          </Section>
        </Grid>
      </Stack>
    </PageFrame>
  );
}
