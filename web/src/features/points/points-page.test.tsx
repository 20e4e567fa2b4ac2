// The points mall page and the buyer-centre section with a fake API: the balance, the shelf in English, the
// confirm step (points after, short of points blocks the send, one request id for a retry), the server's
// refusal kept on the dialog, and my exchanges.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  integralProductAccount,
  integralProductExchange,
  integralProductMyExchanges,
  integralProductPage,
  type PointsGoods,
} from '@portal/contracts/http/integral-product';
import { ResultCode } from '@portal/contracts/envelope';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import { customerReceiveInfoList } from '@portal/contracts/http/customer-receive-info';
import { businessFailure, fakeApi, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import PointsPage from './points-page.tsx';
import PointsSection from './points-section.tsx';
import { pointsTestIds as ids } from './test-ids.ts';

const t = textsOf('points');

const goods = (id: number, extra: Partial<PointsGoods> = {}): PointsGoods => ({
  id,
  title: `Gel pens ${id}`,
  image: `/assets-mock/goods/points-${id}.svg`,
  category: 'office',
  points: 120,
  marketPrice: '12.00',
  stock: 50,
  exchanged: 3,
  perUserLimit: 5,
  mine: 0,
  ...extra,
});
const ADDRESS: ReceiveInfo = {
  id: 31,
  consigneeName: '王明',
  mobile: '13800000001',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  detailAddress: '稠州北路568号',
  regionName: 'Yiwu, Jinhua, Zhejiang',
  fullAddress: '稠州北路568号, Yiwu, Jinhua, Zhejiang',
  isDefault: true,
  createdAt: 0,
};
const page = <T,>(records: T[]) => ({ records, total: records.length, pageNum: 1, pageSize: 12 });
const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 1, account: 'buyer', nickname: 'Buyer', mobile: '138****0001', role: 'buyer' },
  },
} as never;

