// One order's detail against a fake API, by status and side: the buyer pays (or simulates a failure) before the
// deadline, confirms receipt of a shipped order and reviews each line of a completed one; the seller confirms,
// then ships with carrier and tracking number, or cancels before shipment with a reason; nobody is offered a
// step the status does not allow; the timeline names each step, who took it and why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail, OrderEvent } from '@portal/contracts/entities/order';
import {
  orderConfirm,
  orderPay,
  orderReceive,
  orderReview,
  orderSellerCancel,
  orderShip,
} from '@portal/contracts/http/order';
import { businessFailure, fakeApi, fieldRejected, ok, renderWithStore } from '@/test/render.tsx';
import { marketDateTime } from '@/shared/market-time.ts';
import { OrderDetailView, type OrderSide } from './order-detail-view.tsx';
import { orderDetailOf, orderLine, orderSummary } from './order-fixtures.ts';

const PLACED_AT = 1_767_225_600_000;

function order(status: OrderDetail['status'], extra: Partial<OrderDetail> = {}): OrderDetail {
  const summary = orderSummary(9, status, {
    sellerName: 'Yiwu Glaze',
    goodsAmount: '199.00',
    tax: '5.97',
    totalAmount: '212.97',
    totalQuantity: '12',
    lines: [
      orderLine(91, 101, 'Glaze vase', { price: '19.90', quantity: '10', amount: '199.00' }),
      orderLine(92, 102, 'Glaze cup', { price: '0.00', quantity: '2', amount: '0.00' }),
    ],
    amountDue: '212.97',
    source: 'buyNow',
    payDeadline: status === 'pendingPayment' ? PLACED_AT + 30 * 60_000 : null,
    createdAt: PLACED_AT,
  });
  return orderDetailOf(summary, extra);
}

function render(detail: OrderDetail, side: OrderSide, lang: 'zh' | 'en' = 'en') {
  return renderWithStore(<OrderDetailView order={detail} side={side} />, { lang });
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the order detail, buyer side', () => {
  it('pays an order awaiting payment, shows the deadline, and reports a failed payment with its reason', async () => {
    let reply = () => ok(order('pendingShipment'));
    const api = fakeApi([[orderPay, () => reply()]]);
    const { user } = render(order('pendingPayment'), 'buyer');
    const payBox = screen.getByText('Pay ¥212.97').closest('div')!.parentElement!;
    expect(payBox.textContent).toContain(`Pay by ${marketDateTime(PLACED_AT + 30 * 60_000)}`);
    expect(button('Confirm receipt')).toBeNull();
    expect(button('Confirm order')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(api.callsTo(orderPay)).toHaveLength(1));
    expect(api.callsTo(orderPay)[0]?.body).toEqual({ id: 9, outcome: 'success' });

    // A simulated failure sends the chosen reason; the bank's answer is shown on the page.
    reply = () => businessFailure('500', 'The card was declined');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Reason of the simulated failure' }),
      'The card was declined',
    );
    await user.click(screen.getByRole('button', { name: 'Simulate failure' }));
    await waitFor(() => expect(api.callsTo(orderPay)).toHaveLength(2));
    expect(api.callsTo(orderPay)[1]?.body).toEqual({ id: 9, outcome: 'failure', failureReason: 'cardDeclined' });
    expect((await screen.findByRole('alert')).textContent).toBe('The card was declined');
  });

  it('offers nothing while the seller has the order, and confirms receipt once it is shipped', async () => {
    const waiting = render(order('pendingShipment'), 'buyer');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    waiting.unmount();

    const api = fakeApi([[orderReceive, () => ok(order('completed'))]]);
    const { user } = render(
      order('shipped', { carrier: 'SF Express', trackingNo: 'SF1234567', confirmedAt: PLACED_AT + 1 }),
      'buyer',
    );
    expect(screen.getByText('SF Express · SF1234567')).toBeTruthy();
    expect(button('Pay now')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your review of these goods' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(api.callsTo(orderReceive)[0]?.body).toEqual({ id: 9 }));
  });

  it('reviews each line of a completed order with stars and a text; a reviewed line shows its review', async () => {
    const api = fakeApi([[orderReview, () => ok(order('completed'))]]);
    const detail = order('completed');
    detail.lines[1] = { ...detail.lines[1]!, review: { stars: 2, content: 'Chipped rim', createdAt: PLACED_AT + 5 } };
    const { user } = render(detail, 'buyer');
    // One form only: the second line is reviewed already.
    const forms = screen.getAllByRole('radiogroup', { name: 'Stars' });
    expect(forms).toHaveLength(1);
    expect(screen.getByText('Chipped rim')).toBeTruthy();
    expect(screen.getByRole('img', { name: '2 stars' }).textContent).toBe('★★☆☆☆');

    // Text is required.
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Please write your review.')).toBeTruthy();
    expect(api.callsTo(orderReview)).toHaveLength(0);

    await user.click(within(forms[0]!).getByRole('radio', { name: '4 stars' }));
    expect(within(forms[0]!).getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(within(forms[0]!).getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('false');
    await user.type(screen.getByRole('textbox', { name: 'Your review of these goods' }), 'Even glaze');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(api.callsTo(orderReview)).toHaveLength(1));
    expect(api.callsTo(orderReview)[0]?.body).toEqual({ id: 9, lineId: 91, stars: 4, content: 'Even glaze' });
  });
});

