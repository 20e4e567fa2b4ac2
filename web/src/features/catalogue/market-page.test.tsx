import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { languageChanged } from '@/shared/ui/ui-slice.ts';
import { selectSearchText } from '@/shared/session/session-slice.ts';
import { brandManageRecommend } from '@portal/contracts/http/brand-manage';
import {
  homeCategoryData,
  homePageSearchByMultiCondition,
  homeSearchCriteria,
  homeSellerPageData,
} from '@portal/contracts/http/home';
import { searchMarketCriteria } from '@portal/contracts/http/product-related-attributes';
import { supplierManageRecomendSupplier } from '@portal/contracts/http/supplier-manage';
import { fakeApi, ok, renderPage, textsOf, type FakeRequest } from '@/test/render.tsx';
import MarketPage from './market-page.tsx';
import TypeDetailPage from './type-detail-page.tsx';
import type { SearchCriteria } from '@portal/contracts/entities/catalogue';
import { categoryTree, criteria, factoryCard, goods, pageOf, shopCard } from './catalogue.fixture.ts';
import { catalogueTestIds } from './test-ids.ts';

const ids = catalogueTestIds.market;
const t = textsOf('catalogue');
const common = textsOf('common');

afterEach(() => {
  vi.unstubAllGlobals();
});

/** 45 goods; the fake pages them like the server and filters by brand. */
function search(request: FakeRequest) {
  const pageNum = Number(request.query.pageNum ?? 1);
  const pageSize = Number(request.query.pageSize ?? 20);
  const all = Array.from({ length: 45 }, (_, index) => goods(index + 1, { brandId: index % 3 === 0 ? 8 : 7 }));
  const matching = all.filter((item) => !request.query.brandId || String(item.brandId) === request.query.brandId);
  if (request.query.keyword === '无此商品') return ok(pageOf([], 0, pageNum, pageSize));
  return ok(pageOf(matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), matching.length, pageNum, pageSize));
}

function marketApi(facets: SearchCriteria = criteria) {
  return fakeApi([
    [homePageSearchByMultiCondition, search],
    [homeSearchCriteria, () => ok(facets)],
    [homeCategoryData, () => ok(categoryTree)],
    [
      searchMarketCriteria,
      () =>
        ok({
          halls: [{ id: 1, name: '国际商贸城一区', nameEn: 'District 1', industries: [], shopCount: 12 }],
          categories: [],
          regions: [],
          shopTypes: [],
          companyKinds: [],
        }),
    ],
    [brandManageRecommend, () => ok([])],
    [homeSellerPageData, () => ok(pageOf([shopCard]))],
    [supplierManageRecomendSupplier, () => ok([factoryCard])],
  ]);
}

