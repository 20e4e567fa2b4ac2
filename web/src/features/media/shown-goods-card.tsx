// A goods card under a video: picture, title, price (or "price on request") and shop; opens the goods detail.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ProductCard } from '@portal/contracts/entities/catalogue';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';

export function ShownGoodsCard({ product }: { product: ProductCard }) {
  const { t } = useTranslation('media');
  return (
    <LinkBox as="article" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg" _hover={{ boxShadow: 'md' }}>
      <Image src={product.image} alt={product.title} w="full" aspectRatio={1} objectFit="cover" loading="lazy" />
      <Stack gap={1} p={2}>
        <LinkOverlay asChild>
          <RouterLink to={paths.goodsDetail(product.id)}>
            <Text fontSize="sm" lineClamp={2} minH="2.8em">
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Box color="brand.fg" fontWeight="semibold" fontSize="sm">
          {product.price !== null && product.priceState !== 'hidden'
            ? formatMoney(product.price)
            : t('stage.priceOnRequest')}
        </Box>
        <Text fontSize="xs" color="fg.muted" truncate>
          {product.shopName}
        </Text>
      </Stack>
    </LinkBox>
  );
}
