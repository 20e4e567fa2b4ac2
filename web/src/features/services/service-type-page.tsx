// /serverTypeDetail?type=: one service type of the zone: what it covers, the providers' services of the type,
// its success cases, and its request form (a logistics demand, a finance application, else a call-back).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SERVICE_TYPES, type ServiceType } from '@portal/contracts/http/service-portal';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { paths } from '@/shared/paths.ts';
import { useServiceCasesQuery, useTradeServicesQuery } from './services-api.ts';
import { Section, TradeServiceCard, useServicesLanguage } from './parts.tsx';
import { FinanceForm, LogisticsForm, RetentionForm } from './request-forms.tsx';
import { servicesTestIds } from './test-ids.ts';

const TYPES = SERVICE_TYPES.map((type) => type.value) as readonly ServiceType[];

function TypeForm({ type }: { type: ServiceType }) {
  if (type === 'finance') {
    return (
      <RequireLogin>
        <FinanceForm />
      </RequireLogin>
    );
  }
  if (type === 'logistics') {
    return (
      <RequireLogin>
        <LogisticsForm />
      </RequireLogin>
    );
  }
  // A call-back needs no account: the platform's service desk calls the visitor.
  return <RetentionForm source={`serverTypeDetail-${type}`} />;
}

export default function ServiceTypePage() {
  const { t } = useTranslation('services');
  useServicesLanguage();
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type = TYPES.find((value) => value === raw) ?? 'logistics';
  const services = useTradeServicesQuery({ serviceType: type });
  const cases = useServiceCasesQuery({ serviceType: type });
  const title = t(`zoneType.${type}`);
  const formKind = type === 'finance' ? 'finance' : type === 'logistics' ? 'logistics' : 'retention';

  return (
    <PageFrame
      title={title}
      breadcrumb={[{ label: t('sector.title'), to: paths.serviceSector() }, { label: title }]}
      actions={
        <HStack gap={2} wrap="wrap">
          {TYPES.filter((other) => other !== type).map((other) => (
            <Button key={other} asChild size="xs" variant="outline">
              <RouterLink to={paths.serverTypeDetail(other)}>{t(`zoneType.${other}`)}</RouterLink>
            </Button>
          ))}
        </HStack>
      }
    >
      <Stack gap={5} data-testid={servicesTestIds.detail.root}>
        <Text color="fg.muted">{t(`types.${type}`)}</Text>
        <Section
          title={t('types.services', { type: title })}
          extra={
            (type === 'logistics' || type === 'warehouse') && (
              <Button asChild size="xs" variant="outline" colorPalette="brand">
                <RouterLink to={paths.serviceProvider({ kind: type === 'warehouse' ? 'warehouse' : 'carrier' })}>
                  {t(type === 'warehouse' ? 'types.allWarehouses' : 'types.allCarriers')}
                </RouterLink>
              </Button>
            )
          }
        >
          <QueryState
            query={services}
            skeleton={{ rows: 1, rowHeight: '10rem' }}
            errorTitle={t('loadError')}
            empty={t('trade.empty')}
          >
            {(list) => (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={3}>
                {list.map((service) => (
                  <TradeServiceCard key={service.id} service={service} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Section>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={5}>
          <Section title={t(`forms.${formKind}.title`)}>
            <Text fontSize="sm" color="fg.muted" mb={3}>
              {t(`forms.${formKind}.intro`)}
            </Text>
            <TypeForm type={type} />
          </Section>
          <Section title={t('sector.cases')}>
            <QueryState
              query={cases}
              skeleton={{ rows: 2, rowHeight: '4rem' }}
              errorTitle={t('loadError')}
              empty={t('cases.empty')}
            >
              {(list) => (
                <Stack gap={3}>
                  {list.map((item) => (
                    <Stack key={item.id} gap={1} borderLeftWidth="3px" borderColor="brand.solid" ps={3}>
                      <Text fontWeight="semibold">{item.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {item.summary}
                      </Text>
                      <Text fontSize="sm" color="green.fg">
                        {t('cases.result', { result: item.result })}
                      </Text>
                    </Stack>
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
