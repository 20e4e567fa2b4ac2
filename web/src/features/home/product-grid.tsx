// Product cards of the home page: image, title, price (or why it is not shown), shop and region.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { ProductCard } from '@portal/contracts/entities/catalogue';

function Price({ product }: { product: ProductCard }) {
  const { t } = useTranslation('home');
  if (product.priceState === 'hidden' || product.price === null) {
    return (
      <Text fontSize="sm" color="brand.fg">
        {t('price.apply')}
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

export function ProductGrid({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation('home');
  if (products.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: 3, md: 4 }}>
      {products.map((product) => (
        <LinkBox
          key={product.id}
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          bg="bg"
          transition="box-shadow 0.15s"
          _hover={{ boxShadow: 'md', borderColor: 'brand.emphasized' }}
        >
          <Image src={product.image} alt={product.title} w="full" aspectRatio={1} objectFit="cover" bg="bg.muted" />
          <Box p={3}>
            <LinkOverlay asChild>
              <RouterLink to={`/details?id=${product.id}`}>
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
