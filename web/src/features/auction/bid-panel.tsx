// The bid panel of one lot: the next valid amounts and a typed amount, a confirm step, and the reason when
// bidding is not allowed (not logged in, not started, ended, the deposit not approved). A bid carries an
// idempotency key made when the bid is first confirmed and reused if it is retried, so it is applied once.
import { memo, useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { BID_BLOCK_MESSAGES, type AuctionMe, type AuctionStatusValue } from '@portal/contracts/entities/auction';
import { formatMoney } from '@portal/contracts/money';
import type { BidAccepted } from '@portal/contracts/http/auction';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { showSuccess } from '@/shared/ui/toast.ts';
import { usePlaceBidMutation, useSetProxyCeilingMutation } from './auction-api.ts';
import { bidAccepted, priceMoved } from './auction-slice.ts';
import { checkBid, newIdempotencyKey, nextBids } from './bid-rules.ts';
import { auctionTestIds } from './test-ids.ts';
import { useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.bid;

export interface BidPanelProps {
  auctionId: number;
  status: AuctionStatusValue;
  nextMinBid: string | null;
  increment: string;
  startPrice: string;
  me: AuctionMe | null;
}

/** Why this caller may not bid now, or null when they may. The live status decides start and end (the
 * snapshot's `bidBlock` may be older than the clock); the rest is the server's own reason, in its words. */
export function useBlockedReason(props: BidPanelProps): string | null {
  const { t } = useTranslation('auction');
  const { lang } = useAuctionLabels();
  const token = useAppSelector(selectToken);
  if (props.status === 'notStarted') return BID_BLOCK_MESSAGES.notStarted[lang];
  if (props.status === 'ended' || props.nextMinBid === null) return BID_BLOCK_MESSAGES.ended[lang];
  if (!token || !props.me) return t('bid.login');
  const block = props.me.isSeller ? 'ownLot' : props.me.bidBlock;
  if (block && block !== 'notStarted' && block !== 'ended') return BID_BLOCK_MESSAGES[block][lang];
  return null;
}

/** The private proxy ceiling: the server bids the smallest step for me when outbid, never above it. Memoised:
 * the price moving re-renders it only through the amounts it checks against. */
const ProxyCeiling = memo(function ProxyCeiling(props: BidPanelProps & { onAccepted: (answer: BidAccepted) => void }) {
  const { t } = useTranslation('auction');
  const [save, saving] = useSetProxyCeilingMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = props.me?.proxyCeiling ?? null;
  const submit = async (ceiling: string | null) => {
    if (ceiling !== null && props.nextMinBid) {
      const check = checkBid(ceiling, {
        nextMinBid: props.nextMinBid,
        increment: props.increment,
        startPrice: props.startPrice,
      });
      if (!check.ok) {
        setError(
          t(`bid.amountError.${check.reason}`, {
            min: formatMoney(props.nextMinBid),
            step: formatMoney(props.increment),
          }),
        );
        return;
      }
      ceiling = check.amount;
    }
    setError(null);
    try {
      const result = await save({ auctionId: props.auctionId, ceiling }).unwrap();
      setText('');
      if (result.bid) props.onAccepted(result.bid);
      showSuccess(result.ceiling ? t('proxy.saved', { ceiling: formatMoney(result.ceiling) }) : t('proxy.removed'));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('bid.failed'));
    }
  };
  return (
    <Box borderTopWidth="1px" pt={3} mt={3}>
      <Text fontSize="sm" fontWeight="semibold">
        {t('proxy.title')}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb={2}>
        {current ? t('proxy.current', { ceiling: formatMoney(current) }) : t('proxy.hint')}
      </Text>
      <Flex
        gap={2}
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(text);
        }}
      >
        <Input
          size="sm"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('proxy.placeholder')}
          aria-label={t('proxy.label')}
          data-testid={ids.proxyCeiling}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={saving.isLoading}
          data-testid={ids.proxySave}
          flexShrink={0}
        >
          {t('proxy.save')}
        </Button>
        {current && (
          <Button size="sm" variant="ghost" onClick={() => void submit(null)} flexShrink={0}>
            {t('proxy.remove')}
          </Button>
        )}
      </Flex>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert" mt={1}>
          {error}
        </Text>
      )}
    </Box>
  );
});

/** The next valid amounts, one tap each: re-rendered when the price moves, not while the user types. */
const BidOptions = memo(function BidOptions({
  nextMinBid,
  increment,
  onChoose,
}: {
  nextMinBid: string | null;
  increment: string;
  onChoose: (amount: string) => void;
}) {
  const options = nextMinBid ? nextBids(nextMinBid, increment) : [];
  return (
    <SimpleGrid columns={3} gap={2}>
      {options.map((amount, index) => (
        <Button
          key={amount}
          variant={index === 0 ? 'solid' : 'outline'}
          colorPalette="red"
          size="sm"
          fontVariantNumeric="tabular-nums"
          onClick={() => onChoose(amount)}
          data-testid={ids.option(index)}
          px={1}
        >
          {formatMoney(amount)}
        </Button>
      ))}
    </SimpleGrid>
  );
});

/** A typed amount, checked against the rules before the confirm step. It keeps what the user types: a key press
 * renders this form only, not the panel or the page (R10.4). */
