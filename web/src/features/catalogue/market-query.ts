// The goods search's state in the URL (/market and /typeDetail): keyword, category, brand, price range,
// region, sort and page, read by the contract's query schema; a price bound that is not a yuan amount is
// dropped (the server would refuse it).
import { homePageSearchByMultiCondition } from '@portal/contracts/http/home';
import { moneyToFen } from '@portal/contracts/money';
import { urlQuery } from '@/shared/url-query.ts';

export const GOODS_PAGE_SIZE = 20;

const goodsUrl = urlQuery(homePageSearchByMultiCondition, {
  fields: ['keyword', 'categoryId', 'brandId', 'priceMin', 'priceMax', 'regionCode', 'sort', 'pageNum'],
  rename: { pageNum: 'page' },
});

export type GoodsSearchState = ReturnType<typeof goodsUrl.read>;

export const goodsSearchQuery = {
  read(params: URLSearchParams): GoodsSearchState {
    const state = goodsUrl.read(params);
    if (state.priceMin !== undefined && moneyToFen(state.priceMin) === undefined) delete state.priceMin;
    if (state.priceMax !== undefined && moneyToFen(state.priceMax) === undefined) delete state.priceMax;
    return state;
  },
  write: goodsUrl.write,
};

/** The filters of a state without its page (for the facets, which do not page). */
export function filtersOf(state: GoodsSearchState): Omit<GoodsSearchState, 'pageNum'> {
  const { pageNum: _page, ...filters } = state;
  return filters;
}

/** Whether a typed price bound is usable: empty, or yuan with at most two decimals. */
export function isPriceBound(text: string): boolean {
  return text.trim() === '' || moneyToFen(text.trim()) !== undefined;
}
