// /serviceProvider: the zone's service providers: carriers (by keyword and service) and warehouses (by keyword
// and type), best rated first, 15 to a page; each opens its detail page with the matching request form.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, HStack, NativeSelect, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  LOGISTICS_SERVICES,
  WAREHOUSE_TYPES,
  type LogisticsCompany,
  type Warehouse,
} from '@portal/contracts/http/logistics';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { formatMoney } from '@portal/contracts/money';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState, type QueryLike } from '@/shared/ui/query-state.tsx';
import type { PageOf } from '@portal/contracts/operation';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { paths } from '@/shared/paths.ts';
import { useCarriersQuery, useWarehousesQuery } from './services-api.ts';
import { useServicesLanguage } from './parts.tsx';
import {
  PROVIDER_KEYWORD_MAX,
  PROVIDER_KINDS,
  carrierListQuery,
  warehouseListQuery,
  type ProviderKind,
} from './provider-query.ts';
import { servicesTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = servicesTestIds.providers;
const VIEW = { name: 'kind', values: PROVIDER_KINDS, fallback: 'carrier' as ProviderKind };

function TypeFilter({
  value,
  values,
  group,
  onChange,
}: {
  value: string | undefined;
  values: readonly string[];
  group: string;
  onChange(value: string | undefined): void;
}) {
  const { t } = useTranslation('services');
  return (
    <NativeSelect.Root size="sm" maxW={{ base: '100%', sm: '14rem' }}>
      <NativeSelect.Field
        aria-label={t('providers.type')}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{t('providers.allTypes')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${group}.${v}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function CarrierCard({ carrier }: { carrier: LogisticsCompany }) {
  const { t } = useTranslation('services');
  return (
    <Stack borderWidth="1px" borderRadius="md" p={4} gap={2} bg="bg" data-testid={ids.card(carrier.id)}>
      <HStack gap={3} align="flex-start">
        <Picture src={carrier.logo} alt="" boxSize="48px" borderRadius="md" flexShrink={0} />
        <Stack gap={0} minW={0}>
          <Text fontWeight="semibold" lineClamp={1}>
            {carrier.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {carrier.regionName}
          </Text>
        </Stack>
        <Badge ms="auto" colorPalette="orange" flexShrink={0}>
          {t('providers.rating', { rating: carrier.rating })}
        </Badge>
      </HStack>
      <Wrap gap={1}>
        {carrier.services.map((service) => (
          <Badge key={service} variant="subtle" colorPalette="brand">
            {t(`logisticsMode.${service}`)}
          </Badge>
        ))}
      </Wrap>
      <Text fontSize="sm" color="fg.muted">
        {t('providers.carrierFacts', {
          fleet: carrier.fleetSize,
          routes: carrier.routes.length,
          year: carrier.foundedYear,
        })}
      </Text>
      <Button asChild size="sm" colorPalette="brand" alignSelf="flex-end" mt="auto">
        <RouterLink to={paths.serveDetail(carrier.id, 'carrier')}>{t('providers.requestLogistics')}</RouterLink>
      </Button>
    </Stack>
  );
}

function WarehouseCard({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation('services');
  return (
    <Stack borderWidth="1px" borderRadius="md" overflow="hidden" gap={0} bg="bg" data-testid={ids.card(warehouse.id)}>
      <Picture src={warehouse.image} alt="" h="120px" objectFit="cover" />
      <Stack p={4} gap={2} flex="1">
        <HStack justify="space-between" gap={2}>
          <Text fontWeight="semibold" lineClamp={1}>
            {warehouse.name}
          </Text>
          <Badge colorPalette="brand" flexShrink={0}>
            {t(`warehouseType.${warehouse.type}`)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {warehouse.regionName}
        </Text>
        <Text fontSize="sm">{t('providers.area', { available: warehouse.availableSqm, area: warehouse.areaSqm })}</Text>
        <Text fontSize="sm" color="orange.fg">
          {t('providers.pricePerDay', { price: formatMoney(warehouse.pricePerSqmDay) })}
        </Text>
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-end" mt="auto">
          <RouterLink to={paths.serveDetail(warehouse.id, 'warehouse')}>{t('providers.requestStorage')}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

/** What the two lists share: the keyword box and a type filter over the list's URL state, the cards in a grid
 * with their loading, empty and error states, and the pager. */
function ProviderList<R extends { id: number }>({
  list,
  filter,
  query,
  placeholder,
  rowHeight,
  card,
}: {
  list: { state: { keyword?: string | undefined; pageNum?: number | undefined }; show(next: object): void };
  /** The type filter: its URL field, the values it offers, their locale group. */
  filter: { field: string; value: string | undefined; values: readonly string[]; group: string };
  query: QueryLike<PageOf<R>>;
  placeholder: string;
  rowHeight: string;
  card(record: R): ReactNode;
}) {
  const { t } = useTranslation('services');
  return (
    <Stack gap={3}>
      <HStack gap={3} wrap="wrap">
        <SearchBox
          key={list.state.keyword ?? ''}
          keyword={list.state.keyword ?? ''}
          onSearch={(keyword) => list.show({ keyword, pageNum: 1 })}
          placeholder={placeholder}
          buttonLabel={t('providers.search')}
          maxLength={PROVIDER_KEYWORD_MAX}
          testIds={{ input: ids.search, button: ids.searchButton }}
        />
        <TypeFilter
          value={filter.value}
          values={filter.values}
          group={filter.group}
          onChange={(value) => list.show({ [filter.field]: value, pageNum: 1 })}
        />
      </HStack>
      <QueryState
        query={query}
        skeleton={{ rows: 3, rowHeight }}
        errorTitle={t('loadError')}
        empty={t('providers.empty')}
      >
        {(page) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={3}>
            {page.records.map((record) => (
              <Fragment key={record.id}>{card(record)}</Fragment>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager
          page={list.state.pageNum ?? 1}
          total={query.data.total}
          pageSize={TABLE_PAGE_SIZE}
          onPageChange={(pageNum) => list.show({ pageNum })}
        />
      )}
    </Stack>
  );
}

function Carriers() {
  const { t } = useTranslation('services');
  const list = useUrlListState(carrierListQuery, VIEW);
  const query = useCarriersQuery({ ...list.state, pageSize: TABLE_PAGE_SIZE });
  return (
    <ProviderList
      list={list}
      filter={{ field: 'service', value: list.state.service, values: LOGISTICS_SERVICES, group: 'logisticsMode' }}
      query={query}
      placeholder={t('providers.searchCarriers')}
      rowHeight="9rem"
      card={(carrier: LogisticsCompany) => <CarrierCard carrier={carrier} />}
    />
  );
}

function Warehouses() {
  const { t } = useTranslation('services');
  const list = useUrlListState(warehouseListQuery, VIEW);
  const query = useWarehousesQuery({ ...list.state, pageSize: TABLE_PAGE_SIZE });
  return (
    <ProviderList
      list={list}
      filter={{ field: 'type', value: list.state.type, values: WAREHOUSE_TYPES, group: 'warehouseType' }}
      query={query}
      placeholder={t('providers.searchWarehouses')}
      rowHeight="12rem"
      card={(warehouse: Warehouse) => <WarehouseCard warehouse={warehouse} />}
    />
  );
}

export default function ServiceProviderPage() {
  const { t } = useTranslation('services');
  useServicesLanguage();
  // Both lists share the view; switching it starts the other list afresh.
  const list = useUrlListState(carrierListQuery, VIEW);
  return (
    <PageFrame
      title={t('providers.title')}
      breadcrumb={[{ label: t('sector.title'), to: paths.serviceSector() }, { label: t('providers.title') }]}
    >
      <Box bg="bg" borderWidth="1px" borderRadius="lg" px={{ base: 3, md: 6 }} py={3} data-testid={ids.root}>
        <ListTabs
          value={list.view}
          tabs={PROVIDER_KINDS.map((kind) => ({
            value: kind,
            label: t(`providers.kinds.${kind}`),
            testId: ids.kind(kind),
          }))}
          onChange={(kind) => list.show({ keyword: undefined, service: undefined, pageNum: 1 }, kind as ProviderKind)}
        >
          {list.view === 'warehouse' ? <Warehouses /> : <Carriers />}
        </ListTabs>
      </Box>
    </PageFrame>
  );
}
