// The seller's goods list against a fake API: status tabs with their counts (in the URL), the search by title
// or code, and putting goods on or off the shelf in bulk (the checked rows only, the right direction per tab).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sellerGoodsPage, sellerGoodsShelf, type SellerGoodsRow } from '@portal/contracts/http/seller-goods';
import { fakeApi, ok, renderWithStore, type FakeRequest } from '@/test/render.tsx';
import GoodsSection from './goods-section.tsx';
import { sellerTestIds } from './test-ids.ts';

const ids = sellerTestIds.goods;

function row(id: number, title: string, status: SellerGoodsRow['status'], extra: Partial<SellerGoodsRow> = {}) {
  return {
    id,
    code: `G00${id}`,
    title,
    image: '',
    categoryName: 'Vases',
    unit: 'piece',
    price: '25.00',
    priceMode: 'visible',
    discountPrice: null,
    discountEndsAt: null,
    stock: '500',
    minOrder: '10',
    sales: 3,
    status,
    createdAt: 1_767_225_600_000,
    ...extra,
  } satisfies SellerGoodsRow;
}

const GOODS = [
  row(1, 'Glaze vase', 'onSale', { discountPrice: '19.90', discountEndsAt: 1_767_300_000_000 }),
  row(2, 'Glass bowl', 'onSale'),
  row(3, 'Glass lamp', 'onSale', { priceMode: 'apply' }),
  row(4, 'Jade ornament', 'offShelf'),
  row(5, 'Draft cup', 'draft'),
];

/** The server's list: one status, the keyword on title or code, the counts of every status with the keyword. */
function answer(request: FakeRequest) {
  const status = request.query.status ?? 'onSale';
  const keyword = (request.query.keyword ?? '').toLowerCase();
  const matching = GOODS.filter(
    (goods) => !keyword || goods.title.toLowerCase().includes(keyword) || goods.code.toLowerCase().includes(keyword),
  );
  const count = (value: string) => matching.filter((goods) => goods.status === value).length;
  const records = matching.filter((goods) => goods.status === status);
  return ok({
    records,
    total: records.length,
    pageNum: 1,
    pageSize: 15,
    counts: { onSale: count('onSale'), offShelf: count('offShelf'), draft: count('draft') },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the seller goods list', () => {
  it('shows each status tab with its count, switches tabs through the URL and searches by title or code', async () => {
    const api = fakeApi([[sellerGoodsPage, answer]]);
    const { user, router } = renderWithStore(<GoodsSection />, { route: '/sellerCenter/goods', lang: 'en' });
    const list = await screen.findByTestId(ids.root);
    await within(list).findByText('Glaze vase');
    expect(screen.getByRole('tab', { name: /On sale\s*3/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Off shelf\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Drafts\s*1/ })).toBeTruthy();
    // A running discount and an apply-to-view price are marked on their rows.
    expect(within(screen.getByTestId(ids.row(1))).getByText('Discount ¥19.90')).toBeTruthy();
    expect(within(screen.getByTestId(ids.row(3))).getByText('Apply to view')).toBeTruthy();
    expect(screen.getByTestId(ids.row(2)).textContent).toContain('Stock 500 · min. order 10 Piece · sold 3');
    expect(screen.queryByText('Jade ornament')).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Off shelf/ }));
    await screen.findByText('Jade ornament');
    expect(router.state.location.search).toBe('?status=offShelf');
    expect(screen.queryByText('Glaze vase')).toBeNull();
    expect(api.callsTo(sellerGoodsPage).at(-1)?.query).toMatchObject({ status: 'offShelf', pageNum: '1' });

    await user.click(screen.getByRole('tab', { name: /On sale/ }));
    await screen.findByText('Glaze vase');
    await user.type(screen.getByRole('textbox', { name: 'Title or goods code' }), 'glass');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Glaze vase')).toBeNull());
    expect(await screen.findByText('Glass bowl')).toBeTruthy();
    expect(screen.getByText('Glass lamp')).toBeTruthy();
    expect(router.state.location.search).toBe('?keyword=glass');
    expect(api.callsTo(sellerGoodsPage).at(-1)?.query).toMatchObject({ keyword: 'glass' });
    // The counts follow the keyword.
    expect(screen.getByRole('tab', { name: /On sale\s*2/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Off shelf\s*0/ })).toBeTruthy();

    // By code, and a search matching nothing says so.
    await user.clear(screen.getByRole('textbox', { name: 'Title or goods code' }));
    await user.type(screen.getByRole('textbox', { name: 'Title or goods code' }), 'nothing-like-it{Enter}');
    expect(await screen.findByText('No goods match this search.')).toBeTruthy();
  });

  it('takes the checked goods off the shelf in bulk, and puts off-shelf goods on sale', async () => {
    const api = fakeApi([
      [sellerGoodsPage, answer],
      [sellerGoodsShelf, (request) => ok({ changed: (request.body as { ids: number[] }).ids.length })],
    ]);
    const { user } = renderWithStore(<GoodsSection />, { route: '/sellerCenter/goods', lang: 'zh' });
    await screen.findByText('Glaze vase');
    const bulkOff = screen.getByTestId(ids.bulkOff);
    // Nothing checked, nothing to move; no "put on sale" on the on-sale tab.
    expect(bulkOff).toHaveProperty('disabled', true);
    expect(screen.queryByTestId(ids.bulkOn)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Glaze vase' }));
    await user.click(screen.getByRole('checkbox', { name: 'Glass lamp' }));
    expect(screen.getByText('已选 2 件')).toBeTruthy();
    await user.click(screen.getByTestId(ids.bulkOff));
    await waitFor(() => expect(api.callsTo(sellerGoodsShelf)).toHaveLength(1));
    expect(api.callsTo(sellerGoodsShelf)[0]?.body).toEqual({ ids: [1, 3], onSale: false });
    // The selection is cleared once done.
    await waitFor(() => expect(screen.getByText('已选 0 件')).toBeTruthy());

    // "Select all on this page" on the off-shelf tab puts them all on sale.
    await user.click(screen.getByRole('tab', { name: /已下架/ }));
    await screen.findByText('Jade ornament');
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.queryByTestId(ids.bulkOff)).toBeNull();
    await user.click(screen.getByTestId(ids.bulkOn));
    await waitFor(() => expect(api.callsTo(sellerGoodsShelf)).toHaveLength(2));
    expect(api.callsTo(sellerGoodsShelf)[1]?.body).toEqual({ ids: [4], onSale: true });
  });
});
