// Goods cards of every goods list (market results, a category, a shop or factory, related goods, promotions):
// the picture, the title on two lines, the price in the brand colour, the minimum order, the shop and origin,
// dense like the wholesale portals. A card opens the goods detail. Texts in the `catalogue` namespace.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ProductListCard } from '@portal/contracts/entities/catalogue';
import { normalizeQuantity } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { PriceTag } from './price-tag.tsx';
import { goodsTestIds as ids } from './goods-test-ids.ts';

export type GridColumns = { base: number; sm?: number; md?: number; lg?: number; xl?: number };

/** The place of a region name: the county of "浙江省 金华市 义乌市", the first part of "Yiwu, Jinhua, Zhejiang". */
export function placeOf(regionName: string): string {
  if (regionName.includes(',')) return regionName.split(',')[0]?.trim() ?? '';
  return regionName.trim().split(/\s+/).at(-1) ?? '';
}

export const GOODS_COLUMNS: GridColumns = { base: 2, md: 3, lg: 4, xl: 5 };

export function GoodsCard({ product, footer }: { product: ProductListCard; footer?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      display="flex"
      flexDirection="column"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ boxShadow: 'md', borderColor: 'brand.emphasized' }}
      data-testid={ids.goodsCard}
    >
      <Box position="relative">
        <Image
          src={product.image}
          alt={product.title}
          w="full"
          aspectRatio={1}
          objectFit="cover"
          bg="bg.muted"
          loading="lazy"
        />
        {product.offShelf && (
          <Box
            position="absolute"
            insetX={0}
            bottom={0}
            bg="blackAlpha.700"
            color="white"
            fontSize="xs"
            py={1}
            textAlign="center"
          >
            {t('goods.offShelf')}
          </Box>
        )}
      </Box>
      <Box p={{ base: 2, md: 3 }} display="flex" flexDirection="column" gap={1} flex="1">
        <LinkOverlay asChild>
          <RouterLink to={paths.goodsDetail(product.id)} data-testid={ids.goodsCardLink}>
            <Text fontSize="sm" lineClamp={2} minH="2.8em" lineHeight="1.4" _hover={{ color: 'brand.fg' }}>
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <PriceTag product={product} />
        <Text fontSize="xs" color="fg.muted">
          {t('goods.minOrder', { quantity: normalizeQuantity(product.minOrder), unit: t(`unit.${product.unit}`) })}
          {' · '}
          {t('goods.sales', { count: product.sales })}
        </Text>
        <HStack justify="space-between" gap={2} mt="auto" pt={1} borderTopWidth="1px" borderColor="border.muted">
          <Text fontSize="xs" color="fg.muted" truncate title={product.shopName}>
            {product.shopName}
          </Text>
          <Text fontSize="xs" color="fg.muted" flexShrink={0} hideBelow="sm">
            {placeOf(product.regionName)}
          </Text>
        </HStack>
        {footer}
      </Box>
    </LinkBox>
  );
}

export function GoodsGrid({
  products,
  columns = GOODS_COLUMNS,
}: {
  products: ProductListCard[];
  columns?: GridColumns;
}) {
  return (
    <SimpleGrid columns={columns} gap={{ base: 2, md: 3 }}>
      {products.map((product) => (
        <GoodsCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}

/** The grid's boxes at their final size while the goods are on their way. */
export function GoodsGridSkeleton({ count, columns = GOODS_COLUMNS }: { count: number; columns?: GridColumns }) {
  return (
    <SimpleGrid columns={columns} gap={{ base: 2, md: 3 }} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} borderWidth="1px" borderRadius="md" overflow="hidden">
          <Skeleton w="full" aspectRatio={1} />
          <Box p={{ base: 2, md: 3 }}>
            <Skeleton h="2.8em" />
            <Skeleton h="1.5rem" mt={2} w="60%" />
            <Skeleton h="1rem" mt={1} w="80%" />
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
