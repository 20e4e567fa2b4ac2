// The multi-condition goods search of /market and /typeDetail: facet rows (category, brand, region, price
// ranges with a typed range), the chosen conditions with a way to drop each, the sort bar, the results with
// their total and the pager. The state is the page's (its URL); this part reads and changes it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Flex,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
  Wrap,
  chakra,
} from '@chakra-ui/react';
import { PRODUCT_SORTS, type ProductSort, type SearchCriteria } from '@portal/contracts/entities/catalogue';
import { formatMoney } from '@portal/contracts/money';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useGoodsSearchQuery, useSearchCriteriaQuery } from './catalogue-api.ts';
import { GoodsGrid, GoodsGridSkeleton } from '@/shared/goods/goods-grid.tsx';
import { GOODS_PAGE_SIZE, filtersOf, isPriceBound, type GoodsSearchState } from './market-query.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { regionLabel } from '@/shared/province-names.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

/** The sorts offered in the bar (the contract's, 'views' left to the facets' list). */
const SORTS: readonly ProductSort[] = PRODUCT_SORTS.filter((sort) => sort !== 'viewsDesc');

function FacetRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: 1, md: 3 }}
      py={2}
      px={3}
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text fontSize="sm" color="fg.muted" flexShrink={0} w={{ md: '6.5rem' }}>
        {label}
      </Text>
      <Wrap gap={{ base: 1, md: 2 }} flex="1">
        {children}
      </Wrap>
    </Flex>
  );
}

/** A facet's count reads at 4.5:1 or more: muted grey, or the button's own white once it is pressed. */
const COUNT_ON_PRESSED = { '[aria-pressed=true] &': { color: 'inherit' } };

function FacetOption({
  active,
  onClick,
  children,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      fontSize="sm"
      px={2}
      py="1px"
      borderRadius="sm"
      color={active ? 'brand.contrast' : 'fg'}
      bg={active ? 'brand.solid' : undefined}
      _hover={active ? undefined : { color: 'brand.fg' }}
      aria-pressed={active}
      data-testid={testId}
    >
      {children}
    </chakra.button>
  );
}

function PriceRangeForm({ state, show }: { state: GoodsSearchState; show: (next: GoodsSearchState) => void }) {
  const { t } = useTranslation('catalogue');
  const [min, setMin] = useState(state.priceMin ?? '');
  const [max, setMax] = useState(state.priceMax ?? '');
  const valid = isPriceBound(min) && isPriceBound(max);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const low = min.trim() || undefined;
    const high = max.trim() || undefined;
    // Bounds typed the wrong way round are swapped rather than refused.
    const swap = low !== undefined && high !== undefined && Number(low) > Number(high);
    show({ ...state, priceMin: swap ? high : low, priceMax: swap ? low : high, pageNum: 1 });
  };
  return (
    <chakra.form onSubmit={submit} display="flex" alignItems="center" gap={1} flexWrap="wrap">
      <Input
        size="xs"
        w="5.5rem"
        inputMode="decimal"
        value={min}
        onChange={(event) => setMin(event.target.value)}
        placeholder={t('market.priceMin')}
        aria-label={t('market.priceMin')}
        aria-invalid={!isPriceBound(min) || undefined}
        data-testid={ids.market.priceMin}
      />
      <Text color="fg.muted">–</Text>
      <Input
        size="xs"
        w="5.5rem"
        inputMode="decimal"
        value={max}
        onChange={(event) => setMax(event.target.value)}
        placeholder={t('market.priceMax')}
        aria-label={t('market.priceMax')}
        aria-invalid={!isPriceBound(max) || undefined}
        data-testid={ids.market.priceMax}
      />
      <Button
        type="submit"
        size="xs"
        variant="outline"
        colorPalette="brand"
        disabled={!valid}
        data-testid={ids.market.priceApply}
      >
        {t('market.priceApply')}
      </Button>
      {!valid && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {t('market.priceInvalid')}
        </Text>
      )}
    </chakra.form>
  );
}

