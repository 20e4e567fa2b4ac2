// /market: the catalogue. The three-level category tree and the market halls beside a multi-condition goods
// search (keyword from the header, category, brand, price range, region, sort, paging; all in the URL), with
// recommended brands, sellers and suppliers.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchTextChanged } from '@/shared/session/session-slice.ts';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks.ts';
import { useTranslation } from 'react-i18next';
import { Box, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { useCategoryTreeQuery } from './catalogue-api.ts';
import { CategoryTree, pathTo } from './category-tree.tsx';
import { GoodsSearch } from './goods-search.tsx';
import { MarketHalls, RecommendedBrands, RecommendedCompanies } from './market-side.tsx';
import { goodsSearchQuery, type GoodsSearchState } from './market-query.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';

export default function MarketPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const pick = usePick();
  const [params, setParams] = useSearchParams();
  const store = useAppStore();
  const state = goodsSearchQuery.read(params);
  const tree = useCategoryTreeQuery();
  const dispatch = useAppDispatch();
  const keyword = state.keyword ?? '';
  // The header's search box shows the keyword searched (also when it came from a link or was dropped here).
  useEffect(() => {
    if (store.getState().session.searchText.trim() !== keyword) dispatch(searchTextChanged(keyword));
  }, [keyword, dispatch, store]);
  const show = (next: GoodsSearchState) => setParams(new URLSearchParams(goodsSearchQuery.write(next)));
  const chosen = pathTo(tree.data ?? [], state.categoryId).at(-1);
  const title = state.keyword
    ? t('market.resultsFor', { keyword: state.keyword })
    : chosen
      ? pick(chosen.name, chosen.nameEn)
      : t('market.title');

  return (
    <PageFrame title={title} breadcrumb={[{ label: t('market.title') }]}>
      <Grid templateColumns={{ base: '1fr', lg: '15rem minmax(0, 1fr)' }} gap={4} alignItems="start">
        <Stack gap={3} hideBelow="lg">
          {tree.data ? (
            <CategoryTree
              tree={tree.data}
              selected={state.categoryId}
              onSelect={(categoryId) => show({ ...state, categoryId, pageNum: 1 })}
            />
          ) : (
            <Skeleton h="24rem" borderRadius="md" />
          )}
          <MarketHalls />
          <RecommendedBrands />
        </Stack>
        <Box minW={0}>
          <GoodsSearch state={state} show={show} />
        </Box>
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap={4} mt={6}>
        <RecommendedCompanies />
      </Grid>
      <Box hideFrom="lg" mt={4}>
        <Stack gap={3}>
          <RecommendedBrands />
          <MarketHalls />
        </Stack>
      </Box>
    </PageFrame>
  );
}
