// The centres' order lists against a fake API: the buyer's orders by status (in the URL) with cancel before
// shipment only, and the seller's received orders naming the buyer without a cancel, whose detail page (in the
// URL) confirms before it offers to ship.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderSummary } from '@portal/contracts/entities/order';
import { orderCancel, orderConfirm, orderDetail, orderPage } from '@portal/contracts/http/order';
import { fakeApi, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { FALLBACK_PICTURE } from '@/shared/ui/picture.tsx';
import { OrdersList } from './orders-list.tsx';
import { orderDetailOf, orderLine, orderSummary } from './order-fixtures.ts';
import { orderDetailTestIds as detailIds, ordersTestIds as ids } from './test-ids.ts';

function order(id: number, status: OrderSummary['status']): OrderSummary {
  return orderSummary(id, status, {
    sellerName: 'Yiwu Jewellery',
    goodsAmount: '50.00',
    tax: '0.00',
    totalAmount: '58.00',
    totalQuantity: '4',
    lines: [orderLine(id * 10, 101, 'Hoop earrings', { price: '12.50', quantity: '4', amount: '50.00' })],
    amountDue: '58.00',
    source: 'cart',
  });
}

const ORDERS = [order(1, 'pendingPayment'), order(2, 'shipped')];

function render(side: 'buyer' | 'seller', route = '/buyerCenter/orders') {
  return renderWithStore(<OrdersList side={side} />, {
    route,
    preloadedState: { ui: { ...initialUiState, language: 'en' } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('orders list', () => {
  it("lists the buyer's orders, filters by status through the URL, and cancels only before shipment", async () => {
    const api = fakeApi([
      [
        orderPage,
        (request) => {
          const records = ORDERS.filter((o) => !request.query.status || o.status === request.query.status);
          return ok({ records, total: records.length, pageNum: 1, pageSize: 15 });
        },
      ],
      [orderCancel, () => ok({ ok: true })],
    ]);
    const { user, router } = render('buyer');
    const first = await screen.findByTestId(ids.order('MC001'));
    expect(first.textContent).toContain('Seller: Yiwu Jewellery');
    expect(first.textContent).toContain('¥58.00');
    // English counts the units: 4 pieces.
    expect(within(first).getAllByText('¥12.50 × 4 pieces').length).toBeGreaterThan(0);
    expect(screen.getByTestId(ids.orderStatus('MC001')).textContent).toBe('Awaiting payment');
    // A line without a picture shows the placeholder, never src="" (the browser would refetch the page).
    expect(first.querySelector('img')?.getAttribute('src')).toBe(FALLBACK_PICTURE);
    expect(api.callsTo(orderPage)[0]?.query).toMatchObject({ side: 'buyer', pageNum: '1' });
    // A shipped order cannot be cancelled any more.
    const second = screen.getByTestId(ids.order('MC002'));
    expect(within(second).queryByRole('button', { name: 'Cancel order' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(api.callsTo(orderCancel)).toHaveLength(1));
    expect(api.callsTo(orderCancel)[0]?.body).toEqual({ id: 1 });

    await user.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped'));
    await waitFor(() => expect(screen.queryByTestId(ids.order('MC001'))).toBeNull());
    expect(screen.getByTestId(ids.order('MC002'))).toBeTruthy();
  });

  it("shows the seller the buyer's name and the detail, without a cancel", async () => {
    const detail = orderDetailOf(order(1, 'pendingShipment'), { remarks: 'Pack in cartons' });
    const api = fakeApi([
      [orderPage, () => ok({ records: [detail], total: 1, pageNum: 1, pageSize: 15 })],
      [orderDetail, () => ok(detail)],
      [orderConfirm, () => ok({ ...detail, confirmedAt: 1_767_225_700_000 })],
    ]);
    const { user, router } = render('seller', '/sellerCenter/ordersReceived');
    const card = await screen.findByTestId(ids.order('MC001'));
    expect(card.textContent).toContain('Buyer: Li Lei');
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    // The detail is a page of the section, in the URL.
    await waitFor(() => expect(router.state.location.search).toBe('?order=1'));
    const page = await screen.findByTestId(detailIds.root);
    await within(page).findByText('Zhejiang Jinhua Yiwu Binwang Road 8');
    expect(page.textContent).toContain('Pack in cartons');
    expect(page.textContent).toContain('¥58.00');
    // The seller confirms before shipping.
    expect(screen.queryByTestId(detailIds.ship)).toBeNull();
    await user.click(screen.getByRole('button', { name: textsOf('orders')('sellerStep.confirm') }));
    await waitFor(() => expect(api.callsTo(orderConfirm)[0]?.body).toEqual({ id: 1 }));
  });
});
