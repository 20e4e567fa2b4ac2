import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSystemDate } from '@portal/contracts/http/auction';
import { addCart } from '@portal/contracts/http/cart';
import { pageEvaluate } from '@portal/contracts/http/evaluate';
import { favouriteAdd } from '@portal/contracts/http/favourite';
import { homePageSearchByMultiCondition } from '@portal/contracts/http/home';
import { getSalePrice, priceApply } from '@portal/contracts/http/product-price-apply';
import { saleProductSearchById } from '@portal/contracts/http/sale-product';
import { saveFootprint } from '@portal/contracts/http/user-footprint';
import { ResultCode } from '@portal/contracts/envelope';
import { selectCartCount } from '@/shared/session/session-slice.ts';
import {
  businessFailure,
  fakeApi,
  ok,
  renderPage,
  renderWithStore,
  textsOf,
  type FakeHandler,
} from '@/test/render.tsx';
import type { OperationDef } from '@portal/contracts/operation';
import type { ProductDetail } from '@portal/contracts/entities/catalogue';
import GoodsDetailPage from './goods-detail-page.tsx';
import { detail, goods, loggedInState, pageOf } from './catalogue.fixture.ts';
import { catalogueTestIds } from './test-ids.ts';

const ids = catalogueTestIds.goods;
const t = textsOf('catalogue');

afterEach(() => {
  vi.unstubAllGlobals();
});

function routes(product: ProductDetail, more: [OperationDef, FakeHandler][] = []): [OperationDef, FakeHandler][] {
  // The first route that matches answers: the test's own come first.
  return [
    ...more,
    [saleProductSearchById, () => ok(product)],
    [homePageSearchByMultiCondition, () => ok(pageOf([goods(164), goods(165, { title: '相关发夹' })]))],
    [pageEvaluate, () => ok(pageOf([]))],
    [getSystemDate, () => ok({ now: 1_780_000_000_000 })],
    [saveFootprint, () => ok({ id: 1 })],
  ];
}

const asBuyer = (url: string) =>
  renderWithStore(<GoodsDetailPage />, { route: url, preloadedState: loggedInState, lang: 'en' });

