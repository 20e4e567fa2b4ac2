// /Shopping: the caller's cart grouped by shop. Lines are checked one by one, by shop or all at once (only
// available lines: an expired price, goods taken off or short stock are marked and cannot settle); quantities
// change within the minimum and the stock (four decimals); lines are deleted (confirmed) or moved to the
// favourites; the checked total and the settle button stay in a bar stuck to the bottom of the screen.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  Grid,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { CartGroup, CartLine } from '@portal/contracts/http/cart';
import { formatMoney, formatQuantity, quantityToUnits, unitsToQuantity } from '@portal/contracts/money';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { CartIcon } from '@/shared/ui/icons.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectCartCount } from '@/shared/session/session-slice.ts';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import {
  useAddFavouriteMutation,
  useCartListQuery,
  useDeleteCartLineMutation,
  useDeleteCartLinesMutation,
  useUpdateCartQuantityMutation,
} from './cart-api.ts';
import {
  allLines,
  checkState,
  checkedSummary,
  keepCheckable,
  quantityProblem,
  shownAmount,
  withLines,
  type CheckState,
  type QuantityProblem,
} from './cart-lines.ts';
import { cartTestIds as ids } from './test-ids.ts';

/** Columns of a line on a desktop: check, goods, unit price, quantity, amount, actions. */
const COLUMNS = '2rem minmax(0, 1fr) 8rem 10rem 8rem 7rem';

const checkedProp = (state: CheckState) => (state === 'all' ? true : state === 'some' ? 'indeterminate' : false);

export default function CartPage() {
  const { t } = useTranslation('cart');
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]}>
      <RequireLogin>
        <CartBody />
      </RequireLogin>
    </PageFrame>
  );
}

type Pending = { kind: 'line'; line: CartLine } | { kind: 'checked'; ids: number[] } | null;

function CartBody() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const query = useCartListQuery();
  const { data, refetch } = query;
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [settleError, setSettleError] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [deleteLine, deletingLine] = useDeleteCartLineMutation();
  const [deleteLines, deletingLines] = useDeleteCartLinesMutation();
  const cartCount = useSelector(selectCartCount);

  // Another tab (or the goods page) changed the cart: the count on the user's room moved, so reload the list.
  useEffect(() => {
    if (data && cartCount !== data.count) void refetch();
    // Only a new count from the room matters here, not a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartCount]);

  const groups = useMemo(() => data?.groups ?? [], [data]);
  // A line deleted or no longer available leaves the selection.
  const selection = useMemo(() => keepCheckable(checked, groups), [checked, groups]);
  const summary = checkedSummary(groups, selection);
  const lines = allLines(groups);

  const toggle = (targets: readonly CartLine[], on: boolean) => {
    setSettleError(false);
    setChecked(withLines(selection, targets, on));
  };

  const settle = () => {
    if (summary.count === 0) {
      setSettleError(true);
      return;
    }
    void navigate(paths.settle({ cartIds: summary.ids }));
  };

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'line') await deleteLine({ id: pending.line.id }).unwrap();
      else await deleteLines({ ids: pending.ids }).unwrap();
      showSuccess(t('delete.done'));
    } catch {
      // The toast of the failed call says why; the lines stay.
    }
    setPending(null);
  };

  return (
    <Box data-testid={ids.root}>
      <QueryState
        query={query}
        isEmpty={(list) => list.groups.length === 0}
        skeleton={{ rows: 3, rowHeight: '9rem' }}
        errorTitle={t('loadError')}
        empty={t('empty.title')}
        emptyDetail={
          <>
            <EmptyState.Description>{t('empty.detail')}</EmptyState.Description>
            <Button asChild colorPalette="brand" size="sm" data-testid={ids.toMarket}>
              <RouterLink to={paths.market()}>{t('empty.toMarket')}</RouterLink>
            </Button>
          </>
        }
        testIds={{ loading: ids.loading, error: ids.error, empty: ids.empty }}
      >
        {() => (
          <Stack gap={4}>
            <Grid
              display={{ base: 'none', md: 'grid' }}
              templateColumns={COLUMNS}
              gap={4}
              px={4}
              py={2}
              bg="bg"
              borderWidth="1px"
              borderRadius="md"
              fontSize="sm"
              color="fg.muted"
              alignItems="center"
            >
              <CheckAll state={checkState(lines, selection)} onChange={(on) => toggle(lines, on)} label="" />
              <Text>{t('columns.goods')}</Text>
              <Text textAlign="end">{t('columns.price')}</Text>
              <Text textAlign="center">{t('columns.quantity')}</Text>
              <Text textAlign="end">{t('columns.amount')}</Text>
              <Text textAlign="center">{t('columns.actions')}</Text>
            </Grid>
            {groups.map((group) => (
              <ShopGroup
                key={group.companyId}
                group={group}
                checked={selection}
                onToggle={toggle}
                onDelete={(line) => setPending({ kind: 'line', line })}
              />
            ))}
          </Stack>
        )}
      </QueryState>

      {data && data.groups.length > 0 && (
        <SettleBar
          allState={checkState(lines, selection)}
          onCheckAll={(on) => toggle(lines, on)}
          count={summary.count}
          total={summary.total}
          error={settleError}
          onDeleteChecked={() => summary.count > 0 && setPending({ kind: 'checked', ids: summary.ids })}
          onSettle={settle}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'checked' ? t('delete.checkedTitle', { count: pending.ids.length }) : t('delete.title')
        }
        body={pending?.kind === 'line' ? pending.line.title : undefined}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={deletingLine.isLoading || deletingLines.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPending(null)}
        testIds={{ root: ids.confirm, confirm: ids.confirmOk }}
      />
    </Box>
  );
}

