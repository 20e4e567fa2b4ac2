// One points goods on the shelf: picture, title, points, reference price, what is left and the exchange button
// (sold out, or the caller's limit reached, says so instead).
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { POINTS_CATEGORY_LABELS, type PointsGoods } from '@portal/contracts/http/integral-product';
import { formatMoney } from '@portal/contracts/money';
import { formatCount } from '@/shared/count-format.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { pointsTestIds as ids } from './test-ids.ts';

export function PointsCard({ goods, onExchange }: { goods: PointsGoods; onExchange: () => void }) {
  const { t, i18n } = useTranslation('points');
  const lang = useAppSelector(selectLanguage);
  const soldOut = goods.stock === 0;
  const limitReached = goods.mine >= goods.perUserLimit;
  const number = (n: number) => formatCount(n, i18n.language);
  return (
    <Stack
      gap={0}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.15s"
      data-testid={ids.card}
    >
      <Box position="relative" bg="bg.muted">
        <Image
          src={goods.image}
          alt={goods.title}
          aspectRatio={1}
          w="full"
          objectFit="cover"
          opacity={soldOut ? 0.5 : 1}
        />
        <Badge position="absolute" top={2} left={2} size="sm" colorPalette="orange" variant="solid">
          {POINTS_CATEGORY_LABELS[goods.category][lang]}
        </Badge>
      </Box>
      <Stack gap={1.5} p={3} flex="1">
        <Text fontWeight="medium" lineClamp={2} minH="2.8em" lineHeight="1.4" data-testid={ids.cardTitle}>
          {goods.title}
        </Text>
        <HStack gap={1} align="baseline" wrap="wrap">
          <Text fontSize="xl" fontWeight="bold" color="brand.solid">
            {number(goods.points)}
          </Text>
          <Text fontSize="sm" color="brand.solid">
            {t('pointsUnit')}
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t('marketPrice', { price: formatMoney(goods.marketPrice) })}
        </Text>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" wrap="wrap" gap={1}>
          <Text>{t('stock', { count: goods.stock })}</Text>
          <Text>{t('exchanged', { count: goods.exchanged })}</Text>
        </HStack>
        <Button
          mt="auto"
          size="sm"
          colorPalette="brand"
          disabled={soldOut || limitReached}
          onClick={onExchange}
          data-testid={ids.exchange}
        >
          {soldOut ? t('soldOut') : limitReached ? t('limitReached') : t('exchange')}
        </Button>
      </Stack>
    </Stack>
  );
}
