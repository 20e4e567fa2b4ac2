// One inquiry in the hall or a list: title, quantity and unit, the expected price, receiving place, due date,
// status and how many sellers quoted; the whole card links to its negotiation.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { InquiryCard as Card } from '@portal/contracts/entities/trade-request';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { InquiryStatusBadge, useLang, quantityWithUnit } from './parts.tsx';
import { tradeTestIds } from './test-ids.ts';

export function InquiryCard({ inquiry }: { inquiry: Card }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const category = lang === 'en' ? inquiry.categoryNameEn : inquiry.categoryName;
  return (
    <LinkBox
      as="li"
      display="flex"
      gap={4}
      p={4}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
      data-testid={tradeTestIds.inquiryList.card(inquiry.id)}
    >
      {inquiry.image && (
        <Image
          src={inquiry.image}
          alt=""
          boxSize={{ base: '64px', md: '88px' }}
          borderRadius="md"
          objectFit="cover"
          flexShrink={0}
        />
      )}
      <Stack gap={1} flex="1" minW={0}>
        <HStack justify="space-between" align="start" gap={2}>
          <LinkOverlay asChild>
            <RouterLink to={paths.inquiryCounterofferDetail(inquiry.id)}>
              <Text fontWeight="semibold" lineClamp={2}>
                {inquiry.title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <InquiryStatusBadge status={inquiry.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {inquiry.inquiryNum} · {category || t('card.noCategory')}
        </Text>
        <HStack gap={{ base: 3, md: 6 }} wrap="wrap" fontSize="sm">
          <Box>
            {t('card.quantity')}{' '}
            <Text as="span" fontWeight="semibold">
              {quantityWithUnit(lang, inquiry.quantity, inquiry.unit)}
            </Text>
          </Box>
          <Box>
            {t('card.expectedPrice')}{' '}
            <Text as="span" fontWeight="semibold" color="brand.fg">
              {inquiry.price === null ? t('card.negotiable') : formatMoney(inquiry.price)}
            </Text>
          </Box>
          <Box>
            {t('card.dueDate')} {inquiry.dueDate}
          </Box>
          <Box>{t('card.offers', { count: inquiry.offerCount })}</Box>
        </HStack>
        <Text fontSize="xs" color="fg.muted" truncate>
          {t('card.buyer')} {inquiry.buyerName} · {inquiry.receivingPlace.regionName}
          {inquiry.supplier ? ` · ${t('card.sentTo', { name: inquiry.supplier.shopName })}` : ''}
        </Text>
      </Stack>
    </LinkBox>
  );
}
