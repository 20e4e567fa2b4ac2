// A coupon as a ticket: amount and threshold on the brand-coloured stub, name, shop or platform, the goods it
// applies to, validity dates and status, the caller's possess status and, when allowed, 'receive'.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Link, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { COUPON_VALIDITY_LABELS, POSSESS_STATUS_LABELS, type Coupon } from '@portal/contracts/http/coupon';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { marketDate } from '@/shared/market-time.ts';

const CJK = /[\u3400-\u9fff]/;

/**
 * A server text for the page: as given in Chinese, or when the server sent it in English. The coupon table
 * has no English names yet, so an English page gets null for a Chinese-only text and describes it itself.
 */
export function inLanguage(text: string, lang: 'zh' | 'en'): string | null {
  return lang === 'zh' || !CJK.test(text) ? text : null;
}

export function CouponCard({
  coupon,
  onReceive,
  receiving,
}: {
  coupon: Coupon;
  onReceive?: () => void;
  receiving?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useAppSelector(selectLanguage);
  const pick = usePick();
  const dim = coupon.validity === 'expired' || coupon.possessStatus === 'used';
  return (
    <Flex
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      opacity={dim ? 0.65 : 1}
      data-testid={ids.coupon.item}
    >
      <Stack
        gap={0}
        align="center"
        justify="center"
        bg={dim ? 'gray.500' : 'brand.solid'}
        color="white"
        px={3}
        py={4}
        w={{ base: '6.5rem', md: '8rem' }}
        flexShrink={0}
        textAlign="center"
      >
        <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1">
          {formatMoney(coupon.amount)}
        </Text>
        <Text fontSize="xs">
          {moneyToFen(coupon.threshold) === 0
            ? t('coupon.noThreshold')
            : t('coupon.threshold', { amount: formatMoney(coupon.threshold) })}
        </Text>
      </Stack>
      <Stack gap={1} p={3} flex="1" minW={0}>
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="semibold" lineClamp={2} lineHeight="1.4" data-testid={ids.coupon.name}>
            {inLanguage(coupon.name, lang) ??
              (moneyToFen(coupon.threshold) === 0
                ? t('coupon.nameNoThreshold', { amount: formatMoney(coupon.amount) })
                : t('coupon.name', { amount: formatMoney(coupon.amount), threshold: formatMoney(coupon.threshold) }))}
          </Text>
          <Badge size="sm" colorPalette={coupon.validity === 'valid' ? 'green' : 'gray'}>
            {COUPON_VALIDITY_LABELS[coupon.validity][lang]}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          {coupon.shop ? (
            <Link asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={paths.storeDetail(coupon.shop.id)}>
                {inLanguage(coupon.shop.name, lang) ?? t('coupon.shopCoupon')}
              </RouterLink>
            </Link>
          ) : (
            t('coupon.platform')
          )}
          {' · '}
          {coupon.category
            ? t('coupon.forCategory', { category: pick(coupon.category.name, coupon.category.nameEn) })
            : t('coupon.allGoods')}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('coupon.validity', { from: marketDate(coupon.validFrom), to: marketDate(coupon.validTo) })}
        </Text>
        <HStack justify="space-between" gap={2} mt="auto" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" data-testid={ids.coupon.status}>
            {POSSESS_STATUS_LABELS[coupon.possessStatus][lang]}
            {coupon.received > 0 && ` · ${t('coupon.held', { count: coupon.received, limit: coupon.perUserLimit })}`}
          </Text>
          {onReceive && (
            <Button
              size="xs"
              colorPalette="brand"
              disabled={!coupon.canReceive}
              loading={receiving}
              onClick={onReceive}
              data-testid={ids.coupon.receive}
            >
              {coupon.canReceive
                ? t('coupon.receive')
                : coupon.remaining === 0
                  ? t('coupon.soldOut')
                  : t('coupon.cannotReceive')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Flex>
  );
}