describe('the order detail, seller side', () => {
  it('confirms before it offers to ship, and offers no buyer step', async () => {
    const api = fakeApi([[orderConfirm, () => ok(order('pendingShipment', { confirmedAt: PLACED_AT + 1 }))]]);
    const { user } = render(order('pendingShipment'), 'seller');
    expect(screen.queryByRole('textbox', { name: 'Carrier' })).toBeNull();
    expect(button('Pay now')).toBeNull();
    expect(button('Confirm receipt')).toBeNull();
    // The seller reads the buyer's name.
    expect(screen.getByText('Li Lei', { selector: 'p' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(api.callsTo(orderConfirm)[0]?.body).toEqual({ id: 9 }));
  });

  it('ships with carrier and tracking number; a refused field is shown under its input', async () => {
    let reply = () => fieldRejected('trackingNo', 'Please enter the tracking number.');
    const api = fakeApi([[orderShip, () => reply()]]);
    const { user } = render(order('pendingShipment', { confirmedAt: PLACED_AT + 1 }), 'seller');
    expect(button('Confirm order')).toBeNull();
    const carrier = screen.getByRole('textbox', { name: 'Carrier' });
    await user.type(carrier, 'SF Express');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(api.callsTo(orderShip)).toHaveLength(1));
    expect(api.callsTo(orderShip)[0]?.body).toEqual({ id: 9, carrier: 'SF Express', trackingNo: '' });
    expect(await screen.findByText('Please enter the tracking number.')).toBeTruthy();

    reply = () => ok(order('shipped'));
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'SF1234567');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(api.callsTo(orderShip)).toHaveLength(2));
    expect(api.callsTo(orderShip)[1]?.body).toEqual({ id: 9, carrier: 'SF Express', trackingNo: 'SF1234567' });
    await waitFor(() => expect(screen.queryByText('Please enter the tracking number.')).toBeNull());
  });

  it('cancels before shipment with a reason the server may refuse; after shipment it offers nothing', async () => {
    let reply = () => fieldRejected('reason', '请填写取消原因');
    const api = fakeApi([[orderSellerCancel, () => reply()]]);
    const view = render(order('pendingPayment'), 'seller', 'zh');
    const { user } = view;
    expect(button('立即付款')).toBeNull();
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    const reason = screen.getByRole('textbox', { name: '取消原因（买家可见）' });
    await user.click(screen.getByRole('button', { name: '确认取消订单' }));
    expect(await screen.findByText('请填写取消原因')).toBeTruthy();
    expect(api.callsTo(orderSellerCancel)[0]?.body).toEqual({ id: 9, reason: '' });

    reply = () => ok(order('cancelled'));
    await user.type(reason, '库存不足');
    await user.click(screen.getByRole('button', { name: '确认取消订单' }));
    await waitFor(() => expect(api.callsTo(orderSellerCancel)).toHaveLength(2));
    expect(api.callsTo(orderSellerCancel)[1]?.body).toEqual({ id: 9, reason: '库存不足' });
    view.unmount();

    for (const status of ['shipped', 'completed', 'cancelled'] as const) {
      const later = render(order(status, { confirmedAt: PLACED_AT + 1 }), 'seller');
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      // The seller never reviews.
      expect(screen.queryByRole('radiogroup')).toBeNull();
      later.unmount();
    }
  });
});

describe('the order timeline', () => {
  it('lists every step with its time, who took it and its note; the system by that name', () => {
    const events: OrderEvent[] = [
      { action: 'placed', status: 'pendingPayment', actorSide: 'buyer', actorName: 'Li Lei', note: '', at: PLACED_AT },
      {
        action: 'paymentFailed',
        status: 'pendingPayment',
        actorSide: 'buyer',
        actorName: 'Li Lei',
        note: 'The card was declined',
        at: PLACED_AT + 60_000,
      },
      {
        action: 'expired',
        status: 'cancelled',
        actorSide: 'system',
        actorName: '',
        note: 'Not paid by the payment deadline: cancelled by the system',
        at: PLACED_AT + 31 * 60_000,
      },
    ];
    render(
      order('cancelled', { timeline: events, cancelReason: 'Not paid by the payment deadline', cancelledBy: 'system' }),
      'buyer',
    );
    const timeline = screen.getByRole('list');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `${marketDateTime(PLACED_AT)}Order placedLi Lei`,
      `${marketDateTime(PLACED_AT + 60_000)}Payment failedLi Lei · The card was declined`,
      `${marketDateTime(PLACED_AT + 31 * 60_000)}Not paid in time: cancelled by the systemSystem · Not paid by the payment deadline: cancelled by the system`,
    ]);
    expect(screen.getByText('Not paid by the payment deadline')).toBeTruthy();
    // A cancelled order offers the buyer nothing.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('the order amounts and quantities', () => {
  it('counts each line in its unit, plural in English ("10 pieces", "1 piece"), one form in Chinese', () => {
    const one = order('pendingShipment');
    const lines = [one.lines[0]!, { ...one.lines[1]!, quantity: '1', unit: 'set' as const }];
    const english = render({ ...one, lines }, 'buyer');
    expect(screen.getByText(/× 10 pieces =/)).toBeTruthy();
    expect(screen.getByText(/× 1 set =/)).toBeTruthy();
    english.unmount();
    render({ ...one, lines }, 'buyer', 'zh');
    expect(screen.getByText(/× 10 件 =/)).toBeTruthy();
    expect(screen.getByText(/× 1 套 =/)).toBeTruthy();
  });

  it('shows no coupon line without a discount, and the named coupon with one', () => {
    const plain = render(order('pendingShipment'), 'buyer');
    expect(screen.queryByText('Coupon')).toBeNull();
    expect(screen.queryByText('-¥0.00')).toBeNull();
    plain.unmount();
    render(
      order('pendingShipment', {
        couponDiscount: '5.00',
        coupon: { id: 5, name: 'Spring', discount: '5.00' },
        totalAmount: '207.97',
      }),
      'buyer',
    );
    expect(screen.getByText('Coupon (Spring)')).toBeTruthy();
    expect(screen.getByText('-¥5.00')).toBeTruthy();
  });
});
