// /serveDetail?id=: one service of the zone with its provider and the request form that fits it (a service
// order, or finance for a finance service) beside a consultation; ?kind=carrier&id= a carrier with its routes
// and the logistics demand form; ?kind=warehouse&id= a warehouse with the YunCang storage form.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Badge, Box, Button, Grid, HStack, Stack, Table, Tabs, Text, Wrap } from '@chakra-ui/react';
import type { LogisticsCompany, Warehouse } from '@portal/contracts/http/logistics';
import type { TradeService } from '@portal/contracts/http/service-portal';
import type { ServiceOrderBody } from '@portal/contracts/entities/order';
import { formatMoney } from '@portal/contracts/money';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { paths } from '@/shared/paths.ts';
import { useCarriersQuery, useTradeServicesQuery, useWarehousesQuery } from './services-api.ts';
import { Section, useServicesLanguage } from './parts.tsx';
import { ConsultForm, FinanceForm, LogisticsForm, ServiceOrderForm, YunCangForm } from './request-forms.tsx';
import { servicesTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';

/** The service order type a zone service type is ordered as. */
export const ORDER_TYPE_OF: Record<TradeService['serviceType'], ServiceOrderBody['serviceType']> = {
  logistics: 'logistics',
  warehouse: 'warehouse',
  customs: 'customs',
  finance: 'finance',
  testing: 'inspection',
  design: 'design',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap={2} fontSize="sm" align="flex-start">
      <Text color="fg.muted" flexShrink={0} minW="5.5rem">
        {label}
      </Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** The request forms of a page, as tabs, each behind the login. */
function FormTabs({ tabs }: { tabs: { key: string; label: string; form: React.ReactNode }[] }) {
  const first = tabs[0]?.key ?? '';
  return (
    <Tabs.Root defaultValue={first} variant="line" colorPalette="brand" lazyMount>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key} pt={4}>
          <RequireLogin>{tab.form}</RequireLogin>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function ServiceDetail({ service }: { service: TradeService }) {
  const { t } = useTranslation('services');
  const lang = useServicesLanguage();
  const name = lang === 'en' ? service.nameEn : service.name;
  const main =
    service.serviceType === 'finance'
      ? {
          key: 'finance',
          label: t('forms.finance.title'),
          form: <FinanceForm providerCompanyId={service.providerId} />,
        }
      : {
          key: 'serviceOrder',
          label: t('forms.serviceOrder.title'),
          form: (
            <ServiceOrderForm
              providerCompanyId={service.providerId}
              serviceType={ORDER_TYPE_OF[service.serviceType]}
              title={name}
            />
          ),
        };
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={5}>
      <Section title={name}>
        <Stack gap={3}>
          <HStack gap={3}>
            <Picture src={service.logo} alt="" boxSize="56px" borderRadius="md" />
            <Stack gap={0}>
              <Text fontWeight="semibold">{service.providerName}</Text>
              <Badge colorPalette="brand" alignSelf="flex-start">
                {t(`zoneType.${service.serviceType}`)}
              </Badge>
            </Stack>
          </HStack>
          <Text fontSize="sm">{service.description}</Text>
          <Fact label={t('detail.price')} value={service.priceNote} />
          <Fact label={t('detail.served')} value={t('trade.served', { count: service.servedCount })} />
          <Wrap gap={1}>
            {service.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </Wrap>
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <RouterLink to={paths.chat({ companyId: service.providerId })}>{t('detail.chat')}</RouterLink>
          </Button>
        </Stack>
      </Section>
      <Section title={t('detail.request')}>
        <FormTabs
          tabs={[
            main,
            {
              key: 'consult',
              label: t('forms.consult.title'),
              form: <ConsultForm type="service" targetId={service.id} />,
            },
          ]}
        />
      </Section>
    </Grid>
  );
}

function CarrierDetail({ carrier }: { carrier: LogisticsCompany }) {
  const { t } = useTranslation('services');
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={5}>
      <Section title={carrier.name}>
        <Stack gap={3}>
          <HStack gap={3}>
            <Picture src={carrier.logo} alt="" boxSize="56px" borderRadius="md" />
            <Wrap gap={1}>
              {carrier.services.map((service) => (
                <Badge key={service} colorPalette="brand" variant="subtle">
                  {t(`logisticsMode.${service}`)}
                </Badge>
              ))}
            </Wrap>
          </HStack>
          <Text fontSize="sm">{carrier.intro}</Text>
          <Fact label={t('detail.region')} value={carrier.regionName} />
          <Fact label={t('detail.contact')} value={`${carrier.contact} ${carrier.phone}`} />
          <Fact
            label={t('detail.facts')}
            value={t('providers.carrierFacts', {
              fleet: carrier.fleetSize,
              routes: carrier.routes.length,
              year: carrier.foundedYear,
            })}
          />
          {carrier.routes.length > 0 && (
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('detail.route')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.days')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('detail.perKg')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {carrier.routes.slice(0, 8).map((route) => (
                    <Table.Row key={route.id}>
                      <Table.Cell>
                        {route.fromName} → {route.toName}
                      </Table.Cell>
                      <Table.Cell>{route.transitDays}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(route.pricePerKg)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Stack>
      </Section>
      <Section title={t('detail.request')}>
        <FormTabs
          tabs={[
            {
              key: 'logistics',
              label: t('forms.logistics.title'),
              form: <LogisticsForm logisticsCompanyId={carrier.id} />,
            },
            {
              key: 'consult',
              label: t('forms.consult.title'),
              form: <ConsultForm type="logistics" targetId={carrier.id} />,
            },
          ]}
        />
      </Section>
    </Grid>
  );
}

function WarehouseDetail({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation('services');
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={5}>
      <Section title={warehouse.name}>
        <Stack gap={3}>
          <Picture src={warehouse.image} alt="" h="140px" objectFit="cover" borderRadius="md" />
          <Badge colorPalette="brand" alignSelf="flex-start">
            {t(`warehouseType.${warehouse.type}`)}
          </Badge>
          <Fact label={t('detail.region')} value={`${warehouse.regionName} ${warehouse.address}`} />
          <Fact label={t('detail.operator')} value={warehouse.operatorName} />
          <Fact
            label={t('detail.area')}
            value={t('providers.area', { available: warehouse.availableSqm, area: warehouse.areaSqm })}
          />
          <Fact
            label={t('detail.price')}
            value={t('providers.pricePerDay', { price: formatMoney(warehouse.pricePerSqmDay) })}
          />
          <Fact label={t('detail.contact')} value={`${warehouse.contact} ${warehouse.phone}`} />
          <Wrap gap={1}>
            {warehouse.facilities.map((facility) => (
              <Badge key={facility} variant="outline">
                {facility}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      </Section>
      <Section title={t('detail.request')}>
        <FormTabs
          tabs={[{ key: 'yuncang', label: t('forms.yuncang.title'), form: <YunCangForm warehouseId={warehouse.id} /> }]}
        />
      </Section>
    </Grid>
  );
}

export default function ServeDetailPage() {
  const { t } = useTranslation('services');
  useServicesLanguage();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const kind = params.get('kind');
  const trail = [
    { label: t('sector.title'), to: paths.serviceSector() },
    ...(kind === 'carrier' || kind === 'warehouse'
      ? [{ label: t('providers.title'), to: paths.serviceProvider({ kind }) }]
      : []),
    { label: t('detail.title') },
  ];
  const services = useTradeServicesQuery({}, { skip: !valid || kind === 'carrier' || kind === 'warehouse' });
  const carriers = useCarriersQuery({ id }, { skip: !valid || kind !== 'carrier' });
  const warehouses = useWarehousesQuery({ id }, { skip: !valid || kind !== 'warehouse' });
  const notFound = t('detail.notFound');

  return (
    <PageFrame title={t('detail.title')} breadcrumb={trail}>
      <Box data-testid={servicesTestIds.detail.root}>
        {!valid ? (
          <Text color="fg.muted">{notFound}</Text>
        ) : kind === 'carrier' ? (
          <QueryState
            query={carriers}
            errorTitle={t('loadError')}
            empty={notFound}
            skeleton={{ rows: 2, rowHeight: '12rem' }}
          >
            {(page) => page.records[0] && <CarrierDetail carrier={page.records[0]} />}
          </QueryState>
        ) : kind === 'warehouse' ? (
          <QueryState
            query={warehouses}
            errorTitle={t('loadError')}
            empty={notFound}
            skeleton={{ rows: 2, rowHeight: '12rem' }}
          >
            {(page) => page.records[0] && <WarehouseDetail warehouse={page.records[0]} />}
          </QueryState>
        ) : (
          <QueryState
            query={services}
            errorTitle={t('loadError')}
            empty={notFound}
            isEmpty={(list) => !list.some((s) => s.id === id)}
            skeleton={{ rows: 2, rowHeight: '12rem' }}
          >
            {(list) => {
              const service = list.find((s) => s.id === id);
              return service && <ServiceDetail service={service} />;
            }}
          </QueryState>
        )}
      </Box>
    </PageFrame>
  );
}
