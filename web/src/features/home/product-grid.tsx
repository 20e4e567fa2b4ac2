// Product cards of the home page: image, title, price (or why it is not shown), shop and region. The grid's
// columns divide its count at every width (no card left alone on a last row); phones show fewer cards.
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { useTranslation } from 'react-i18next';
import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { HomeProductCard } from '@portal/contracts/http/home';

function Price({ product }: { product: HomeProductCard }) {
  const { t } = useTranslation('home');
  if (product.priceState === 'hidden' || product.priceState === 'negotiable' || product.price === null) {
    return (
      <Text fontSize="sm" color="brand.fg">
        {product.priceState === 'negotiable' ? t('price.negotiable') : t('price.apply')}
      </Text>
    );
  }
  const shown = product.discount && product.discountPrice ? product.discountPrice : product.price;
  return (
    <HStack gap={2} align="baseline" wrap="wrap">
      <Text color="brand.fg" fontWeight="bold" fontSize="lg">
        {t('price.yuan', { amount: shown })}
        <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
          {' '}
          / {t(`units.${product.unit}`)}
        </Text>
      </Text>
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

export interface GridLayout {
  /** Columns per breakpoint; pick counts that divide the number of cards. */
  columns: { base: number; md?: number; lg?: number };
  /** Cards shown on a phone (the rest from md up). */
  phoneLimit?: number;
}

/** Hides the cards past the phone's share below md. */
function phoneDisplay(index: number, phoneLimit: number | undefined) {
  return phoneLimit !== undefined && index >= phoneLimit ? { base: 'none', md: 'block' } : undefined;
}

export function ProductGrid({ products, columns, phoneLimit }: { products: HomeProductCard[] } & GridLayout) {
  const { t } = useTranslation('home');
  if (products.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <SimpleGrid columns={columns} gap={{ base: 3, md: 4 }}>
      {products.map((product, index) => (
        <LinkBox
          key={product.id}
          display={phoneDisplay(index, phoneLimit)}
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          bg="bg"
          transition="box-shadow 0.15s"
          _hover={{ boxShadow: 'md', borderColor: 'brand.emphasized' }}
        >
          <Image
            src={product.image}
            alt={product.title}
            w="full"
            aspectRatio={1}
            objectFit="cover"
            bg="bg.muted"
            loading="lazy"
          />
          <Box p={{ base: 2, md: 3 }}>
            <LinkOverlay asChild>
              <RouterLink to={paths.goodsDetail(product.id)}>
                <Text fontSize="sm" lineClamp={2} minH="2.8em" lineHeight="1.4">
                  {product.title}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Box mt={2}>
              <Price product={product} />
            </Box>
            <Text fontSize="xs" color="fg.muted" mt={1} truncate>
              {product.shopName}
            </Text>
          </Box>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

/** The grid's boxes at their final size while the data is on its way. */
export function ProductGridSkeleton({ count, columns, phoneLimit }: { count: number } & GridLayout) {
  return (
    <SimpleGrid columns={columns} gap={{ base: 3, md: 4 }}>
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          display={phoneDisplay(index, phoneLimit)}
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
        >
          <Skeleton w="full" aspectRatio={1} />
          <Box p={{ base: 2, md: 3 }}>
            <Skeleton h="2.8em" fontSize="sm" />
            <Skeleton h="1.75rem" mt={2} w="60%" />
            <Skeleton h="1rem" mt={1} w="80%" />
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