function CheckAll({
  state,
  onChange,
  label,
  testId,
}: {
  state: CheckState;
  onChange(on: boolean): void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('cart');
  return (
    <Checkbox.Root
      checked={checkedProp(state)}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      aria-label={label || t('checkAll')}
      data-testid={testId}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      {label && <Checkbox.Label whiteSpace="nowrap">{label}</Checkbox.Label>}
    </Checkbox.Root>
  );
}

function ShopGroup({
  group,
  checked,
  onToggle,
  onDelete,
}: {
  group: CartGroup;
  checked: ReadonlySet<number>;
  onToggle(lines: readonly CartLine[], on: boolean): void;
  onDelete(line: CartLine): void;
}) {
  const { t } = useTranslation('cart');
  const state = checkState(group.lines, checked);
  const checkable = group.lines.some((line) => line.available);
  return (
    <Box
      as="section"
      aria-label={group.shopName}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      data-testid={ids.group(group.companyId)}
    >
      <HStack px={4} py={3} gap={3} borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="md">
        <Checkbox.Root
          checked={checkedProp(state)}
          disabled={!checkable}
          onCheckedChange={(details) => onToggle(group.lines, details.checked === true)}
          colorPalette="brand"
          aria-label={t('checkShop', { shop: group.shopName })}
          data-testid={ids.groupCheck(group.companyId)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
        {group.logo && <Image src={group.logo} alt="" boxSize={6} borderRadius="sm" />}
        <Link asChild fontWeight="semibold" fontSize="sm">
          <RouterLink to={paths.storeDetail(group.companyId)}>{group.shopName}</RouterLink>
        </Link>
      </HStack>
      <Stack gap={0} divideY="1px">
        {group.lines.map((line) => (
          <LineRow
            key={line.id}
            line={line}
            checked={checked.has(line.id)}
            onCheck={(on) => onToggle([line], on)}
            onDelete={() => onDelete(line)}
          />
        ))}
      </Stack>
    </Box>
  );
}

function LineRow({
  line,
  checked,
  onCheck,
  onDelete,
}: {
  line: CartLine;
  checked: boolean;
  onCheck(on: boolean): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('cart');
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<QuantityProblem | { kind: 'server'; text: string } | null>(null);
  const [updateQuantity, updating] = useUpdateCartQuantityMutation();
  const [addFavourite, favouring] = useAddFavouriteMutation();
  const [deleteLine, deleting] = useDeleteCartLineMutation();
  const ruleMessage = useRuleMessage();
  const unit = t(`unit.${line.unit}`);

  const commit = async (value: string) => {
    const found = quantityProblem(value, line);
    setProblem(found);
    if (found) return;
    if (quantityToUnits(value) === quantityToUnits(line.quantity)) {
      setTyped(undefined);
      return;
    }
    try {
      await updateQuantity({ id: line.id, quantity: value.trim() }).unwrap();
      setTyped(undefined);
    } catch (error) {
      // A 400 is not toasted: show it here; a business refusal (toasted) also stays beside the field.
      if (isApiError(error)) setProblem({ kind: 'server', text: error.message });
    }
  };

  const step = (delta: number) => {
    const current = quantityToUnits(typed ?? line.quantity) ?? 0;
    const next = Math.max(10000, current + delta * 10000);
    const value = unitsToQuantity(next);
    setTyped(value);
    void commit(value);
  };

  const moveToFavourites = async () => {
    try {
      await addFavourite({ type: 'product', targetId: line.productId }).unwrap();
      await deleteLine({ id: line.id }).unwrap();
      showSuccess(t('favourite.done'));
    } catch {
      // The failed call's toast says why; the line stays in the cart.
    }
  };

  const problemText = !problem
    ? null
    : problem.kind === 'rule'
      ? // Too many decimals is still 'Please enter the correct quantity.' (spec), with the limit said after it.
        problem.failure.rule === 'quantityDecimals'
        ? `${ruleMessage({ rule: 'quantityInvalid' })} ${ruleMessage(problem.failure)}`
        : ruleMessage(problem.failure)
      : problem.kind === 'belowMinimum'
        ? t('quantity.belowMinimum', { minimum: formatQuantity(problem.minimum), unit })
        : problem.kind === 'aboveStock'
          ? t('quantity.aboveStock', { stock: formatQuantity(problem.stock), unit })
          : problem.text;
  const amount = shownAmount(line, problem ? undefined : typed);

  return (
    <Grid
      templateColumns={{ base: '2rem minmax(0, 1fr)', md: COLUMNS }}
      gap={{ base: 2, md: 4 }}
      px={4}
      py={4}
      alignItems="start"
      opacity={line.available ? 1 : 0.75}
      data-testid={ids.line(line.id)}
      data-available={line.available}
    >
      <Box pt={{ base: 6, md: 7 }}>
        <Checkbox.Root
          checked={line.available && checked}
          disabled={!line.available}
          onCheckedChange={(details) => onCheck(details.checked === true)}
          colorPalette="brand"
          aria-label={t('checkLine', { title: line.title })}
          data-testid={ids.lineCheck(line.id)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      </Box>

      <HStack align="start" gap={3} minW={0}>
        <Image
          src={line.image}
          alt=""
          boxSize={{ base: 16, md: 20 }}
          objectFit="cover"
          borderRadius="md"
          bg="bg.muted"
          flexShrink={0}
        />
        <Stack gap={1} minW={0}>
          <Text fontWeight="medium" lineClamp={2}>
            {line.title}
          </Text>
          {line.specText && (
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {line.specText}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {t('minOrder', { minimum: formatQuantity(line.minOrder), stock: formatQuantity(line.stock), unit })}
          </Text>
          {!line.available && line.unavailableReason && (
            <Badge
              colorPalette="red"
              variant="subtle"
              alignSelf="start"
              whiteSpace="normal"
              data-testid={ids.lineUnavailable(line.id)}
            >
              {t(`unavailable.${line.unavailableReason}`)}
            </Badge>
          )}
          {/* On a phone the price, quantity and amount sit under the title. */}
          <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted">
            {t('unitPrice', { price: formatMoney(line.price), unit })}
          </Text>
        </Stack>
      </HStack>

      <Text
        display={{ base: 'none', md: 'block' }}
        textAlign="end"
        pt={7}
        fontSize="sm"
        textDecoration={line.priceState === 'expired' ? 'line-through' : undefined}
      >
        {formatMoney(line.price)}
        <Text as="span" color="fg.muted">{` / ${unit}`}</Text>
      </Text>

      <Stack gap={1} gridColumn={{ base: '2', md: 'auto' }} pt={{ base: 0, md: 5 }}>
        <HStack gap={0} justify={{ base: 'start', md: 'center' }}>
          <IconButton
            aria-label={t('quantity.less')}
            size="sm"
            variant="outline"
            borderEndRadius={0}
            disabled={!line.available || updating.isLoading}
            onClick={() => step(-1)}
          >
            −
          </IconButton>
          <Input
            value={typed ?? formatQuantity(line.quantity).replace(/,/g, '')}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
            onBlur={() => typed !== undefined && void commit(typed)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter' && typed !== undefined) void commit(typed);
            }}
            inputMode="decimal"
            size="sm"
            w="5.5rem"
            borderRadius={0}
            textAlign="center"
            aria-label={t('quantity.label', { title: line.title })}
            aria-invalid={problem !== null}
            disabled={!line.available}
            data-testid={ids.lineQuantity(line.id)}
          />
          <IconButton
            aria-label={t('quantity.more')}
            size="sm"
            variant="outline"
            borderStartRadius={0}
            disabled={!line.available || updating.isLoading}
            onClick={() => step(1)}
          >
            +
          </IconButton>
        </HStack>
        {problemText && (
          <Text fontSize="xs" color="fg.error" role="alert" textAlign={{ base: 'start', md: 'center' }}>
            {problemText}
          </Text>
        )}
      </Stack>

      <Text
        gridColumn={{ base: '2', md: 'auto' }}
        textAlign={{ base: 'start', md: 'end' }}
        pt={{ base: 0, md: 7 }}
        fontWeight="semibold"
        color="brand.fg"
        data-testid={ids.lineAmount(line.id)}
      >
        {formatMoney(amount)}
      </Text>

      <HStack
        gridColumn={{ base: '2', md: 'auto' }}
        direction={{ base: 'row', md: 'column' }}
        flexDirection={{ base: 'row', md: 'column' }}
        gap={1}
        pt={{ base: 0, md: 5 }}
        justify={{ base: 'start', md: 'center' }}
      >
        <Button
          size="xs"
          variant="ghost"
          loading={favouring.isLoading || deleting.isLoading}
          onClick={() => void moveToFavourites()}
          data-testid={ids.lineFavourite(line.id)}
        >
          {t('favourite.move')}
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} data-testid={ids.lineDelete(line.id)}>
          {t('delete.one')}
        </Button>
      </HStack>
    </Grid>
  );
}

function SettleBar({
  allState,
  onCheckAll,
  count,
  total,
  error,
  onDeleteChecked,
  onSettle,
}: {
  allState: CheckState;
  onCheckAll(on: boolean): void;
  count: number;
  total: string;
  error: boolean;
  onDeleteChecked(): void;
  onSettle(): void;
}) {
  const { t } = useTranslation('cart');
  return (
    <Box
      position="sticky"
      bottom={0}
      zIndex="sticky"
      mt={4}
      bg="bg"
      borderWidth="1px"
      borderRadius={{ base: 0, md: 'md' }}
      mx={{ base: -4, md: 0 }}
      shadow="lg"
      px={4}
      py={3}
    >
      <Flex align="center" gap={{ base: 2, md: 6 }} wrap="wrap">
        <CheckAll state={allState} onChange={onCheckAll} label={t('checkAll')} testId={ids.checkAll} />
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          disabled={count === 0}
          onClick={onDeleteChecked}
          data-testid={ids.deleteChecked}
          display={{ base: 'none', sm: 'inline-flex' }}
        >
          {t('delete.checked')}
        </Button>
        <Box flex="1" />
        <Stack gap={0} align="end">
          <Text fontSize="sm" color="fg.muted" data-testid={ids.checkedCount}>
            {t('checkedCount', { count })}
          </Text>
          <Text fontSize={{ base: 'md', md: 'lg' }}>
            {t('total')}{' '}
            <Text as="strong" color="brand.fg" fontSize={{ base: 'lg', md: 'xl' }} data-testid={ids.total}>
              {formatMoney(total)}
            </Text>
          </Text>
        </Stack>
        <Button colorPalette="brand" size={{ base: 'md', md: 'lg' }} onClick={onSettle} data-testid={ids.settle}>
          <CartIcon />
          {t('settle')}
        </Button>
      </Flex>
      {error && (
        <Text mt={2} fontSize="sm" color="fg.error" role="alert" textAlign="end" data-testid={ids.settleError}>
          {t('noneChecked')}
        </Text>
      )}
    </Box>
  );
}