describe('/integralProduct', () => {
  it('shows the balance and exchanges with a confirm step: points needed and left, the address, the exchange number', async () => {
    let balance = 500;
    const api = fakeApi([
      [customerReceiveInfoList, () => ok([ADDRESS])],
      [integralProductPage, () => ok(page([goods(1), goods(2, { stock: 0, title: 'Bags' })]))],
      [integralProductAccount, () => ok({ balance, spent: 0, exchanges: 0 })],
      [
        integralProductExchange,
        (request) => {
          const body = request.body as { quantity: number };
          balance -= 120 * body.quantity;
          return ok({ id: 9, exchangeNo: 'JF20260601000009', points: 120 * body.quantity, balance });
        },
      ],
    ]);
    const { user } = renderWithStore(<PointsPage />, {
      route: '/integralProduct',
      preloadedState: loggedIn,
      lang: 'en',
    });
    await waitFor(() => expect(screen.getByTestId(ids.balance).textContent).toContain('500'));
    const cards = await screen.findAllByTestId(ids.card);
    expect((within(cards[1]!).getByTestId(ids.exchange) as HTMLButtonElement).disabled).toBe(true);
    expect(within(cards[1]!).getByTestId(ids.exchange).textContent).toContain('Sold out');
    await user.click(within(cards[0]!).getByRole('button', { name: t('exchange') }));
    await user.click(await screen.findByRole('button', { name: t('dialog.more') }));
    // The dialog's corner button is named in the page's language.
    expect(screen.getByRole('button', { name: t('dialog.closeDialog') })).toBeTruthy();
    expect(screen.getByTestId(ids.dialog.total).textContent).toContain('240 points');
    expect(screen.getByTestId(ids.dialog.after).textContent).toContain('260 points');
    // The default address is chosen from the start (the address manager of checkout).
    expect((await screen.findByRole('radio', { checked: true })).textContent).toContain('王明');
    await user.click(screen.getByRole('button', { name: t('dialog.confirm') }));
    expect((await screen.findByTestId(ids.done)).textContent).toContain('JF20260601000009');
    const sent = api.calls.filter((call) => call.op === integralProductExchange);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ goodsId: 1, quantity: 2, receiveInfoId: 31 });
    expect((sent[0]!.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(screen.getByTestId(ids.balance).textContent).toContain('260'));
  });

  it('says how many points are missing and does not send; a server refusal keeps the dialog open and a retry sends the same request id', async () => {
    const api = fakeApi([
      [customerReceiveInfoList, () => ok([ADDRESS])],
      [integralProductPage, () => ok(page([goods(1, { points: 400 })]))],
      [integralProductAccount, () => ok({ balance: 500, spent: 0, exchanges: 0 })],
      [
        integralProductExchange,
        () => businessFailure(ResultCode.pointsSoldOut, 'There is not enough of this item left to exchange.'),
      ],
    ]);
    const { user } = renderWithStore(<PointsPage />, {
      route: '/integralProduct',
      preloadedState: loggedIn,
      lang: 'en',
    });
    await user.click(await screen.findByRole('button', { name: t('exchange') }));
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(screen.getByTestId(ids.dialog.short).textContent).toContain('Not enough points: 300 more needed');
    expect((screen.getByRole('button', { name: t('dialog.confirm') }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fewer' }));
    await screen.findByRole('radio', { checked: true });
    await user.click(screen.getByRole('button', { name: t('dialog.confirm') }));
    await waitFor(() => expect(api.calls.some((call) => call.op === integralProductExchange)).toBe(true));
    expect(screen.queryByTestId(ids.done)).toBeNull();
    await user.click(screen.getByRole('button', { name: t('dialog.confirm') }));
    await waitFor(() => expect(api.calls.filter((call) => call.op === integralProductExchange)).toHaveLength(2));
    const [first, second] = api.calls.filter((call) => call.op === integralProductExchange);
    expect((second!.body as { requestId: string }).requestId).toBe((first!.body as { requestId: string }).requestId);
    expect(screen.getByRole('button', { name: t('dialog.confirm') })).toBeTruthy();
  });

  it('asks for a delivery address before sending posted goods, and none for a voucher', async () => {
    const api = fakeApi([
      [customerReceiveInfoList, () => ok([])],
      [integralProductPage, () => ok(page([goods(1), goods(2, { category: 'voucher', title: 'Booth voucher' })]))],
      [integralProductAccount, () => ok({ balance: 500, spent: 0, exchanges: 0 })],
      [integralProductExchange, () => ok({ id: 9, exchangeNo: 'JF20260601000009', points: 120, balance: 380 })],
    ]);
    const { user } = renderWithStore(<PointsPage />, {
      route: '/integralProduct',
      preloadedState: loggedIn,
      lang: 'en',
    });
    const cards = await screen.findAllByTestId(ids.card);
    await user.click(within(cards[0]!).getByRole('button', { name: t('exchange') }));
    expect(await screen.findByText('No shipping address yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('dialog.confirm') }));
    expect(screen.getByTestId(ids.dialog.addressMissing).textContent).toBe('Please choose or add a delivery address.');
    expect(api.calls.some((call) => call.op === integralProductExchange)).toBe(false);
    await user.click(screen.getByRole('button', { name: t('dialog.cancel') }));

    await user.click(within(cards[1]!).getByRole('button', { name: t('exchange') }));
    expect(await screen.findByText(/nothing is posted/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('dialog.confirm') }));
    await screen.findByTestId(ids.done);
    const sent = api.calls.filter((call) => call.op === integralProductExchange);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toHaveProperty('receiveInfoId');
  });

  it('asks a visitor to log in and shows the shelf in Chinese', async () => {
    fakeApi([[integralProductPage, () => ok(page([goods(1, { title: '晨光中性笔' })]))]]);
    renderWithStore(<PointsPage />, { route: '/integralProduct', lang: 'zh' });
    expect((await screen.findByTestId(ids.loginHint)).textContent).toContain('登录');
    expect((await screen.findByTestId(ids.cardTitle)).textContent).toContain('晨光中性笔');
    expect(screen.getByText('办公用品', { selector: 'span' })).toBeTruthy();
  });
});

describe('buyer centre: my points', () => {
  it('lists my exchanges with the balance and where each is posted', async () => {
    fakeApi([
      [integralProductAccount, () => ok({ balance: 4260, spent: 740, exchanges: 1 })],
      [
        integralProductMyExchanges,
        () =>
          ok(
            page([
              {
                id: 1,
                exchangeNo: 'JF20260601000001',
                goods: { id: 1, title: 'Gel pens', image: '/x.svg' },
                quantity: 2,
                points: 240,
                createdAt: Date.UTC(2026, 5, 1, 2),
                delivery: {
                  consigneeName: '王明',
                  mobile: '13800000001',
                  regionName: 'Yiwu, Jinhua, Zhejiang',
                  detailAddress: '稠州北路568号',
                  fullAddress: '稠州北路568号, Yiwu, Jinhua, Zhejiang',
                },
              },
              {
                id: 2,
                exchangeNo: 'JF20260601000002',
                goods: { id: 13, title: 'Booth voucher', image: '/y.svg' },
                quantity: 1,
                points: 4500,
                createdAt: Date.UTC(2026, 5, 1, 1),
                delivery: null,
              },
            ]),
          ),
      ],
    ]);
    renderWithStore(<PointsSection />, { route: '/buyerCenter/points', preloadedState: loggedIn, lang: 'en' });
    await waitFor(() => expect(screen.getByTestId(ids.balance).textContent).toContain('4,260'));
    const [row, voucher] = await screen.findAllByTestId(ids.exchangeRow);
    expect(within(row!).getByTestId(ids.exchangeDelivery).textContent).toBe(
      'Ship to 王明 13800000001, 稠州北路568号, Yiwu, Jinhua, Zhejiang',
    );
    expect(within(voucher!).getByTestId(ids.exchangeDelivery).textContent).toBe('Credited to your account');
    expect(row!.textContent).toContain('JF20260601000001');
    expect(row!.textContent).toContain('Gel pens');
    expect(row!.textContent).toContain('−240');
    expect(row!.textContent).toContain('2026-06-01 10:00');
  });
});
