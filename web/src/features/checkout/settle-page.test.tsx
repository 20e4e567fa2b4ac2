// /settle and /placeOrder against a fake API: the default address chosen, the required choices checked before
// any call, the order body the server gets, a refusal shown in the product's words with the form kept, the
// address form's region and detail rules, financing only for credit users, units in English plural, no
// coupon line without a discount, and the result page. Controls are found by role and translated name; the
// amounts (values, not controls) by their test ids.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '@portal/contracts/entities/user';
import type { OrderDetail, ReceiveInfo } from '@portal/contracts/entities/order';
import { ResultCode } from '@portal/contracts/envelope';
import { cartFindByIds, generateOrder, type CartGroup } from '@portal/contracts/http/cart';
import { infoForCart, type CartCustomerInfo } from '@portal/contracts/http/customer-extra';
import { customerInvoiceInfoSave } from '@portal/contracts/http/customer-invoice-info';
import { customerReceiveInfoList, customerReceiveInfoSave } from '@portal/contracts/http/customer-receive-info';
import { couponPage } from '@portal/contracts/http/coupon';
import { freightTemCalculate, freightTemPage } from '@portal/contracts/http/freight-tem';
import { listCityByName, listCountyByName, listProvince } from '@portal/contracts/http/region';
import { orderDetail } from '@portal/contracts/http/order';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { businessFailure, fakeApi, ok, renderWithStore, type FakeHandler } from '@/test/render.tsx';
import type { OperationDef } from '@portal/contracts/operation';
import SettlePage from './settle-page.tsx';
import PlaceOrderPage from './place-order-page.tsx';
import { checkoutTestIds as ids } from './test-ids.ts';

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

const GROUPS: CartGroup[] = [
  {
    companyId: 3,
    shopName: 'Yiwu Jewellery',
    companyKind: 'shop',
    logo: '',
    availableAmount: '50.00',
    lines: [
      {
        id: 1,
        productId: 101,
        code: 'P101',
        title: 'Hoop earrings',
        image: '',
        unit: 'piece',
        specText: '',
        source: 'sale',
        price: '12.50',
        priceState: 'valid',
        quantity: '4',
        amount: '50.00',
        stock: '500',
        minOrder: '2',
        available: true,
        unavailableReason: null,
        addedAt: 1,
      },
    ],
  },
];

/** The consignee as an order sends it: what the saved address below holds. */
const CONSIGNEE = {
  consigneeName: 'Wang Ming',
  mobile: '13800000001',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  detailAddress: 'Futian Road 1',
};

const ADDRESS: ReceiveInfo = {
  id: 21,
  ...CONSIGNEE,
  regionName: 'Zhejiang Jinhua Yiwu',
  fullAddress: 'Zhejiang Jinhua Yiwu Futian Road 1',
  isDefault: true,
  createdAt: 1,
};

function info(isCreditUser: boolean): CartCustomerInfo {
  return {
    userId: 7,
    authenticated: true,
    companyId: null,
    companyName: null,
    defaultAddress: ADDRESS,
    addressCount: 1,
    invoice: null,
    credit: {
      isCreditUser,
      companyName: null,
      totalLimit: '0.00',
      availableLimit: '0.00',
      usedLimit: '0.00',
      ratio: 0,
      validUntil: null,
    },
    cartCount: 1,
  };
}

/** The parts of a placed order the result page reads. */
function placed(): OrderDetail {
  return {
    id: 88,
    orderNo: 'MC2026112300001',
    status: 'pendingPayment',
    paymentMethod: 'online',
    sellerName: 'Yiwu Jewellery',
    totalAmount: '53.00',
    consignee: { ...ADDRESS },
  } as unknown as OrderDetail;
}

const emptyPage = ok({ records: [], total: 0, pageNum: 1, pageSize: 50 });

function routes(extra: [OperationDef, FakeHandler][] = [], credit = false) {
  // The first route that matches answers: a test's own routes come first.
  return fakeApi([
    ...extra,
    [cartFindByIds, () => ok(GROUPS)],
    [infoForCart, () => ok(info(credit))],
    [customerReceiveInfoList, () => ok([ADDRESS])],
    [couponPage, () => emptyPage],
    [freightTemPage, () => emptyPage],
    [freightTemCalculate, () => ok(null)],
    [listProvince, () => ok([{ code: '33', name: 'Zhejiang' }])],
    [listCityByName, () => ok([{ code: '3307', name: 'Jinhua' }])],
    [listCountyByName, () => ok([{ code: '330782', name: 'Yiwu' }])],
  ]);
}

/** A date input takes its value at once (typing it key by key only slows the test down). */
function setDate(input: HTMLElement, value = '2030-01-15') {
  fireEvent.change(input, { target: { value } });
}