describe('/market', () => {
  it('searches the header keyword: results with their total, each card to its goods detail', async () => {
    const api = marketApi();
    const { store } = renderPage(<MarketPage />, {
      path: '/market',
      url: `/market?keyword=${encodeURIComponent('发夹')}`,
      lang: 'en',
    });
    // The header's search box (the store's search text) shows the keyword searched.
    await waitFor(() => expect(selectSearchText(store.getState())).toBe('发夹'));

    await waitFor(() => expect(screen.getAllByTestId(catalogueTestIds.goodsCard)).toHaveLength(20));
    expect(api.callsTo(homePageSearchByMultiCondition)[0]?.query).toEqual({
      keyword: '发夹',
      pageNum: '1',
      pageSize: '20',
    });
    expect(api.callsTo(homeSearchCriteria)[0]?.query).toEqual({ keyword: '发夹' });
    expect(screen.getByTestId(ids.total).textContent).toBe('45 products');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for "发夹"');
    expect(screen.getAllByTestId(catalogueTestIds.goodsCardLink)[0]?.getAttribute('href')).toBe('/goodsDetail?id=1');
    // Recommended sellers and suppliers beside the results.
    expect(await screen.findByText('永盛玩具厂')).toBeTruthy();
  });

  it('narrows by brand, sorts and pages, every condition in the URL, and drops a condition again', async () => {
    const api = marketApi();
    const { user, router } = renderPage(<MarketPage />, { path: '/market', url: '/market?keyword=abc' });
    await waitFor(() => expect(screen.getAllByTestId(catalogueTestIds.goodsCard)).toHaveLength(20));

    // The brands and sorts are the server's (criteria), named in the page's language.
    await user.click(screen.getByRole('button', { name: criteria.brands.find((brand) => brand.id === 8)?.name }));
    await waitFor(() => expect(screen.getByTestId(ids.total).textContent).toBe('共 15 件商品'));
    expect(router.state.location.search).toBe('?keyword=abc&brandId=8');

    await user.click(
      screen.getByRole('button', { name: criteria.sorts.find((sort) => sort.value === 'priceAsc')?.label }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=abc&brandId=8&sort=priceAsc'));
    expect(api.calls.at(-1)?.query).toMatchObject({ brandId: '8', sort: 'priceAsc' });

    await user.click(within(screen.getByTestId(ids.condition('brand'))).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId(ids.total).textContent).toBe('共 45 件商品'));
    await user.click(screen.getByRole('button', { name: common('pager.page', { page: 3 }) }));
    await waitFor(() => expect(screen.getAllByTestId(catalogueTestIds.goodsCard)).toHaveLength(5));
    expect(router.state.location.search).toBe('?keyword=abc&sort=priceAsc&page=3');
  });

  it('takes a typed price range only in yuan, and swaps bounds typed the wrong way round', async () => {
    const api = marketApi();
    const { user, router } = renderPage(<MarketPage />, { path: '/market', lang: 'en' });
    await waitFor(() => expect(screen.getAllByTestId(catalogueTestIds.goodsCard)).toHaveLength(20));

    await user.type(screen.getByRole('textbox', { name: t('market.priceMin') }), '1.234');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount in yuan, at most 2 decimals');
    expect(screen.getByRole('button', { name: t('market.priceApply') })).toHaveProperty('disabled', true);

    await user.clear(screen.getByRole('textbox', { name: t('market.priceMin') }));
    await user.type(screen.getByRole('textbox', { name: t('market.priceMin') }), '50');
    await user.type(screen.getByRole('textbox', { name: t('market.priceMax') }), '5');
    await user.click(screen.getByRole('button', { name: t('market.priceApply') }));
    await waitFor(() => expect(router.state.location.search).toBe('?priceMin=5&priceMax=50'));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ priceMin: '5', priceMax: '50' }));
    expect(screen.getByTestId(ids.condition('price')).textContent).toContain('¥5.00 – ¥50.00');
  });

  it('picks a category from the three-level tree and names the page after it', async () => {
    marketApi();
    const { user, router } = renderPage(<MarketPage />, { path: '/market', lang: 'en' });
    const tree = await screen.findByTestId(ids.categoryTree);
    await user.click(within(tree).getByTestId(ids.category(1)));
    await user.click(within(tree).getByTestId(ids.category(122)));
    expect(router.state.location.search).toBe('?categoryId=122');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scrunchies'));
  });

  it("asks again in the new language when the user switches it (goods titles come in the request's language)", async () => {
    const api = marketApi();
    const { store } = renderPage(<MarketPage />, { path: '/market' });
    await waitFor(() => expect(screen.getAllByTestId(catalogueTestIds.goodsCard)).toHaveLength(20));
    const asked = api.callsTo(homePageSearchByMultiCondition).length;
    act(() => {
      store.dispatch(languageChanged('en'));
    });
    await waitFor(() => expect(api.callsTo(homePageSearchByMultiCondition).length).toBe(asked + 1));
  });

  it('says when nothing matches, with a way back to all goods', async () => {
    marketApi();
    const { user, router } = renderPage(<MarketPage />, {
      path: '/market',
      url: `/market?keyword=${encodeURIComponent('无此商品')}`,
      lang: 'en',
    });
    expect(await screen.findByText('No goods found for "无此商品"')).toBeTruthy();
    await user.click(within(screen.getByTestId(ids.results)).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('/typeDetail', () => {
  it('shows the goods of the category in the URL, its path and its sub-categories', async () => {
    const api = marketApi();
    renderPage(<TypeDetailPage />, { path: '/typeDetail', url: '/typeDetail?id=11', lang: 'en' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hair Accessories'));
    expect(api.callsTo(homePageSearchByMultiCondition)[0]?.query).toMatchObject({ categoryId: '11' });
    expect(screen.getByTestId(ids.category(121)).getAttribute('href')).toBe('/typeDetail?id=121');
    expect(screen.getByRole('link', { name: 'Jewellery' }).getAttribute('href')).toBe('/typeDetail?id=1');
  });

  it("makes a sub-category picked in the facets the page's category", async () => {
    const api = marketApi({
      ...criteria,
      categories: [...criteria.categories, { id: 122, name: '发圈', nameEn: 'Scrunchies', count: 4 }],
    });
    const { user, router } = renderPage(<TypeDetailPage />, {
      path: '/typeDetail',
      url: '/typeDetail?id=11&brandId=7',
    });
    await waitFor(() => expect(screen.getAllByTestId(catalogueTestIds.goodsCard).length).toBeGreaterThan(0));
    // The facet (a button), not the sub-category link above it.
    const facet = screen.getAllByTestId(ids.category(121)).find((element) => element.tagName === 'BUTTON');
    await user.click(facet as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?brandId=7&id=121'));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ categoryId: '121', brandId: '7' }));
  });

  it('says so for a category that does not exist', async () => {
    marketApi();
    renderPage(<TypeDetailPage />, { path: '/typeDetail', url: '/typeDetail?id=999', lang: 'en' });
    expect(await screen.findByText('This category does not exist')).toBeTruthy();
  });
});