function Facets({
  criteria,
  state,
  show,
  hideCategories,
}: {
  criteria: SearchCriteria;
  state: GoodsSearchState;
  show: (next: GoodsSearchState) => void;
  hideCategories?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const lang = useAppSelector(selectLanguage);
  const set = (patch: Partial<GoodsSearchState>) => show({ ...state, ...patch, pageNum: 1 });
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg">
      {!hideCategories && criteria.categories.length > 0 && (
        <FacetRow label={t('market.category')}>
          {criteria.categories.slice(0, 16).map((category) => (
            <FacetOption
              key={category.id}
              active={state.categoryId === category.id}
              onClick={() => set({ categoryId: state.categoryId === category.id ? undefined : category.id })}
              testId={ids.market.category(category.id)}
            >
              {pick(category.name, category.nameEn)}{' '}
              <Text as="span" color="fg.muted" fontSize="xs" css={COUNT_ON_PRESSED}>
                ({category.count})
              </Text>
            </FacetOption>
          ))}
        </FacetRow>
      )}
      {criteria.brands.length > 0 && (
        <FacetRow label={t('market.brand')}>
          {criteria.brands.slice(0, 16).map((brand) => (
            <FacetOption
              key={brand.id}
              active={state.brandId === brand.id}
              onClick={() => set({ brandId: state.brandId === brand.id ? undefined : brand.id })}
              testId={ids.market.brand(brand.id)}
            >
              {pick(brand.name, brand.nameEn)}
            </FacetOption>
          ))}
        </FacetRow>
      )}
      {criteria.regions.length > 0 && (
        <FacetRow label={t('market.region')}>
          {criteria.regions.slice(0, 12).map((region) => (
            <FacetOption
              key={region.code}
              active={state.regionCode === region.code}
              onClick={() => set({ regionCode: state.regionCode === region.code ? undefined : region.code })}
              testId={ids.market.region(region.code)}
            >
              {regionLabel(region.code, region.name, lang)}{' '}
              <Text as="span" color="fg.muted" fontSize="xs" css={COUNT_ON_PRESSED}>
                ({region.count})
              </Text>
            </FacetOption>
          ))}
        </FacetRow>
      )}
      <FacetRow label={t('market.price')}>
        {criteria.priceRanges.map((range) => {
          const active = state.priceMin === (range.min ?? undefined) && state.priceMax === (range.max ?? undefined);
          return (
            <FacetOption
              key={`${range.min}-${range.max}`}
              active={active}
              onClick={() =>
                set(
                  active
                    ? { priceMin: undefined, priceMax: undefined }
                    : { priceMin: range.min ?? undefined, priceMax: range.max ?? undefined },
                )
              }
            >
              {pick(range.label, range.labelEn)}
            </FacetOption>
          );
        })}
        <PriceRangeForm key={`${state.priceMin}-${state.priceMax}`} state={state} show={show} />
      </FacetRow>
    </Box>
  );
}

