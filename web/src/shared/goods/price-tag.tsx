// A goods price as buyers of the market read it: the price in yuan per unit in the brand colour, the discount
// price over the struck list price, 'expired' when the price is no longer valid, or the product's 'Please apply
// to view the price first' when the price needs an applied-for permission.
import { useTranslation } from 'react-i18next';
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ProductCard } from '@portal/contracts/entities/catalogue';
import { formatMoney } from '@portal/contracts/money';
import { goodsTestIds as ids } from './goods-test-ids.ts';

type Priced = Pick<ProductCard, 'price' | 'priceState' | 'unit' | 'discount' | 'discountPrice' | 'marketPrice'>;

export function PriceTag({ product, size = 'md' }: { product: Priced; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('catalogue');
  if (product.priceState === 'hidden' || product.priceState === 'negotiable' || product.price === null) {
    return (
      <Text fontSize="sm" color="brand.fg" fontWeight="medium" data-testid={ids.goodsPrice}>
        {product.priceState === 'negotiable' ? t('price.negotiable') : t('price.apply')}
      </Text>
    );
  }
  const discounted = product.discount && product.discountPrice !== null;
  const shown = discounted && product.discountPrice !== null ? product.discountPrice : product.price;
  const struck = discounted ? product.price : null;
  return (
    <HStack gap={2} align="baseline" wrap="wrap" data-testid={ids.goodsPrice}>
      <Text
        color={product.priceState === 'expired' ? 'fg.muted' : 'brand.fg'}
        fontWeight="bold"
        fontSize={size === 'lg' ? '3xl' : 'lg'}
        lineHeight="1.2"
      >
        {formatMoney(shown)}
        <Text as="span" fontSize={size === 'lg' ? 'sm' : 'xs'} color="fg.muted" fontWeight="normal">
          {' '}
          / {t(`unit.${product.unit}`)}
        </Text>
      </Text>
      {struck && (
        <Text as="s" fontSize="xs" color="fg.muted">
          {formatMoney(struck)}
        </Text>
      )}
      {product.priceState === 'expired' && (
        <Badge colorPalette="gray" size="sm">
          {t('price.expired')}
        </Badge>
      )}
      {product.discount && (
        <Badge colorPalette="brand" size="sm">
          {t('price.discount')}
        </Badge>
      )}
    </HStack>
  );
}