const TypedBid = memo(function TypedBid({
  nextMinBid,
  increment,
  startPrice,
  onChoose,
}: {
  nextMinBid: string | null;
  increment: string;
  startPrice: string;
  onChoose: (amount: string) => void;
}) {
  const { t } = useTranslation('auction');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const chooseTyped = () => {
    if (!nextMinBid) return;
    const check = checkBid(typed, { nextMinBid, increment, startPrice });
    if (!check.ok) {
      setTypedError(
        t(`bid.amountError.${check.reason}`, { min: formatMoney(nextMinBid), step: formatMoney(increment) }),
      );
      return;
    }
    setTypedError(null);
    onChoose(check.amount);
  };
  return (
    <>
      <Flex
        gap={2}
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          chooseTyped();
        }}
      >
        <Input
          size="sm"
          inputMode="decimal"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('bid.amountPlaceholder', { min: formatMoney(nextMinBid ?? '0') })}
          aria-label={t('bid.amountLabel')}
          aria-invalid={typedError ? true : undefined}
          data-testid={ids.amount}
        />
        <Button type="submit" size="sm" colorPalette="red" variant="outline" data-testid={ids.submit} flexShrink={0}>
          {t('bid.bid')}
        </Button>
      </Flex>
      {typedError && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {typedError}
        </Text>
      )}
    </>
  );
});

export function BidPanel(props: BidPanelProps) {
  const { t } = useTranslation('auction');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const token = useAppSelector(selectToken);
  const blocked = useBlockedReason(props);
  const { lang } = useAuctionLabels();
  const [placeBid, placing] = usePlaceBidMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Bumped by an accepted bid: the typed amount's form starts empty again. */
  const [typedRound, setTypedRound] = useState(0);
  /** The key of the bid being placed: kept for a retry of the same amount, new for another amount. */
  const intended = useRef<{ amount: string; key: string } | null>(null);

  const alias = props.me?.alias ?? '';
  const accepted = useCallback(
    (answer: BidAccepted) => dispatch(bidAccepted({ ...answer, userAlias: alias })),
    [dispatch, alias],
  );
  const choose = useCallback((amount: string) => {
    setFailure(null);
    setConfirming(amount);
  }, []);

  const confirm = async () => {
    if (!confirming) return;
    const amount = confirming;
    if (intended.current?.amount !== amount) intended.current = { amount, key: newIdempotencyKey() };
    const key = intended.current.key;
    try {
      const answer = await placeBid({ auctionId: props.auctionId, amount, idempotencyKey: key }).unwrap();
      intended.current = null;
      setConfirming(null);
      if (answer.outcome === 'stale') {
        // Someone bid first: nothing was applied; the panel shows the new price's options.
        dispatch(priceMoved(answer));
        setFailure(
          `${BusinessMessages.priceExpired[lang]} ${t('bid.nowAt', { price: formatMoney(answer.currentPrice) })}`,
        );
        return;
      }
      setTypedRound((round) => round + 1);
      accepted(answer);
      showSuccess(t('bid.accepted', { amount: formatMoney(answer.amount) }));
    } catch (error) {
      // A network failure keeps the key (the retry may find the bid already applied); a refusal drops it.
      if (
        isApiError(error) &&
        error.status !== 'NETWORK' &&
        error.status !== 408 &&
        (typeof error.status !== 'number' || error.status < 500)
      ) {
        intended.current = null;
      }
      setFailure(isApiError(error) ? error.message : t('bid.failed'));
      setConfirming(null);
    }
  };

  return (
    <Box data-testid={ids.panel} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }}>
      <Text fontWeight="semibold" mb={2}>
        {t('bid.title')}
      </Text>
      {blocked ? (
        <Stack gap={2}>
          <Alert.Root status="warning" size="sm" data-testid={ids.blocked}>
            <Alert.Indicator />
            <Alert.Title>{blocked}</Alert.Title>
          </Alert.Root>
          {!token && (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={paths.login(`${location.pathname}${location.search}`)}>{t('bid.loginToBid')}</RouterLink>
            </Button>
          )}
        </Stack>
      ) : confirming ? (
        <Stack gap={3}>
          <Text>
            {t('bid.confirmText')}{' '}
            <Text as="strong" color="red.600" fontSize="xl" fontVariantNumeric="tabular-nums">
              {formatMoney(confirming)}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('bid.confirmHint')}
          </Text>
          <Flex gap={2}>
            <Button
              colorPalette="red"
              flex="1"
              loading={placing.isLoading}
              onClick={() => void confirm()}
              data-testid={ids.confirm}
            >
              {t('bid.confirm')}
            </Button>
            <Button variant="outline" flex="1" onClick={() => setConfirming(null)} data-testid={ids.cancel}>
              {t('bid.cancel')}
            </Button>
          </Flex>
        </Stack>
      ) : null}
      {!blocked && (
        // Kept mounted (hidden) while the confirm step shows: cancelling shows it again without building it anew.
        <Stack gap={3} display={confirming ? 'none' : undefined}>
          <BidOptions nextMinBid={props.nextMinBid} increment={props.increment} onChoose={choose} />
          <TypedBid
            key={typedRound}
            nextMinBid={props.nextMinBid}
            increment={props.increment}
            startPrice={props.startPrice}
            onChoose={choose}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('bid.rule', { step: formatMoney(props.increment) })}
          </Text>
          <ProxyCeiling {...props} onAccepted={accepted} />
        </Stack>
      )}
      {failure && (
        <Alert.Root status="error" size="sm" mt={3} data-testid={ids.error}>
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
