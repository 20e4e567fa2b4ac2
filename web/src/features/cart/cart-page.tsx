// /Shopping: the caller's cart grouped by shop. Lines are checked one by one, by shop or all at once (only
// available lines: an expired price, goods taken off or short stock are marked and cannot settle); quantities
// change within the minimum and the stock (four decimals); lines are deleted (confirmed) or moved to the
// favourites; the checked total and the settle button stay in a bar stuck to the bottom of the screen.
// The page draws from the cart/getCartList answer alone: the user's room (live or polled) only moves the
// header's count, which makes the list load again here.
// Parts: the columns' header (cart-columns.tsx), a shop's lines (cart-shop-group.tsx), a line
// (cart-line-row.tsx, cart-line-quantity.tsx) and the settle bar (cart-settle-bar.tsx).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, Stack } from '@chakra-ui/react';
import type { CartLine } from '@portal/contracts/http/cart';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectCartCount } from '@/shared/session/session-slice.ts';
import { paths } from '@/shared/paths.ts';
import { useCartListQuery, useDeleteCartLineMutation, useDeleteCartLinesMutation } from './cart-api.ts';
import { allLines, checkState, checkedSummary, keepCheckable, withLines } from './cart-lines.ts';
import { CartColumns } from './cart-columns.tsx';
import { ShopGroup } from './cart-shop-group.tsx';
import { SettleBar } from './cart-settle-bar.tsx';
import { cartTestIds as ids } from './test-ids.ts';

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
  const summary = useMemo(() => checkedSummary(groups, selection), [groups, selection]);
  const lines = useMemo(() => allLines(groups), [groups]);
  const allState = checkState(lines, selection);

  // Stable, so a line's row re-renders only when that line changes (ids no longer checkable are dropped on read).
  const toggle = useCallback((targets: readonly CartLine[], on: boolean) => {
    setSettleError(false);
    setChecked((current) => withLines(current, targets, on));
  }, []);
  const askDelete = useCallback((line: CartLine) => setPending({ kind: 'line', line }), []);
  const checkAll = useCallback((on: boolean) => toggle(lines, on), [toggle, lines]);

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
            <CartColumns state={allState} onCheckAll={checkAll} />
            {groups.map((group) => (
              <ShopGroup
                key={group.companyId}
                group={group}
                checked={selection}
                onToggle={toggle}
                onDelete={askDelete}
              />
            ))}
          </Stack>
        )}
      </QueryState>

      {data && data.groups.length > 0 && (
        <SettleBar
          allState={allState}
          onCheckAll={checkAll}
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
