// /settle, the order confirmation (step 1 of 2; /placeOrder shows the result): the goods to buy (checked cart
// lines or one goods bought at once), the consignee from the address manager, order type (financing only for
// credit users), delivery or self pickup with the delivery date, payment, coupon, freight from the seller's
// freight template, invoice and remarks. Submit places one order per seller; a refusal (expired price, goods
// taken off) shows the product's message and keeps everything the user entered. The page draws from its HTTP
// answers alone; nothing on it waits for the socket.
// Parts: the layout (settle-confirmation.tsx) and its state and submit (use-settle-order.ts), the goods by
// seller (settle-goods.tsx), the order information (settle-options.tsx), the invoice (settle-invoice.tsx) and
// the totals with the submit (settle-summary.tsx).
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { paths } from '@/shared/paths.ts';
import { readSettleSource } from './settle-source.ts';
import { Confirmation } from './settle-confirmation.tsx';
import { checkoutTestIds as ids } from './test-ids.ts';

export default function SettlePage() {
  const { t } = useTranslation('checkout');
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('cart'), to: paths.Shopping() }, { label: t('title') }]}>
      <RequireLogin>
        <SettleBody />
      </RequireLogin>
    </PageFrame>
  );
}

function SettleBody() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const source = useMemo(() => readSettleSource(params), [params]);
  if (source.kind === 'invalid') {
    return (
      <EmptyState.Root data-testid={ids.invalid}>
        <EmptyState.Content>
          <EmptyState.Title>{t('invalid.title')}</EmptyState.Title>
          <EmptyState.Description>{t('invalid.detail')}</EmptyState.Description>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={paths.Shopping()}>{t('invalid.toCart')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <Confirmation source={source} />;
}
