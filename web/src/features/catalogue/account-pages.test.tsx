// The buyer's own catalogue pages: coupons (receive, mine), favourites, footprints; and the shops' pages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSystemDate } from '@portal/contracts/http/auction';
import { brandFollow, brandFollowCancel } from '@portal/contracts/http/brand-follow';
import { couponPage, couponReceive } from '@portal/contracts/http/coupon';
import { favouritePage, favouriteRemove, type FavouriteItem } from '@portal/contracts/http/favourite';
import {
  homeGetCustomerData,
  homeGetStoreDecorationForBrand,
  homePageSearchByMultiCondition,
  homeSellerPageData,
} from '@portal/contracts/http/home';
import { searchMarketCriteria } from '@portal/contracts/http/product-related-attributes';
import { sellerProductPage } from '@portal/contracts/http/sale-product';
import { pageFootprints, type FootprintItem } from '@portal/contracts/http/user-footprint';
import { requireLoginTestIds } from '@/shared/session/require-login.tsx';
import { fakeApi, ok, renderPage, renderWithStore, textsOf } from '@/test/render.tsx';
import CompanyPage from './company-page.tsx';
import CouponPage from './coupon-page.tsx';
import FavoritesPage from './favorites-page.tsx';
import FootprintPage from './footprint-page.tsx';
import SalesActivityPage from './sales-activity-page.tsx';
import StoreDetailPage from './store-detail-page.tsx';
import { companyDetail, coupon, goods, loggedInState, pageOf, shopCard } from './catalogue.fixture.ts';
import { catalogueTestIds } from './test-ids.ts';

const ids = catalogueTestIds;
const t = textsOf('catalogue');

afterEach(() => {
  vi.unstubAllGlobals();
});

const asBuyer = (ui: React.ReactElement, url: string, lang: 'zh' | 'en' = 'en') =>
  renderWithStore(ui, { route: url, preloadedState: loggedInState, lang });

describe('/coupon', () => {
  it('receives a coupon: the list refetches and shows it received', async () => {
    let received = false;
    const api = fakeApi([
      [
        couponPage,
        () =>
          ok(
            pageOf([
              received ? coupon(1, { possessStatus: 'received', received: 1, canReceive: false }) : coupon(1),
              coupon(2, { remaining: 0, canReceive: false, name: '饰品满100减5', amount: '5.00', threshold: '100.00' }),
            ]),
          ),
      ],
      [
        couponReceive,
        () => {
          received = true;
          return ok({ id: 1 });
        },
      ],
    ]);
    const { user } = asBuyer(<CouponPage />, '/coupon');
    const cards = await screen.findAllByTestId(ids.coupon.item);
    // Names the server gives in Chinese only are described in English from the amounts.
    expect(within(cards[0] as HTMLElement).getByText('¥30.00 off orders from ¥500.00')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByTestId(ids.coupon.status).textContent).toBe('Not received');
    expect(within(cards[1] as HTMLElement).getByTestId(ids.coupon.receive).textContent).toBe('All gone');

    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: t('coupon.receive') }));
    await waitFor(() => expect(api.callsTo(couponReceive)[0]?.body).toEqual({ couponId: 1 }));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId(ids.coupon.item)[0] as HTMLElement).getByTestId(ids.coupon.status).textContent,
      ).toBe('Received · Held 1/1'),
    );
    expect(
      within(screen.getAllByTestId(ids.coupon.item)[0] as HTMLElement).getByTestId(ids.coupon.receive),
    ).toHaveProperty('disabled', true);
  });

  it("lists the user's own coupons by possess status, the filter in the URL", async () => {
    const api = fakeApi([[couponPage, () => ok(pageOf([coupon(3, { possessStatus: 'used', received: 1 })]))]]);
    const { user, router } = asBuyer(<CouponPage />, '/coupon?mine=true', 'zh');
    await screen.findByTestId(ids.coupon.item);
    expect(api.callsTo(couponPage)[0]?.query).toMatchObject({ mine: 'true' });
    await user.click(screen.getByRole('button', { name: t('coupon.possess.used') }));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ mine: 'true', possessStatus: 'used' }));
    expect(router.state.location.search).toBe('?mine=true&possessStatus=used');
    expect(screen.getByTestId(ids.coupon.status).textContent).toContain('已使用');
  });

  it('asks an anonymous visitor to log in for "my coupons"', async () => {
    fakeApi([[couponPage, () => ok(pageOf([coupon(1)]))]]);
    renderPage(<CouponPage />, { path: '/coupon', url: '/coupon?mine=true' });
    expect(await screen.findByTestId(requireLoginTestIds.loginNeeded)).toBeTruthy();
  });
});