/** The delivery date field, by its label. */
const deliveryDate = () => screen.getByLabelText(/^Delivery date/);

/** The summary's submit (its twin in the phone's bar is hidden on a desktop by CSS, which jsdom does not apply). */
const submitButton = () => screen.getAllByRole('button', { name: 'Place order' })[0]!;

function Probe() {
  const location = useLocation();
  return <div data-testid="probe-location">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(url: string, lang: 'zh' | 'en' = 'en') {
  return renderWithStore(
    <Routes>
      <Route path="/settle" element={<SettlePage />} />
      <Route path="/placeOrder" element={<PlaceOrderPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    {
      route: url,
      preloadedState: {
        session: { ...initialSessionState, token: 'tok', userInfo: BUYER },
        ui: { ...initialUiState, language: lang },
      },
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order confirmation', () => {
  it('needs the delivery date, then places the order with the default address and goes to the result', async () => {
    const api = routes([
      [generateOrder, () => ok({ orders: [{ id: 88, orderNo: 'MC2026112300001', totalAmount: '50.00' }] })],
    ]);
    const { user, router } = renderAt('/settle?cartIds=1');
    await screen.findByText('Hoop earrings');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Wang Ming/ }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(screen.getByTestId(ids.payable).textContent).toBe('¥50.00');

    await user.click(submitButton());
    expect(await screen.findByText('Delivery time is required')).toBeTruthy();
    expect(api.callsTo(generateOrder)).toHaveLength(0);

    setDate(deliveryDate());
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo(generateOrder)).toHaveLength(1));
    expect(api.callsTo(generateOrder)[0]?.body).toEqual({
      type: 'general',
      deliveryMethod: 'delivery',
      deliveryTime: '2030-01-15',
      paymentMethod: 'cashOnDelivery',
      consignee: CONSIGNEE,
      receiveInfoId: 21,
      invoice: { invoiceType: 'none' },
      cartIds: [1],
      // The prices shown: the server refuses a line whose price is another by now.
      expectedPrices: [{ cartId: 1, price: expect.any(String) }],
    });
    // The result replaces the confirmation in the history (back does not submit again).
    await waitFor(() => expect(router.state.location.search).toBe('?ids=88'));
    expect(router.state.location.pathname).toBe('/placeOrder');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's refusal in the product's words and keeps what was entered", async () => {
    routes([
      [
        generateOrder,
        () => businessFailure(ResultCode.priceExpired, 'The price has expired. Please select another price.'),
      ],
    ]);
    const { user } = renderAt('/settle?cartIds=1');
    await screen.findByText('Hoop earrings');
    setDate(deliveryDate());
    await user.click(screen.getByRole('textbox', { name: 'Remarks' }));
    await user.paste('Pack in cartons');
    await user.click(submitButton());
    // Announced beside the submit.
    expect((await screen.findByRole('alert')).textContent).toBe('The price has expired. Please select another price.');
    expect(screen.queryByTestId('probe-location')).toBeNull();
    expect((deliveryDate() as HTMLInputElement).value).toBe('2030-01-15');
    expect((screen.getByRole('textbox', { name: 'Remarks' }) as HTMLTextAreaElement).value).toBe('Pack in cartons');
  });

  it('saves new invoice information first and orders with it and the chosen coupon', async () => {
    const coupon = {
      id: 5,
      code: 'C5',
      name: 'Spring',
      amount: '5.00',
      threshold: '20.00',
      shop: null,
      category: null,
      validFrom: 0,
      validTo: 1,
      validity: 'valid',
      total: 10,
      remaining: 5,
      perUserLimit: 1,
      possessStatus: 'received',
      received: 1,
      canReceive: false,
    };
    const api = routes([
      [couponPage, () => ok({ records: [coupon], total: 1, pageNum: 1, pageSize: 50 })],
      [customerInvoiceInfoSave, () => ok({ id: 31 })],
      [generateOrder, () => ok({ orders: [{ id: 89, orderNo: 'MC2', totalAmount: '46.50' }] })],
      [orderDetail, () => ok(placed())],
    ]);
    const { user } = renderAt('/settle?cartIds=1');
    await screen.findByText('Hoop earrings');
    setDate(deliveryDate());
    await waitFor(() => expect(screen.getByRole('option', { name: /Spring/ })).toBeTruthy());
    expect(screen.queryByTestId(ids.discount)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon' }), '5');
    expect(screen.getByTestId(ids.payable).textContent).toBe('¥45.00');
    // A coupon chosen: its discount shows in the total.
    expect(screen.getByTestId(ids.discount).textContent).toBe('-¥5.00');

    expect(screen.getByTestId(ids.tax).textContent).toBe('¥0.00');
    await user.click(screen.getByRole('radio', { name: 'VAT normal invoice' }));
    // Before submit: 3% of the goods (50.00) as tax, in the amount to pay the order then stores (46.50).
    expect(screen.getByTestId(ids.tax).textContent).toBe('¥1.50');
    expect(screen.getByTestId(ids.payable).textContent).toBe('¥46.50');
    await user.click(submitButton());
    expect(await screen.findByText('Invoice title is required')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: /^Invoice title/ }));
    await user.paste('Yiwu Trading Co.');
    const taxNumber = screen.getByRole('textbox', { name: /^Taxpayer number/ });
    await user.type(taxNumber, 'abc');
    await user.click(submitButton());
    expect(await screen.findByText('The taxpayer number is 15 to 20 digits or capital letters.')).toBeTruthy();
    expect(api.callsTo(customerInvoiceInfoSave)).toHaveLength(0);

    await user.clear(taxNumber);
    await user.click(taxNumber);
    await user.paste('91330782MA2EXAMPLE');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo(generateOrder)).toHaveLength(1));
    expect(api.callsTo(customerInvoiceInfoSave)[0]?.body).toEqual({
      invoiceType: 'normal',
      title: 'Yiwu Trading Co.',
      taxNumber: '91330782MA2EXAMPLE',
      isDefault: true,
    });
    expect(api.callsTo(generateOrder)[0]?.body).toMatchObject({
      invoice: { invoiceType: 'normal', invoiceInfoId: 31 },
      couponId: 5,
    });
  });

  it('offers financing only to a credit user', async () => {
    routes();
    const first = renderAt('/settle?cartIds=1');
    expect(((await screen.findByRole('radio', { name: 'Financing' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Financing orders are for companies with a credit facility.')).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();
    routes([], true);
    renderAt('/settle?cartIds=1');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Financing' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("checks the new address's region and detail with the product's messages before saving it", async () => {
    const api = routes([[customerReceiveInfoSave, () => ok({ id: 22 })]]);
    const { user } = renderAt('/settle?cartIds=1', 'zh');
    await user.click(await screen.findByRole('button', { name: /新增地址/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    await user.type(within(dialog).getByRole('textbox', { name: /^收货人/ }), '李雷');
    await user.click(within(dialog).getByRole('textbox', { name: /^手机号码/ }));
    await user.paste('13912345678');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    expect(await within(dialog).findByText('请选择省/市/区')).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: '省份' }), '33');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Jinhua' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '城市' }), '3307');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Yiwu' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '区县' }), '330782');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    expect(await within(dialog).findByText('请输入详细地址')).toBeTruthy();
    expect(api.callsTo(customerReceiveInfoSave)).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /^详细地址/ }));
    await user.paste('宾王路 8 号');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(api.callsTo(customerReceiveInfoSave)).toHaveLength(1));
    expect(api.callsTo(customerReceiveInfoSave)[0]?.body).toEqual({
      consigneeName: '李雷',
      mobile: '13912345678',
      provinceCode: '33',
      cityCode: '3307',
      countyCode: '330782',
      detailAddress: '宾王路 8 号',
      isDefault: false,
    });
  });

  it('counts the units of each line in English and keeps Chinese without a plural', async () => {
    routes();
    const first = renderAt('/settle?cartIds=1');
    // 4 pieces, on the desktop row and the phone's line alike.
    expect((await screen.findAllByText(/× 4 pieces/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/× 4 piece$/)).toBeNull();
    first.unmount();
    renderAt('/settle?cartIds=1', 'zh');
    expect((await screen.findAllByText(/× 4 件/)).length).toBeGreaterThan(0);
  });

  it('shows no coupon line while no coupon applies (no "-¥0.00")', async () => {
    routes();
    renderAt('/settle?cartIds=1');
    await screen.findByText('Hoop earrings');
    await waitFor(() => expect(screen.getByTestId(ids.payable).textContent).toBe('¥50.00'));
    expect(screen.getByTestId(ids.goodsAmount).textContent).toBe('¥50.00');
    expect(screen.queryByTestId(ids.discount)).toBeNull();
    expect(screen.queryByText('-¥0.00')).toBeNull();
  });

  it('says there is nothing to order for a URL without lines', async () => {
    routes();
    renderAt('/settle?cartIds=abc');
    expect((await screen.findByTestId(ids.invalid)).textContent).toContain('Nothing to order');
  });
});

describe('order result', () => {
  it('shows each order placed with its number and amount', async () => {
    fakeApi([[orderDetail, () => ok(placed())]]);
    renderAt('/placeOrder?ids=88');
    const card = await screen.findByTestId(ids.result.order(88));
    expect(card.textContent).toContain('MC2026112300001');
    expect(card.textContent).toContain('¥53.00');
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe('/buyerCenter/orders');
  });
});
