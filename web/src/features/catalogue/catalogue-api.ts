// The catalogue's calls, straight from the contracts: the category tree and searches, goods, shops and
// factories, brands, coupons, favourites, footprints, price permissions and putting goods in the cart.
import { brandFollow, brandFollowCancel } from '@portal/contracts/http/brand-follow';
import { brandManageRecommend } from '@portal/contracts/http/brand-manage';
import { addCart } from '@portal/contracts/http/cart';
import { couponPage, couponReceive } from '@portal/contracts/http/coupon';
import { pageEvaluate } from '@portal/contracts/http/evaluate';
import { favouriteAdd, favouritePage, favouriteRemove } from '@portal/contracts/http/favourite';
import {
  homeCategoryData,
  homeGetCustomerData,
  homeGetStoreDecorationForBrand,
  homePageSearchByMultiCondition,
  homeSearchCriteria,
  homeSellerPageData,
} from '@portal/contracts/http/home';
import { getSalePrice, priceApply } from '@portal/contracts/http/product-price-apply';
import { searchMarketCriteria } from '@portal/contracts/http/product-related-attributes';
import { saleProductSearchById, sellerProductPage } from '@portal/contracts/http/sale-product';
import { supplierManagePageData, supplierManageRecomendSupplier } from '@portal/contracts/http/supplier-manage';
import { pageFootprints, saveFootprint } from '@portal/contracts/http/user-footprint';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const catalogueApi = injectOps({
  categoryTree: opQuery(homeCategoryData, { tags: 'Home' }),
  searchCriteria: opQuery(homeSearchCriteria, { tags: 'Home' }),
  goodsSearch: opQuery(homePageSearchByMultiCondition, { tags: 'Home' }),
  marketCriteria: opQuery(searchMarketCriteria, { tags: 'Home' }),
  sellerPage: opQuery(homeSellerPageData, { tags: 'Home' }),
  supplierPage: opQuery(supplierManagePageData, { tags: 'Home' }),
  recommendedSuppliers: opQuery(supplierManageRecomendSupplier, { tags: 'Home' }),
  recommendedBrands: opQuery(brandManageRecommend, { tags: ['Home', 'Brand'] }),
  goodsDetail: opQuery(saleProductSearchById, { tags: ['Home', 'Favorite'] }),
  evaluations: opQuery(pageEvaluate, { tags: 'Evaluate' }),
  sellerGoods: opQuery(sellerProductPage, { tags: 'Home' }),
  companyDetail: opQuery(homeGetCustomerData, { tags: ['Home', 'Brand'] }),
  storeDecoration: opQuery(homeGetStoreDecorationForBrand, { tags: ['Home', 'Brand'] }),
  coupons: opQuery(couponPage, { tags: 'Coupon' }),
  receiveCoupon: opMutation(couponReceive, { tags: 'Coupon' }),
  favourites: opQuery(favouritePage, { tags: 'Favorite' }),
  addFavourite: opMutation(favouriteAdd, { tags: 'Favorite' }),
  removeFavourites: opMutation(favouriteRemove, { tags: 'Favorite' }),
  footprints: opQuery(pageFootprints, { tags: 'Footprint' }),
  saveFootprint: opMutation(saveFootprint, { tags: 'Footprint', background: true }),
  followBrand: opMutation(brandFollow, { tags: 'Brand' }),
  unfollowBrand: opMutation(brandFollowCancel, { tags: 'Brand' }),
  salePrice: opQuery(getSalePrice, { tags: ['Home', 'User'] }),
  applyPrice: opMutation(priceApply, { tags: ['Home', 'User'] }),
  addToCart: opMutation(addCart, { tags: 'Cart' }),
});

export const {
  useCategoryTreeQuery,
  useSearchCriteriaQuery,
  useGoodsSearchQuery,
  useMarketCriteriaQuery,
  useSellerPageQuery,
  useSupplierPageQuery,
  useRecommendedSuppliersQuery,
  useRecommendedBrandsQuery,
  useGoodsDetailQuery,
  useEvaluationsQuery,
  useSellerGoodsQuery,
  useCompanyDetailQuery,
  useStoreDecorationQuery,
  useCouponsQuery,
  useReceiveCouponMutation,
  useFavouritesQuery,
  useAddFavouriteMutation,
  useRemoveFavouritesMutation,
  useFootprintsQuery,
  useSaveFootprintMutation,
  useFollowBrandMutation,
  useUnfollowBrandMutation,
  useSalePriceQuery,
  useApplyPriceMutation,
  useAddToCartMutation,
} = catalogueApi;
