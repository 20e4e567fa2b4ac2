// My deposit (margin) for one lot and its flow (docs/requirements.md sections 3-5): sign up with a contact -> pay the margin
// to the platform's account and send the payment vouchers (at most 3 files, 10M each, the section-5 types,
// uploaded through file/upload) -> pending review -> approved (automatically after a while, or by the
// operator) or rejected with a reason, then sent again. The forms (deposit-forms.tsx) load when the panel
// opens (from a pointer on or a focus of its button on), with a loading state in their place meanwhile.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AuctionMe } from '@portal/contracts/entities/auction';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { useMarginInfoQuery } from './auction-api.ts';
import { auctionTestIds } from './test-ids.ts';
import { DEPOSIT_PALETTE, useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.deposit;

export interface DepositPanelProps {
  auctionId: number;
  marginAmount: string;
  ended: boolean;
  me: AuctionMe | null;
  /** Called after a change the room's snapshot should show (sign-up, voucher sent). */
  onChanged(): void;
}

const loadForms = () => import('./deposit-forms.tsx');
const SignUpForm = lazy(async () => ({ default: (await loadForms()).SignUpForm }));
const PayForm = lazy(async () => ({ default: (await loadForms()).PayForm }));

/** Starts loading the forms ahead of the click (a pointer on, or a focus of, the button that opens them). */
function preloadForms(): void {
  loadForms().catch(() => undefined); // the click's own load tries again and shows the page's load error
}
const preload = { onPointerEnter: preloadForms, onFocus: preloadForms } as const;

/** In a form's place while its code loads: its fields' outline, announced as loading. */
function FormsLoading() {
  const { t } = useTranslation('common');
  return (
    <Stack gap={3} role="status" aria-busy aria-label={t('loading')} data-testid={ids.formsLoading}>
      <Skeleton h="8" />
      <Skeleton h="8" />
      <Skeleton h="8" />
    </Stack>
  );
}

export function DepositPanel({ auctionId, marginAmount, ended, me, onChanged }: DepositPanelProps) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const location = useLocation();
  const token = useAppSelector(selectToken);
  const [open, setOpen] = useState(false);
  const status = me?.depositStatus ?? 'unregistered';
  const margin = useMarginInfoQuery(
    { auctionId },
    { skip: !token || !open || (status !== 'unpaid' && status !== 'rejected') },
  );
  const done = () => {
    setOpen(false);
    onChanged();
  };

  if (me?.isSeller) return null;

  return (
    <Box data-testid={ids.panel} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }}>
      <Flex justify="space-between" align="center" mb={2} gap={2}>
        <Text fontWeight="semibold">{t('deposit.title')}</Text>
        {token && (
          <Badge colorPalette={DEPOSIT_PALETTE[status]} data-testid={ids.status} data-status={status}>
            {labels.deposit(status)}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb={3}>
        {t('deposit.amountDue', { amount: formatMoney(marginAmount) })}
      </Text>

      {!token ? (
        <Button asChild size="sm" colorPalette="brand" w="full">
          <RouterLink to={paths.login(`${location.pathname}${location.search}`)}>
            {t('deposit.loginToSignUp')}
          </RouterLink>
        </Button>
      ) : status === 'approved' ? (
        <Text fontSize="sm" color={ended ? 'fg.muted' : 'green.700'}>
          {ended ? t('deposit.approvedEnded') : t('deposit.approvedText')}
        </Text>
      ) : status === 'pendingReview' ? (
        <Text fontSize="sm">{t('deposit.pendingText')}</Text>
      ) : ended ? (
        <Text fontSize="sm" color="fg.muted">
          {t('deposit.closed')}
        </Text>
      ) : status === 'unregistered' ? (
        open ? (
          <Suspense fallback={<FormsLoading />}>
            <SignUpForm auctionId={auctionId} onDone={done} />
          </Suspense>
        ) : (
          <Button
            size="sm"
            colorPalette="brand"
            w="full"
            onClick={() => setOpen(true)}
            data-testid={ids.signUp}
            {...preload}
          >
            {t('deposit.signUp')}
          </Button>
        )
      ) : (
        <Stack gap={3}>
          {status === 'rejected' && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('deposit.rejectedTitle')}</Alert.Title>
                {me?.rejectReason && <Alert.Description>{me.rejectReason}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
          {open ? (
            <>
              {margin.data && (
                <Box fontSize="sm" bg="bg.muted" borderRadius="md" p={3}>
                  <Text fontWeight="semibold" mb={1}>
                    {t('deposit.payee')}
                  </Text>
                  <Text>{margin.data.payee.accountName}</Text>
                  <Text>{margin.data.payee.bank}</Text>
                  <Text fontVariantNumeric="tabular-nums">{margin.data.payee.accountNumber}</Text>
                </Box>
              )}
              <Suspense fallback={<FormsLoading />}>
                <PayForm auctionId={auctionId} marginAmount={marginAmount} onDone={done} />
              </Suspense>
            </>
          ) : (
            <Button
              size="sm"
              colorPalette="brand"
              w="full"
              onClick={() => setOpen(true)}
              data-testid={ids.pay}
              {...preload}
            >
              {status === 'rejected' ? t('deposit.payAgain') : t('deposit.pay')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