describe('/goodsDetail', () => {
  it('shows the goods: price in yuan per unit, its validity, MOQ, the shop, a QR code of its address and related goods', async () => {
    const api = fakeApi(routes(detail()));
    renderPage(<GoodsDetailPage />, { path: '/goodsDetail', url: '/goodsDetail?id=164' });

    expect(await screen.findByTestId(ids.title)).toHaveProperty('textContent', '韩版珍珠发夹 批发164号');
    expect(api.callsTo(saleProductSearchById)[0]?.query).toEqual({ id: '164' });
    const price = screen.getByTestId(ids.price);
    expect(within(price).getByText('¥12.50')).toBeTruthy();
    expect(within(price).getByText('/ 件')).toBeTruthy();
    expect(screen.getByTestId(ids.validity).textContent).toBe('有效');
    expect(screen.getByText('起订量').nextSibling?.textContent).toBe('10 件');
    expect(within(screen.getByTestId(ids.shopCard)).getByText('晶彩饰品')).toBeTruthy();
    // The QR code encodes this page's address (the uqr chunk loads on demand).
    const qr = await screen.findByTestId(ids.qr);
    expect(qr.getAttribute('data-qr-text')).toBe(`${window.location.origin}/goodsDetail?id=164`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    // Related goods leave out the goods itself.
    const related = await screen.findByTestId(ids.related);
    await waitFor(() => expect(within(related).getAllByTestId(catalogueTestIds.goodsCard)).toHaveLength(1));
    // Anonymous: no footprint.
    expect(api.callsTo(saveFootprint)).toHaveLength(0);
    // Links: inquire to the trade helper's publish form, contact the seller to the chat.
    expect(screen.getByTestId(ids.inquire).getAttribute('href')).toBe('/InquiryCounterofferList?publish=1&goodsId=164');
    expect(screen.getByTestId(ids.contact).getAttribute('href')).toBe('/chat?companyId=21&goodsId=164');
  });

  it('checks the quantity (four decimals, the minimum order, the stock) before adding to the cart, then the cart count follows', async () => {
    const api = fakeApi(routes(detail(), [[addCart, () => ok({ id: 9, count: 3 })]]));
    const { user, store } = asBuyer('/goodsDetail?id=164');
    const quantity = await screen.findByTestId(ids.quantity);
    await waitFor(() => expect(api.callsTo(saveFootprint)[0]?.body).toEqual({ productId: 164 }));

    await user.clear(quantity);
    await user.type(quantity, '12.12345');
    await user.click(screen.getByRole('button', { name: t('goods.addToCart') }));
    expect(screen.getByTestId(ids.quantityError).textContent).toBe('The quantity can have at most 4 decimals.');
    await user.clear(quantity);
    await user.type(quantity, '9.5');
    expect(screen.getByTestId(ids.quantityError).textContent).toBe('The minimum order is 10 pieces.');
    await user.clear(quantity);
    await user.type(quantity, '5000.0001');
    expect(screen.getByTestId(ids.quantityError).textContent).toBe('Only 5000 pieces in stock.');
    expect(api.callsTo(addCart)).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '12.5');
    await user.click(screen.getByRole('button', { name: t('goods.addToCart') }));
    await waitFor(() => expect(api.callsTo(addCart)[0]?.body).toEqual({ productId: 164, quantity: '12.5' }));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(3));
  });

  it('buys now with the line (to the order confirmation) and keeps discount goods out of the cart', async () => {
    fakeApi(routes(detail({ discount: true, discountPrice: '9.90', discountEndsAt: 1_780_000_090_000 })));
    const { user, router } = asBuyer('/goodsDetail?id=164');
    await screen.findByTestId(ids.quantity);
    expect(screen.getByRole('button', { name: t('goods.addToCart') })).toHaveProperty('disabled', true);
    expect(screen.getByText('Limited-time discount goods cannot go in the cart.')).toBeTruthy();
    // The countdown runs on the server clock: 90 s left at the server's time.
    await waitFor(() =>
      expect(screen.getByTestId(catalogueTestIds.sales.countdown).textContent).toMatch(/Ends in\s*00:01:(29|30)/),
    );

    await user.click(screen.getByRole('button', { name: t('goods.buyNow') }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/settle?goodsId=164&quantity=10');
  });

  it('says why own, taken-off or expired goods cannot be bought', async () => {
    fakeApi(routes(detail({ own: true })));
    asBuyer('/goodsDetail?id=164');
    expect((await screen.findByTestId(ids.ownNotice)).textContent).toContain('You cannot buy your own products.');
    expect(screen.getByRole('button', { name: t('goods.buyNow') })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: t('goods.addToCart') })).toHaveProperty('disabled', true);
  });

  it('hides the price until applied for: the apply form checks its fields, then sends the application', async () => {
    const hidden = detail({ priceState: 'hidden', price: null, marketPrice: null, needPriceApply: true });
    let status: 'none' | 'pending' = 'none';
    const api = fakeApi(
      routes(hidden, [
        [
          getSalePrice,
          () =>
            ok({
              productId: 164,
              title: hidden.title,
              unit: 'piece',
              needApply: true,
              applyStatus: status,
              priceState: 'hidden',
              price: null,
              marketPrice: null,
              minOrder: '10.0000',
              appliedAt: null,
              rejectReason: null,
            }),
        ],
        [
          priceApply,
          () => {
            status = 'pending';
            return ok({ id: 5 });
          },
        ],
      ]),
    );
    const { user } = asBuyer('/goodsDetail?id=164');
    const block = await screen.findByTestId(ids.hiddenPrice);
    expect(within(block).getByText('Please apply to view the price first')).toBeTruthy();
    expect(screen.queryByTestId(ids.quantity)).toBeNull();

    await user.click(screen.getByRole('button', { name: t('apply.action') }));
    await user.click(await screen.findByRole('button', { name: t('apply.submit') }));
    expect(await screen.findByText('Mobile number is required')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(api.callsTo(priceApply)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: t('apply.contactPhone') }), '13800000001');
    await user.type(screen.getByRole('textbox', { name: t('apply.reason') }), 'Monthly restock for our shops');
    await user.click(screen.getByRole('button', { name: t('apply.submit') }));
    await waitFor(() =>
      expect(api.callsTo(priceApply)[0]?.body).toEqual({
        productId: 164,
        wholeShop: false,
        contactName: '采购商王明',
        contactPhone: '13800000001',
        reason: 'Monthly restock for our shops',
      }),
    );
    // The application refetches the caller's status: under review, the button no longer offered.
    await waitFor(() => expect(screen.getByTestId(ids.applyStatus).textContent).toBe('Under review'));
    expect(screen.getByTestId(ids.applyPrice)).toHaveProperty('disabled', true);
  });

  it('adds the goods to the favourites', async () => {
    const api = fakeApi(routes(detail(), [[favouriteAdd, () => ok({ id: 3 })]]));
    const { user } = asBuyer('/goodsDetail?id=164');
    await user.click(await screen.findByTestId(ids.favourite));
    await waitFor(() => expect(api.callsTo(favouriteAdd)[0]?.body).toEqual({ type: 'product', targetId: 164 }));
  });

  it("names each review's stars for a screen reader: 4 out of 5 stars", async () => {
    const review = {
      id: 1,
      targetType: 'product' as const,
      targetId: 164,
      score: 4,
      content: 'Solid clips',
      nickname: '王**',
      mine: false,
      createdAt: 1_780_000_000_000,
    };
    fakeApi(routes(detail(), [[pageEvaluate, () => ok(pageOf([review]))]]));
    const { user } = asBuyer('/goodsDetail?id=164');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });

  it('names the stars in Chinese too', async () => {
    const review = { id: 2, targetType: 'product' as const, targetId: 164, score: 3, content: '不错' };
    fakeApi(
      routes(detail(), [
        [pageEvaluate, () => ok(pageOf([{ ...review, nickname: '李**', mine: false, createdAt: 1_780_000_000_000 }]))],
      ]),
    );
    const { user } = renderPage(<GoodsDetailPage />, { path: '/goodsDetail', url: '/goodsDetail?id=164' });
    await user.click(await screen.findByRole('tab', { name: '商品评价' }));
    expect(await screen.findByRole('img', { name: '3 星（满分 5 星）' })).toBeTruthy();
  });

  it('asks an anonymous visitor to log in before adding to the cart', async () => {
    const api = fakeApi(routes(detail()));
    const { user, router } = renderPage(<GoodsDetailPage />, { path: '/goodsDetail', url: '/goodsDetail?id=164' });
    await user.click(await screen.findByTestId(ids.addToCart));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/goodsDetail?id=164')}`);
    expect(api.callsTo(addCart)).toHaveLength(0);
  });

  it('says so when the goods does not exist', async () => {
    fakeApi(
      routes(detail(), [
        [saleProductSearchById, () => businessFailure(ResultCode.notFound, 'The record does not exist.')],
      ]),
    );
    renderPage(<GoodsDetailPage />, { path: '/goodsDetail', url: '/goodsDetail?id=999', lang: 'en' });
    expect(
      within(await screen.findByTestId(ids.notFound)).getByText('This goods does not exist or has been removed'),
    ).toBeTruthy();
  });
});
