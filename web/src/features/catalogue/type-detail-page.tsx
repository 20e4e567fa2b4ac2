// /typeDetail?id=: the goods of one category (industry classification): its path in the tree, its
// sub-categories as links, and the goods search within it (brand, price, region, sort, paging in the URL).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, EmptyState, Link, Skeleton, Wrap } from '@chakra-ui/react';
import { categoryManagementList } from '@portal/contracts/http/category-management';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { urlQuery } from '@/shared/url-query.ts';
import { useCategoryTreeQuery } from './catalogue-api.ts';
import { pathTo } from './category-tree.tsx';
import { GoodsSearch } from './goods-search.tsx';
import { goodsSearchQuery, type GoodsSearchState } from './market-query.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';

// The category id is `?id=` (docs/architecture.md: detail routes take `id`); read as the contract's category id.
const idQuery = urlQuery(categoryManagementList, { fields: ['parentId'], rename: { parentId: 'id' } });

export default function TypeDetailPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const pick = usePick();
  const [params, setParams] = useSearchParams();
  const { parentId: id } = idQuery.read(params);
  const state: GoodsSearchState = { ...goodsSearchQuery.read(params), categoryId: id };
  const tree = useCategoryTreeQuery();
  const trail = pathTo(tree.data ?? [], id);
  const category = trail.at(-1);
  const show = (next: GoodsSearchState) => {
    // A sub-category picked in the facets becomes the page's category (`?id=`); dropping it keeps this one.
    const { categoryId, ...rest } = next;
    const search = new URLSearchParams(goodsSearchQuery.write(rest));
    const target = categoryId ?? id;
    if (target !== undefined) search.set('id', String(target));
    setParams(search);
  };
  const notFound = id === undefined || (tree.data !== undefined && category === undefined);

  return (
    <PageFrame
      title={category ? pick(category.name, category.nameEn) : t('typeDetail.title')}
      breadcrumb={[
        { label: t('market.title'), to: paths.market() },
        ...trail.map((node, index) =>
          index === trail.length - 1
            ? { label: pick(node.name, node.nameEn) }
            : { label: pick(node.name, node.nameEn), to: paths.typeDetail(node.id) },
        ),
      ]}
    >
      {notFound ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>{t('typeDetail.notFound')}</EmptyState.Title>
            <Link asChild color="brand.fg">
              <RouterLink to={paths.market()}>{t('goods.backToMarket')}</RouterLink>
            </Link>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {category ? (
            category.childList.length > 0 && (
              <Box borderWidth="1px" borderRadius="md" bg="bg" px={3} py={2} mb={3}>
                <Wrap gap={3} fontSize="sm">
                  {category.childList.map((child) => (
                    <Link
                      key={child.id}
                      asChild
                      _hover={{ color: 'brand.fg' }}
                      data-testid={ids.market.category(child.id)}
                    >
                      <RouterLink to={paths.typeDetail(child.id)}>{pick(child.name, child.nameEn)}</RouterLink>
                    </Link>
                  ))}
                </Wrap>
              </Box>
            )
          ) : (
            <Skeleton h="2.5rem" mb={3} />
          )}
          <GoodsSearch state={state} show={show} lockCategory />
        </>
      )}
    </PageFrame>
  );
}
