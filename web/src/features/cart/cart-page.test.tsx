// /Shopping against a fake API: lines by shop with the marked ones not checkable, checking a shop and all with
// the exact total, settling only checked lines, the quantity rules before any call, and a confirmed delete.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  deleteCartById,
  getCartList,
  updateCartQuantity,
  type CartGroup,
  type CartLine,
  type CartList,
} from '@portal/contracts/http/cart';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { fakeApi, ok, renderWithStore } from '@/test/render.tsx';
import CartPage from './cart-page.tsx';
import { cartTestIds as ids } from './test-ids.ts';

const BUYER: UserInfo = {
  id: 7,
  account: 'buyer',
  nickname: 'Buyer',
  mobile: '138****0001',
  role: 'buyer',
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

function line(id: number, price: string, quantity: string, extra: Partial<CartLine> = {}): CartLine {
  return {
    id,
    productId: 100 + id,
    code: `P${id}`,
    title: `Goods ${id}`,
    image: `/assets-mock/goods/${id}.svg`,
    unit: 'piece',
    specText: 'Colour: red',
    source: 'sale',
    price,
    priceState: 'valid',
    quantity,
    amount: (Number(price) * Number(quantity)).toFixed(2),
    stock: '500',
    minOrder: '2',
    available: true,
    unavailableReason: null,
    addedAt: 1_767_225_600_000,
    ...extra,
  };
}

function group(companyId: number, shopName: string, lines: CartLine[]): CartGroup {
  return { companyId, shopName, companyKind: 'shop', logo: '', lines, availableAmount: '0.00' };
}

const LIST: CartList = {
  groups: [
    group(1, 'Yiwu Jewellery', [
      line(1, '12.50', '4'),
      line(2, '0.35', '100'),
      line(3, '8.00', '10', { available: false, unavailableReason: 'priceExpired', priceState: 'expired' }),
    ]),
    group(2, 'Hardware Hall', [
      line(4, '99.99', '3'),
      line(5, '5.00', '2', { available: false, unavailableReason: 'offShelf' }),
    ]),
  ],
  count: 5,
  availableCount: 3,
};

function Probe() {
  const location = useLocation();
  return <div data-testid="probe-location">{`${location.pathname}${location.search}`}</div>;
}

function renderCart(lang: 'zh' | 'en' = 'en') {
  return renderWithStore(
    <Routes>
      <Route path="/Shopping" element={<CartPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    {
      route: '/Shopping',
      preloadedState: {
        session: { ...initialSessionState, token: 'tok', userInfo: BUYER, cartCount: 5 },
        ui: { ...initialUiState, language: lang },
      },
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart page', () => {
  it('marks lines that cannot settle with the product message and keeps them unchecked', async () => {
    fakeApi([[getCartList, () => ok(LIST)]]);
    const { user } = renderCart();
    const expired = await screen.findByTestId(ids.lineUnavailable(3));
    expect(expired.textContent).toBe('The price has expired. Please select another price.');
    expect(screen.getByTestId(ids.lineUnavailable(5)).textContent).toBe('The product has been taken off.');

    await user.click(screen.getByTestId(ids.checkAll));
    // Three available lines: 12.50 x 4 + 0.35 x 100 + 99.99 x 3 = 50.00 + 35.00 + 299.97.
    expect(screen.getByTestId(ids.total).textContent).toBe('¥384.97');
    expect(screen.getByTestId(ids.checkedCount).textContent).toBe('3 items selected');
    const expiredBox = within(screen.getByTestId(ids.lineCheck(3))).getByRole('checkbox', { hidden: true });
    expect((expiredBox as HTMLInputElement).checked).toBe(false);
    expect((expiredBox as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByTestId(ids.settle));
    expect(screen.getByTestId('probe-location').textContent).toBe('/settle?cartIds=1%2C2%2C4');
  });

  it('checks a shop at once, and refuses to settle when nothing is checked', async () => {
    fakeApi([[getCartList, () => ok(LIST)]]);
    const { user } = renderCart();
    await user.click(await screen.findByTestId(ids.settle));
    expect(screen.getByTestId(ids.settleError).textContent).toBe(
      'Please select the goods to settle: items must be checked.',
    );
    expect(screen.queryByTestId('probe-location')).toBeNull();

    await user.click(screen.getByTestId(ids.groupCheck(2)));
    expect(screen.getByTestId(ids.total).textContent).toBe('¥299.97');
    expect(screen.queryByTestId(ids.settleError)).toBeNull();
  });

  it('holds a quantity to four decimals, the minimum and the stock before calling; a good one is saved', async () => {
    const api = fakeApi([
      [getCartList, () => ok(LIST)],
      [updateCartQuantity, () => ok({ id: 1, quantity: '6.5', amount: '81.25', count: 5 })],
    ]);
    const { user } = renderCart();
    const input = await screen.findByTestId(ids.lineQuantity(1));
    const message = () => within(screen.getByTestId(ids.line(1))).queryByRole('alert')?.textContent;

    await user.clear(input);
    await user.type(input, '1.23456{Enter}');
    expect(message()).toBe('Please enter the correct quantity. The quantity can have at most 4 decimals.');
    await user.clear(input);
    await user.type(input, '1{Enter}');
    expect(message()).toBe('The minimum order is 2 piece.');
    await user.clear(input);
    await user.type(input, '501{Enter}');
    expect(message()).toBe('Only 500 piece in stock.');
    expect(api.callsTo(updateCartQuantity)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '6.5');
    // The amount follows the typed quantity at once: 12.50 x 6.5.
    expect(screen.getByTestId(ids.lineAmount(1)).textContent).toBe('¥81.25');
    await user.tab();
    await waitFor(() => expect(api.callsTo(updateCartQuantity)).toHaveLength(1));
    expect(api.callsTo(updateCartQuantity)[0]?.body).toEqual({ id: 1, quantity: '6.5' });
  });

  it('deletes a line only after the confirmation', async () => {
    const api = fakeApi([
      [getCartList, () => ok(LIST)],
      [deleteCartById, () => ok({ count: 4 })],
    ]);
    const { user } = renderCart();
    await user.click(await screen.findByTestId(ids.lineDelete(2)));
    const dialog = await screen.findByTestId(ids.confirm);
    expect(dialog.textContent).toContain('Delete this item from the cart?');
    expect(api.callsTo(deleteCartById)).toHaveLength(0);
    await user.click(screen.getByTestId(ids.confirmOk));
    await waitFor(() => expect(api.callsTo(deleteCartById)).toHaveLength(1));
    expect(api.callsTo(deleteCartById)[0]?.body).toEqual({ id: 2 });
  });

  it('shows the empty cart with the way to the market, in Chinese', async () => {
    fakeApi([[getCartList, () => ok({ groups: [], count: 0, availableCount: 0 })]]);
    renderCart('zh');
    const empty = await screen.findByTestId(ids.empty);
    expect(empty.textContent).toContain('购物车是空的');
    expect(screen.getByTestId(ids.toMarket).getAttribute('href')).toBe('/market');
  });
});