const favourite = (id: number, extra: Partial<FavouriteItem> = {}): FavouriteItem => ({
  id,
  type: 'product',
  targetId: 100 + id,
  title: `收藏商品${id}`,
  image: '/assets-mock/goods/1.svg',
  price: '12.50',
  unit: 'piece',
  companyId: 21,
  shopName: '晶彩饰品',
  companyKind: 'shop',
  offShelf: false,
  createdAt: 1_780_000_000_000,
  ...extra,
});

describe('/favorites', () => {
  it('lists the goods kept, hidden prices and taken-off goods marked, and removes the chosen ones', async () => {
    let kept = [favourite(1), favourite(2, { price: null }), favourite(3, { offShelf: true })];
    const api = fakeApi([
      [favouritePage, () => ok(pageOf(kept))],
      [
        favouriteRemove,
        (request) => {
          const gone = (request.body as { ids: number[] }).ids;
          kept = kept.filter((item) => !gone.includes(item.id));
          return ok({ done: true });
        },
      ],
    ]);
    const { user } = asBuyer(<FavoritesPage />, '/favorites');
    const rows = await screen.findAllByTestId(ids.favorites.item);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('¥12.50 / piece')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Please apply to view the price first')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Taken off')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/goodsDetail?id=101');

    await user.click(within(rows[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove chosen (2)' }));
    await waitFor(() => expect(api.callsTo(favouriteRemove)[0]?.body).toEqual({ ids: [1, 3] }));
    await waitFor(() => expect(screen.getAllByTestId(ids.favorites.item)).toHaveLength(1));
  });

  it('shows the shops tab from the URL', async () => {
    const api = fakeApi([
      [favouritePage, () => ok(pageOf([favourite(4, { type: 'company', targetId: 21, price: null, unit: null })]))],
    ]);
    asBuyer(<FavoritesPage />, '/favorites?type=company');
    const row = await screen.findByTestId(ids.favorites.item);
    expect(api.callsTo(favouritePage)[0]?.query).toMatchObject({ type: 'company' });
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/storeDetail?id=21');
  });
});

describe('/footprint', () => {
  const footprint = (id: number, viewedAt: number): FootprintItem => ({
    id,
    productId: 200 + id,
    title: `浏览过的商品${id}`,
    image: '/assets-mock/goods/2.svg',
    price: '8.00',
    unit: 'set',
    priceValid: 0,
    offShelf: false,
    companyId: 21,
    companyName: '晶彩饰品',
    viewedAt,
  });

  it('groups the goods viewed by day, newest first', async () => {
    fakeApi([
      [
        pageFootprints,
        () =>
          ok(
            pageOf([
              footprint(1, Date.UTC(2026, 10, 23, 9)),
              footprint(2, Date.UTC(2026, 10, 23, 8)),
              footprint(3, Date.UTC(2026, 10, 20, 8)),
            ]),
          ),
      ],
    ]);
    asBuyer(<FootprintPage />, '/footprint');
    await waitFor(() => expect(screen.getAllByTestId(ids.footprint.item)).toHaveLength(3));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2026-11-23',
      '2026-11-20',
    ]);
    expect(within(screen.getAllByTestId(ids.footprint.item)[0] as HTMLElement).getByText('¥8.00 / set')).toBeTruthy();
  });

  it('asks an anonymous visitor to log in', async () => {
    const api = fakeApi([[pageFootprints, () => ok(pageOf([]))]]);
    renderPage(<FootprintPage />, { path: '/footprint' });
    expect(await screen.findByTestId(requireLoginTestIds.loginNeeded)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/storeDetail', () => {
  it("shows the shop's banner, profile and goods, and follows / unfollows its brand", async () => {
    let followed = false;
    const api = fakeApi([
      [homeGetCustomerData, () => ok(companyDetail)],
      [
        homeGetStoreDecorationForBrand,
        () =>
          ok({
            brand: {
              id: 7,
              name: '晶彩',
              nameEn: 'Jingcai',
              logo: '',
              intro: '',
              recommend: true,
              followers: followed ? 11 : 10,
              companyId: 21,
              companyName: '晶彩饰品',
              categoryId: 1,
              categoryName: '饰品',
              categoryNameEn: 'Jewellery',
              productCount: 12,
            },
            followed,
            company: shopCard,
            banner: { image: '/b.svg', title: '晶彩饰品旗舰店', titleEn: 'Jingcai flagship store', subtitle: '' },
            categories: [],
            sections: [],
          }),
      ],
      [sellerProductPage, () => ok(pageOf([goods(1), goods(2)]))],
      [
        brandFollow,
        () => {
          followed = true;
          return ok({ brandId: 7, followed: true, followers: 11 });
        },
      ],
      [
        brandFollowCancel,
        () => {
          followed = false;
          return ok({ brandId: 7, followed: false, followers: 10 });
        },
      ],
    ]);
    const { user } = asBuyer(<StoreDetailPage />, '/storeDetail?id=21');
    const banner = await screen.findByTestId(ids.store.banner);
    expect(within(banner).getByText('Jingcai flagship store')).toBeTruthy();
    expect(within(banner).getByTestId(ids.store.contact).getAttribute('href')).toBe('/chat?companyId=21');
    await waitFor(() => expect(screen.getAllByTestId(ids.goodsCard)).toHaveLength(2));
    expect(api.callsTo(sellerProductPage)[0]?.query).toMatchObject({ companyId: '21', pageNum: '1' });

    await user.click(within(banner).getByRole('button', { name: t('store.follow') }));
    await waitFor(() => expect(within(banner).getByTestId(ids.store.follow).textContent).toBe('Unfollow'));
    expect(within(banner).getByText('11 followers')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: t('store.unfollow') }));
    await waitFor(() => expect(api.callsTo(brandFollowCancel)[0]?.body).toEqual({ brandId: 7 }));
    await waitFor(() => expect(within(banner).getByTestId(ids.store.follow).textContent).toBe('Follow the brand'));
  });
});

describe('/company', () => {
  it('lists the shops with the filters in the URL', async () => {
    const api = fakeApi([
      [homeSellerPageData, () => ok(pageOf([shopCard], 1, 1, 10))],
      [
        searchMarketCriteria,
        () =>
          ok({
            halls: [{ id: 2, name: '国际商贸城二区', nameEn: 'District 2', industries: [], shopCount: 3 }],
            categories: [],
            regions: [{ code: '33', name: '浙江省', count: 3 }],
            shopTypes: [],
            companyKinds: [],
          }),
      ],
    ]);
    const { user, router } = renderPage(<CompanyPage />, { path: '/company', lang: 'en' });
    const card = await screen.findByTestId(ids.companyCard);
    expect(within(card).getByRole('link', { name: '晶彩饰品' }).getAttribute('href')).toBe('/storeDetail?id=21');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Market hall' }), 'District 2');
    await waitFor(() => expect(router.state.location.search).toBe('?hallId=2'));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ hallId: '2', pageSize: '10' }));
    // Regions in English although the server names them in Chinese.
    expect(screen.getByRole('option', { name: 'Zhejiang' })).toBeTruthy();
  });
});

describe('/salesActivity', () => {
  it('counts down each discount on the server clock', async () => {
    const serverNow = Date.now() + 3_600_000; // the server runs an hour ahead of this machine
    fakeApi([
      [getSystemDate, () => ok({ now: serverNow })],
      [
        homePageSearchByMultiCondition,
        () =>
          ok(
            pageOf([
              goods(5, {
                discount: true,
                price: '20.00',
                discountPrice: '15.00',
                discountEndsAt: serverNow + 2 * 3_600_000,
              }),
            ]),
          ),
      ],
    ]);
    renderPage(<SalesActivityPage />, { path: '/salesActivity', lang: 'en' });
    const item = await screen.findByTestId(ids.sales.item);
    expect(within(item).getByText('-25%')).toBeTruthy();
    expect(within(item).getByText('¥15.00')).toBeTruthy();
    // Two hours left by the server's clock (three by this machine's).
    await waitFor(() =>
      expect(within(item).getByTestId(ids.sales.countdown).textContent).toMatch(/Ends in\s*0(1:59:5\d|2:00:00)/),
    );
  });
});
