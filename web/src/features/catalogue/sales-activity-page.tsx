// /salesActivity: the limited-time discounts running now. Each goods with its discount price over the list
// price, the saving, and a countdown to its end on the server clock; paged. Such goods are bought from their
// detail page ('buy now'), never through the cart.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProductListCard } from '@portal/contracts/entities/catalogue';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useGoodsSearchQuery } from './catalogue-api.ts';
import { DiscountCountdown } from './discount-countdown.tsx';
import { catalogueTestIds as ids } from './test-ids.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';

const PAGE_SIZE = 12;

/** The discount as a whole percentage off the list price ("-23%"), or null. */
export function percentOff(price: string | null, discountPrice: string | null): number | null {
  const list = price === null ? undefined : moneyToFen(price);
  const now = discountPrice === null ? undefined : moneyToFen(discountPrice);
  if (list === undefined || now === undefined || list <= 0 || now >= list) return null;
  return Math.round(((list - now) * 100) / list);
}

function DiscountCard({ product }: { product: ProductListCard }) {
  const { t } = useTranslation('catalogue');
  const off = percentOff(product.price, product.discountPrice);
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      overflow="hidden"
      display="flex"
      data-testid={ids.sales.item}
      _hover={{ borderColor: 'brand.emphasized', boxShadow: 'md' }}
    >
      <Box position="relative" flexShrink={0} w={{ base: '7.5rem', md: '10rem' }}>
        <Image
          src={product.image}
          alt={product.title}
          w="full"
          h="full"
          objectFit="cover"
          bg="bg.muted"
          loading="lazy"
        />
        {off !== null && (
          <Badge position="absolute" top={2} insetStart={2} colorPalette="red" variant="solid">
            -{off}%
          </Badge>
        )}
      </Box>
      <Stack gap={1} p={3} minW={0} flex="1">
        <LinkOverlay asChild>
          <RouterLink to={paths.goodsDetail(product.id)}>
            <Text fontSize="sm" lineClamp={2} _hover={{ color: 'brand.fg' }}>
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        {product.priceState === 'hidden' || product.discountPrice === null ? (
          <Text color="brand.fg" fontSize="sm">
            {t('price.apply')}
          </Text>
        ) : (
          <HStack gap={2} align="baseline" wrap="wrap">
            <Text color="brand.fg" fontWeight="bold" fontSize="xl">
              {formatMoney(product.discountPrice)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              / {t(`unit.${product.unit}`)}
            </Text>
            {product.price && (
              <Text as="s" fontSize="xs" color="fg.subtle">
                {formatMoney(product.price)}
              </Text>
            )}
          </HStack>
        )}
        <Text fontSize="xs" color="fg.muted" truncate>
          {product.shopName}
        </Text>
        <HStack justify="space-between" gap={2} mt="auto" wrap="wrap">
          {product.discountEndsAt !== null && <DiscountCountdown endsAt={product.discountEndsAt} />}
          <Button asChild size="xs" colorPalette="brand" position="relative" zIndex={1}>
            <RouterLink to={paths.goodsDetail(product.id)}>{t('sales.buy')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </LinkBox>
  );
}

export default function SalesActivityPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const [page, setPage] = useState(1);
  const query = useGoodsSearchQuery({ discount: true, pageNum: page, pageSize: PAGE_SIZE, sort: 'salesDesc' });
  return (
    <PageFrame
      title={t('sales.title')}
      breadcrumb={[{ label: t('promotions.title'), to: paths.promotionalActivities() }, { label: t('sales.title') }]}
    >
      <Text color="fg.muted" fontSize="sm" mb={4}>
        {t('sales.intro')}
      </Text>
      <QueryState query={query} empty={t('sales.empty')} skeleton={{ rows: 4, rowHeight: '8rem', gap: 3 }}>
        {(found) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={3}>
            {found.records.map((product) => (
              <DiscountCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager page={page} total={query.data.total} pageSize={PAGE_SIZE} onPageChange={setPage} />
      )}
    </PageFrame>
  );
}
