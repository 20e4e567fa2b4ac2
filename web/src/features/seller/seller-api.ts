// The seller's workbench calls, straight from the contracts: the company's goods (list, editor, shelf), the
// category tree, brands and server time the editor reads, and the price applications the seller decides.
import { getSystemDate } from '@portal/contracts/http/auction';
import { homeCategoryData, homeSearchCriteria } from '@portal/contracts/http/home';
import { decidePriceApply, sellerPriceApplications } from '@portal/contracts/http/product-price-apply';
import {
  sellerGoodsDetail,
  sellerGoodsPage,
  sellerGoodsSave,
  sellerGoodsShelf,
} from '@portal/contracts/http/seller-goods';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const sellerApi = injectOps({
  sellerGoodsPage: opQuery(sellerGoodsPage, { tags: 'SellerGoods' }),
  sellerGoodsDetail: opQuery(sellerGoodsDetail, { tags: 'SellerGoods' }),
  // A saved goods item changes the catalogue's lists and details as well.
  saveSellerGoods: opMutation(sellerGoodsSave, { tags: ['SellerGoods', 'Home'] }),
  shelfSellerGoods: opMutation(sellerGoodsShelf, { tags: ['SellerGoods', 'Home'] }),
  editorCategories: opQuery(homeCategoryData, { tags: 'Home' }),
  editorCriteria: opQuery(homeSearchCriteria, { tags: 'Home' }),
  editorServerDate: opQuery(getSystemDate, { keepUnusedDataFor: 0, background: true }),
  priceApplications: opQuery(sellerPriceApplications, { tags: 'PriceApply' }),
  decidePriceApply: opMutation(decidePriceApply, { tags: 'PriceApply' }),
});

export const {
  useSellerGoodsPageQuery,
  useSellerGoodsDetailQuery,
  useSaveSellerGoodsMutation,
  useShelfSellerGoodsMutation,
  useEditorCategoriesQuery,
  useEditorCriteriaQuery,
  useEditorServerDateQuery,
  usePriceApplicationsQuery,
  useDecidePriceApplyMutation,
} = sellerApi;
