// The shop and factory directories (/company, /supplierList): keyword, industry, hall (shops), region and
// the quality mark as filters in the URL, a sort, the company cards and the pager.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Flex, HStack, Input, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import type { CompanyQuery, FactoryCard, ShopCard } from '@portal/contracts/entities/catalogue';
import type { PageOf } from '@portal/contracts/operation';
import { homeSellerPageData } from '@portal/contracts/http/home';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState, type QueryLike } from '@/shared/ui/query-state.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { urlQuery } from '@/shared/url-query.ts';
import { useMarketCriteriaQuery } from './catalogue-api.ts';
import { CompanyCard } from './company-card.tsx';
import { usePick } from '@/shared/i18n/lang.ts';
import { regionLabel } from '@/shared/province-names.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export const COMPANY_PAGE_SIZE = 10;

export const companyUrl = urlQuery(homeSellerPageData, {
  fields: ['keyword', 'categoryId', 'hallId', 'regionCode', 'highQuality', 'sort', 'pageNum'],
  rename: { pageNum: 'page' },
});
export type CompanyState = ReturnType<typeof companyUrl.read>;

const SORTS = ['default', 'ratingDesc', 'salesDesc', 'newest'] as const;

export function CompanyDirectory({
  kind,
  useList,
}: {
  kind: 'shop' | 'factory';
  useList: (query: CompanyQuery) => QueryLike<PageOf<ShopCard | FactoryCard>>;
}) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const lang = useAppSelector(selectLanguage);
  const [params, setParams] = useSearchParams();
  const state = companyUrl.read(params);
  const criteria = useMarketCriteriaQuery();
  const list = useList({ ...state, pageSize: COMPANY_PAGE_SIZE });
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  const show = (next: CompanyState) => setParams(new URLSearchParams(companyUrl.write(next)));
  const set = (patch: Partial<CompanyState>) => show({ ...state, ...patch, pageNum: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ keyword: keyword.trim() || undefined });
  };
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <Stack gap={3}>
      <Flex gap={2} wrap="wrap" align="center" borderWidth="1px" borderRadius="md" bg="bg" p={3}>
        <chakra.form onSubmit={submit} display="flex" flex={{ base: '1 1 100%', md: '1 1 18rem' }} role="search">
          <Input
            size="sm"
            value={keyword}
            maxLength={50}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t(`directory.${kind}.placeholder`)}
            aria-label={t(`directory.${kind}.placeholder`)}
            borderEndRadius={0}
          />
          <Button type="submit" size="sm" colorPalette="brand" borderStartRadius={0}>
            <SearchIcon />
            {t('directory.search')}
          </Button>
        </chakra.form>
        <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 0.25rem)', md: '11rem' }}>
          <NativeSelect.Field
            aria-label={t('directory.industry')}
            value={state.categoryId ?? ''}
            onChange={(event) => set({ categoryId: numberOrUndefined(event.target.value) })}
          >
            <option value="">{t('directory.allIndustries')}</option>
            {criteria.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {pick(category.name, category.nameEn)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {kind === 'shop' && (
          <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 0.25rem)', md: '11rem' }}>
            <NativeSelect.Field
              aria-label={t('directory.hall')}
              value={state.hallId ?? ''}
              onChange={(event) => set({ hallId: numberOrUndefined(event.target.value) })}
            >
              <option value="">{t('directory.allHalls')}</option>
              {criteria.data?.halls.map((hall) => (
                <option key={hall.id} value={hall.id}>
                  {pick(hall.name, hall.nameEn)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 0.25rem)', md: '10rem' }}>
          <NativeSelect.Field
            aria-label={t('directory.region')}
            value={state.regionCode ?? ''}
            onChange={(event) => set({ regionCode: event.target.value || undefined })}
          >
            <option value="">{t('directory.allRegions')}</option>
            {criteria.data?.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {regionLabel(region.code, region.name, lang)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={state.highQuality === true}
          onCheckedChange={(details) => set({ highQuality: details.checked === true ? true : undefined })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('directory.highQuality')}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      <HStack gap={1} wrap="wrap">
        {SORTS.map((sort) => {
          const active = (state.sort ?? 'default') === sort;
          return (
            <Button
              key={sort}
              size="xs"
              variant={active ? 'solid' : 'outline'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active}
              onClick={() => set({ sort: sort === 'default' ? undefined : sort })}
            >
              {t(`directory.sorts.${sort}`)}
            </Button>
          );
        })}
      </HStack>
      <Box minH="20rem">
        <QueryState query={list} empty={t(`directory.${kind}.empty`)} skeleton={{ rows: 5, rowHeight: '7rem', gap: 3 }}>
          {(page) => (
            <Stack gap={3}>
              {page.records.map((company) => (
                <CompanyCard key={company.id} company={company} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
      {list.data && list.data.total > 0 && (
        <Pager
          page={state.pageNum ?? 1}
          total={list.data.total}
          pageSize={COMPANY_PAGE_SIZE}
          onPageChange={(pageNum) => {
            show({ ...state, pageNum });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </Stack>
  );
}
