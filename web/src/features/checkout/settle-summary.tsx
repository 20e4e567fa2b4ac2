// The order total beside the form (goods, freight, tax, a coupon's discount when one applies, the amount to
// pay, whom it ships to, a refusal) with the submit button, and on a phone the bar stuck to the bottom of the
// screen with the amount and the submit while the form scrolls.
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { Row, Section } from './settle-parts.tsx';
import { checkoutTestIds as ids } from './test-ids.ts';

export interface SettleTotals {
  goods: string;
  freight: string;
  discount: string;
  tax: string;
  taxRate: number;
  payable: string;
}

interface SubmitProps {
  totals: SettleTotals;
  refusal: string | null;
  submitting: boolean;
  onSubmit(): void;
}

export function SettleSummary({
  totals,
  withInvoice,
  address,
  refusal,
  submitting,
  onSubmit,
}: SubmitProps & { withInvoice: boolean; address: ReceiveInfo | undefined }) {
  const { t } = useTranslation('checkout');
  return (
    <Box position={{ lg: 'sticky' }} top={{ lg: 4 }}>
      <Section title={t('summary.title')}>
        <Stack gap={2} fontSize="sm">
          <Row label={t('summary.goods')} value={formatMoney(totals.goods)} testId={ids.goodsAmount} />
          <Row label={t('summary.freight')} value={formatMoney(totals.freight)} testId={ids.freight} />
          <Row label={t('summary.tax', { rate: totals.taxRate })} value={formatMoney(totals.tax)} testId={ids.tax} />
          {/* No coupon chosen: no discount line (a "-¥0.00" says nothing). */}
          {(moneyToFen(totals.discount) ?? 0) !== 0 && (
            <Row label={t('summary.coupon')} value={`-${formatMoney(totals.discount)}`} testId={ids.discount} />
          )}
          <Flex justify="space-between" align="baseline" pt={2} borderTopWidth="1px">
            <Text fontWeight="semibold">{t('summary.payable')}</Text>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid={ids.payable}>
              {formatMoney(totals.payable)}
            </Text>
          </Flex>
          <Text color="fg.muted" fontSize="xs">
            {withInvoice ? t('summary.taxNote') : t('summary.noTax')}
          </Text>
          {address && (
            <Text color="fg.muted" fontSize="xs">
              {t('summary.shipTo', { name: address.consigneeName, address: address.fullAddress })}
            </Text>
          )}
          {refusal && (
            <Alert.Root status="error" role="alert" data-testid={ids.refusal}>
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <Button
            colorPalette="brand"
            size="lg"
            mt={2}
            loading={submitting}
            onClick={onSubmit}
            data-testid={ids.submit}
          >
            {t('submit')}
          </Button>
        </Stack>
      </Section>
    </Box>
  );
}

/** On a phone the amount and the submit stay at the bottom of the screen while the form scrolls. */
export function PhoneSubmitBar({ totals, refusal, submitting, onSubmit }: SubmitProps) {
  const { t } = useTranslation('checkout');
  return (
    <Flex
      display={{ base: 'flex', lg: 'none' }}
      position="sticky"
      bottom={0}
      zIndex="sticky"
      // Edge to edge: as far out as the page frame's padding, no further (no sideways scroll).
      mx={{ base: -3, md: -6 }}
      mt={4}
      ps={{ base: 3, md: 6 }}
      // Room at the end for the back-to-top button (fixed at the bottom right), which covered the submit.
      pe={16}
      py={3}
      bg="bg"
      borderTopWidth="1px"
      shadow="lg"
      align="center"
      gap={3}
    >
      <Stack gap={0} flex="1" minW={0}>
        {refusal && (
          <Text fontSize="xs" color="fg.error" role="alert" lineClamp={2}>
            {refusal}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {t('summary.payable')}
        </Text>
        <Text fontSize="xl" fontWeight="bold" color="brand.fg">
          {formatMoney(totals.payable)}
        </Text>
      </Stack>
      <Button colorPalette="brand" loading={submitting} onClick={onSubmit} data-testid={ids.submitBar}>
        {t('submit')}
      </Button>
    </Flex>
  );
}
