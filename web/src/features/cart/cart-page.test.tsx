// /Shopping against a fake API: lines by shop with the marked ones not checkable, checking a shop and all with
// the exact total, settling only checked lines, the quantity rules before any call (units in English plural),
// a confirmed delete, and the list drawn while the realtime connection is down. Controls are found as a user
// finds them: by role and translated name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  deleteCartById,
  getCartList,
  getCartNum,
  updateCartQuantity,
  type CartGroup,
  type CartLine,
  type CartList,
} from '@portal/contracts/http/cart';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { fakeApi, ok, renderWithStore } from '@/test/render.tsx';
import { unread as chatUnread } from '@portal/contracts/http/chat';
import { makeStore } from '@/app/store.ts';
import { RealtimeConnection } from '@/shared/realtime/connection.ts';
import { FakeManagedSocket } from '@/shared/realtime/fake-socket.ts';
import CartPage from './cart-page.tsx';

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

/** Matches the element that shows `text` as a whole (e.g. 'Total: ¥384.97', its amount in a <strong>). */
function shown(text: string) {
  return (_: string, element: Element | null) =>
    element?.textContent === text && [...element.children].every((child) => child.textContent !== text);
}

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
    expect(await screen.findByText('The price has expired. Please select another price.')).toBeTruthy();
    expect(screen.getByText('The product has been taken off.')).toBeTruthy();

    // The columns' header and the settle bar each have one, in step.
    const [checkAll, otherCheckAll] = screen.getAllByRole('checkbox', { name: 'Select all' }) as HTMLInputElement[];
    await user.click(checkAll!);
    expect(otherCheckAll?.checked).toBe(true);
    // Three available lines: 12.50 x 4 + 0.35 x 100 + 99.99 x 3 = 50.00 + 35.00 + 299.97.
    expect(screen.getByText(shown('Total: ¥384.97'))).toBeTruthy();
    expect(screen.getByText('3 items selected')).toBeTruthy();
    const expiredBox = screen.getByRole('checkbox', { name: 'Select Goods 3' }) as HTMLInputElement;
    expect(expiredBox.checked).toBe(false);
    expect(expiredBox.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select Goods 1' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Settle' }));
    expect(screen.getByTestId('probe-location').textContent).toBe('/settle?cartIds=1%2C2%2C4');
  });

  it('checks a shop at once, and refuses to settle when nothing is checked', async () => {
    fakeApi([[getCartList, () => ok(LIST)]]);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select the goods to settle: items must be checked.');
    expect(screen.queryByTestId('probe-location')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all goods of Hardware Hall' }));
    expect(screen.getByText(shown('Total: ¥299.97'))).toBeTruthy();
    expect(screen.getByText('1 item selected')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds a quantity to four decimals, the minimum and the stock before calling; a good one is saved', async () => {
    const api = fakeApi([
      [getCartList, () => ok(LIST)],
      [updateCartQuantity, () => ok({ id: 1, quantity: '6.5', amount: '81.25', count: 5 })],
    ]);
    const { user } = renderCart();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Goods 1' });
    const message = () => screen.queryByRole('alert')?.textContent;

    await user.clear(input);
    await user.type(input, '1.23456{Enter}');
    expect(message()).toBe('Please enter the correct quantity. The quantity can have at most 4 decimals.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '1{Enter}');
    // English counts its units: 2 pieces, 500 pieces (and 1 piece).
    expect(message()).toBe('The minimum order is 2 pieces.');
    await user.clear(input);
    await user.type(input, '501{Enter}');
    expect(message()).toBe('Only 500 pieces in stock.');
    expect(api.callsTo(updateCartQuantity)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '6.5');
    // The amount follows the typed quantity at once: 12.50 x 6.5.
    expect(screen.getByText('¥81.25')).toBeTruthy();
    await user.tab();
    await waitFor(() => expect(api.callsTo(updateCartQuantity)).toHaveLength(1));
    expect(api.callsTo(updateCartQuantity)[0]?.body).toEqual({ id: 1, quantity: '6.5' });
  });

  it('steps a quantity by one with the named less and more buttons', async () => {
    const api = fakeApi([
      [getCartList, () => ok(LIST)],
      [updateCartQuantity, () => ok({ id: 4, quantity: '4', amount: '399.96', count: 5 })],
    ]);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'One more of Goods 4' }));
    await waitFor(() => expect(api.callsTo(updateCartQuantity)).toHaveLength(1));
    expect(api.callsTo(updateCartQuantity)[0]?.body).toEqual({ id: 4, quantity: '4' });
    expect((screen.getByRole('button', { name: 'One less of Goods 3' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the minimum and the stock with the unit counted, one or many', async () => {
    const single = line(6, '3.00', '1', { minOrder: '1', stock: '1', unit: 'set' });
    fakeApi([[getCartList, () => ok({ groups: [group(3, 'Set Shop', [single])], count: 1, availableCount: 1 })]]);
    renderCart();
    expect(await screen.findByText('Min. order 1 set · 1 set in stock')).toBeTruthy();
  });

  it('deletes a line only after the confirmation', async () => {
    const api = fakeApi([
      [getCartList, () => ok(LIST)],
      [deleteCartById, () => ok({ count: 4 })],
    ]);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Delete Goods 2' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this item from the cart?')).toBeTruthy();
    expect(api.callsTo(deleteCartById)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(deleteCartById)).toHaveLength(1));
    expect(api.callsTo(deleteCartById)[0]?.body).toEqual({ id: 2 });
  });

  it('shows the empty cart with the way to the market, in Chinese', async () => {
    fakeApi([[getCartList, () => ok({ groups: [], count: 0, availableCount: 0 })]]);
    renderCart('zh');
    expect(await screen.findByText('购物车是空的')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去商城逛逛' }).getAttribute('href')).toBe('/market');
  });

  it('shows the minimum in Chinese without a plural', async () => {
    fakeApi([[getCartList, () => ok(LIST)]]);
    renderCart('zh');
    expect((await screen.findAllByText('起订量 2件 · 库存 500件')).length).toBeGreaterThan(0);
  });
});