/** The chosen conditions as tags, each with a remove button, and 'clear all'. */
function ChosenConditions({
  criteria,
  state,
  show,
  lockCategory,
}: {
  criteria: SearchCriteria | undefined;
  state: GoodsSearchState;
  show: (next: GoodsSearchState) => void;
  lockCategory?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const lang = useAppSelector(selectLanguage);
  const tags: { key: string; label: string; drop: Partial<GoodsSearchState> }[] = [];
  if (state.keyword)
    tags.push({
      key: 'keyword',
      label: t('market.keywordTag', { keyword: state.keyword }),
      drop: { keyword: undefined },
    });
  if (state.categoryId !== undefined && !lockCategory) {
    const category = criteria?.categories.find((c) => c.id === state.categoryId);
    tags.push({
      key: 'category',
      label: category ? pick(category.name, category.nameEn) : t('market.category'),
      drop: { categoryId: undefined },
    });
  }
  if (state.brandId !== undefined) {
    const brand = criteria?.brands.find((b) => b.id === state.brandId);
    tags.push({
      key: 'brand',
      label: brand ? pick(brand.name, brand.nameEn) : t('market.brand'),
      drop: { brandId: undefined },
    });
  }
  if (state.regionCode) {
    const region = criteria?.regions.find((r) => r.code === state.regionCode);
    tags.push({
      key: 'region',
      label: region ? regionLabel(region.code, region.name, lang) : t('market.region'),
      drop: { regionCode: undefined },
    });
  }
  if (state.priceMin !== undefined || state.priceMax !== undefined) {
    const label =
      state.priceMin !== undefined && state.priceMax !== undefined
        ? `${formatMoney(state.priceMin)} – ${formatMoney(state.priceMax)}`
        : state.priceMin !== undefined
          ? t('market.priceFrom', { price: formatMoney(state.priceMin) })
          : t('market.priceUpTo', { price: formatMoney(state.priceMax ?? '0') });
    tags.push({ key: 'price', label, drop: { priceMin: undefined, priceMax: undefined } });
  }
  if (tags.length === 0) return null;
  return (
    <HStack gap={2} wrap="wrap" fontSize="sm">
      <Text color="fg.muted">{t('market.chosen')}</Text>
      {tags.map((tag) => (
        <Badge
          key={tag.key}
          colorPalette="brand"
          variant="surface"
          size="md"
          gap={1}
          data-testid={ids.market.condition(tag.key)}
        >
          {tag.label}
          <CloseButton
            size="2xs"
            aria-label={t('market.removeCondition', { condition: tag.label })}
            onClick={() => show({ ...state, ...tag.drop, pageNum: 1 })}
          />
        </Badge>
      ))}
      <Button
        size="xs"
        variant="plain"
        color="fg.muted"
        onClick={() => show({ categoryId: lockCategory ? state.categoryId : undefined, sort: state.sort, pageNum: 1 })}
        data-testid={ids.market.clear}
      >
        {t('market.clearAll')}
      </Button>
    </HStack>
  );
}

export function GoodsSearch({
  state,
  show,
  lockCategory = false,
}: {
  state: GoodsSearchState;
  show: (next: GoodsSearchState) => void;
  /** /typeDetail: the category is the page's, not a condition to drop. */
  lockCategory?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const criteria = useSearchCriteriaQuery(filtersOf(state));
  const results = useGoodsSearchQuery({ ...state, pageSize: GOODS_PAGE_SIZE });
  const page = state.pageNum ?? 1;
  const sortLabel = (sort: ProductSort) => {
    const offered = criteria.data?.sorts.find((option) => option.value === sort);
    return offered ? pick(offered.label, offered.labelEn) : t(`market.sorts.${sort}`);
  };
  const goToPage = (next: number) => {
    show({ ...state, pageNum: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Stack gap={3}>
      {criteria.data ? (
        <Facets
          criteria={criteria.data}
          state={state}
          show={show}
          hideCategories={lockCategory && criteria.data.categories.length <= 1}
        />
      ) : (
        // The facets' height as they come (phone zh ~490 / en ~610 px, desktop ~260-290 px): the results
        // below them do not jump when the criteria arrive (Lighthouse: CLS 0.18 with a 9rem box).
        <Skeleton h={{ base: '33rem', md: '24rem', lg: '17rem' }} borderRadius="md" />
      )}
      <ChosenConditions criteria={criteria.data} state={state} show={show} lockCategory={lockCategory} />
      <Flex
        justify="space-between"
        align="center"
        gap={2}
        wrap="wrap"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.subtle"
        px={3}
        py={1}
      >
        <HStack gap={0} role="group" aria-label={t('market.sort')} wrap="wrap">
          {SORTS.map((sort) => {
            const active = (state.sort ?? 'default') === sort;
            return (
              <Button
                key={sort}
                size="xs"
                variant={active ? 'solid' : 'ghost'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-pressed={active}
                onClick={() => show({ ...state, sort: sort === 'default' ? undefined : sort, pageNum: 1 })}
                data-testid={ids.market.sort(sort)}
              >
                {sortLabel(sort)}
              </Button>
            );
          })}
        </HStack>
        {results.data && (
          <Text fontSize="sm" color="fg.muted" data-testid={ids.market.total}>
            {t('market.total', { count: results.data.total })}
          </Text>
        )}
      </Flex>
      <Box data-testid={ids.market.results} minH="20rem">
        {results.data === undefined && results.isFetching ? (
          <GoodsGridSkeleton count={10} />
        ) : (
          <QueryState
            query={results}
            empty={state.keyword ? t('market.emptyKeyword', { keyword: state.keyword }) : t('market.empty')}
            emptyDetail={
              <Button
                size="sm"
                variant="outline"
                onClick={() => show({ categoryId: lockCategory ? state.categoryId : undefined, pageNum: 1 })}
              >
                {t('market.clearAll')}
              </Button>
            }
            errorTitle={t('market.loadError')}
          >
            {(found) => <GoodsGrid products={found.records} />}
          </QueryState>
        )}
      </Box>
      {results.data && results.data.total > 0 && (
        <Pager page={page} total={results.data.total} pageSize={GOODS_PAGE_SIZE} onPageChange={goToPage} />
      )}
    </Stack>
  );
}