/** A socket the server never answers: the tab's connection stays down and, after its grace, polls. */
class DownSocket extends FakeManagedSocket {
  override connect(): void {
    this.handshakes.push(this.auth);
  }
}

describe('cart page while the realtime connection is down', () => {
  it('draws the lines from the cart call alone; the polled count reloads the list', async () => {
    const connection = new RealtimeConnection(new DownSocket(), { graceMs: 0 });
    // The header's count (polled while the socket is down) says one more line than the first list had.
    const grown: CartList = {
      ...LIST,
      count: 6,
      groups: [...LIST.groups, group(9, 'New Shop', [line(9, '1.00', '2')])],
    };
    let lists = 0;
    const api = fakeApi([
      [getCartList, () => ok(++lists === 1 ? LIST : grown)],
      [getCartNum, () => ok(6)],
      [chatUnread, () => ok({ total: 0 })],
    ]);
    const store = makeStore(
      {
        session: { ...initialSessionState, token: 'tok', userInfo: BUYER, cartCount: 5 },
        ui: { ...initialUiState, language: 'en' },
      },
      { connection, sessionDeps: { fetchUser: async () => ({ user: BUYER }) } },
    );
    renderWithStore(<CartPage />, { store, route: '/Shopping' });

    expect(await screen.findByRole('checkbox', { name: 'Select Goods 1' })).toBeTruthy();
    await waitFor(() => expect(connection.mode$.getValue()).toBe('polling'));
    await waitFor(() => expect(api.callsTo(getCartNum).length).toBeGreaterThan(0));
    // The polled count differs from the list's: the list is read again, and every line stays on screen.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Goods 9' })).toBeTruthy());
    expect(screen.getByRole('checkbox', { name: 'Select Goods 1' })).toBeTruthy();
    expect(api.callsTo(getCartList).length).toBeGreaterThanOrEqual(2);
    connection.close();
  });
});
