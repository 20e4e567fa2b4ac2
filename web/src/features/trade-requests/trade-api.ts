// The trade-request calls (inquiries and offers, supply requests, group buys, agent purchasing), straight
// from the contracts (uploads go through the shared file/upload endpoint, shared/api/upload-api.ts).
import {
  agentPurchaseRecordPage,
  agentPurchaseRecordSave,
  agentPurchaseRecordMove,
  agentPurchaseRecordWorkPage,
  agentPurchasingListByKeyword,
} from '@portal/contracts/http/agent-purchasing';
import {
  centralizedListByKeyword,
  centralizedRegisterMine,
  centralizedRegisterSave,
  getCentralizedProduct,
} from '@portal/contracts/http/centralized';
import { collectiveCategoryCache } from '@portal/contracts/http/collective';
import { categoryManagementList } from '@portal/contracts/http/category-management';
import {
  getInquiryDetail,
  getSaleProductByIdForInquiry,
  inquiryEnd,
  inquiryHall,
  inquiryPage,
  saveInquiryPortal,
} from '@portal/contracts/http/inquiry';
import {
  getOfferByInquiryNum,
  offerAccept,
  offerAddToCart,
  offerPageReceived,
  offerSave,
} from '@portal/contracts/http/offer';
import { sellerProductPage } from '@portal/contracts/http/sale-product';
import { regionTree } from '@portal/contracts/http/region';
import { supplyRequestMine, supplyRequestPage, supplyRequestSave } from '@portal/contracts/http/supply-request';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const tradeApi = injectOps({
  inquiryHall: opQuery(inquiryHall, { tags: 'Inquiry' }),
  myInquiries: opQuery(inquiryPage, { tags: 'Inquiry' }),
  inquiryDetail: opQuery(getInquiryDetail, { tags: ['Inquiry', 'Offer'] }),
  inquiryProduct: opQuery(getSaleProductByIdForInquiry, { tags: 'Inquiry' }),
  publishInquiry: opMutation(saveInquiryPortal, { tags: 'Inquiry' }),
  endInquiry: opMutation(inquiryEnd, { tags: ['Inquiry', 'Offer'] }),
  offers: opQuery(getOfferByInquiryNum, { tags: 'Offer' }),
  saveOffer: opMutation(offerSave, { tags: ['Offer', 'Inquiry'] }),
  acceptOffer: opMutation(offerAccept, { tags: ['Offer', 'Inquiry', 'Cart'] }),
  offerToCart: opMutation(offerAddToCart, { tags: ['Offer', 'Cart'] }),
  quotesReceived: opQuery(offerPageReceived, { tags: 'Offer' }),
  /** The quoting seller's own goods, which a quote may name (offer/save's productId). */
  ownGoods: opQuery(sellerProductPage, { keepUnusedDataFor: 300 }),
  supplyHall: opQuery(supplyRequestPage, { tags: 'Inquiry' }),
  mySupply: opQuery(supplyRequestMine, { tags: 'Inquiry' }),
  publishSupply: opMutation(supplyRequestSave, { tags: 'Inquiry' }),
  groupBuys: opQuery(centralizedListByKeyword, { tags: 'GroupBuy' }),
  groupBuy: opQuery(getCentralizedProduct, { tags: 'GroupBuy' }),
  // A room's snapshot (group-buy-rooms.ts), read in the background as the auction's is: a page of 15 cards joins
  // 15 rooms at once, and 15 reads raising the loading overlay were 30 store changes the page drew for nothing.
  groupBuyProgress: opQuery(getCentralizedProduct, { background: true, keepUnusedDataFor: 0 }),
  groupBuyCategories: opQuery(collectiveCategoryCache, { tags: 'GroupBuy', keepUnusedDataFor: 600 }),
  registerGroupBuy: opMutation(centralizedRegisterSave, { tags: 'GroupBuy' }),
  myGroupBuys: opQuery(centralizedRegisterMine, { tags: 'GroupBuy' }),
  agentProducts: opQuery(agentPurchasingListByKeyword, { tags: 'Order' }),
  agentRecords: opQuery(agentPurchaseRecordPage, { tags: 'AgentPurchase' }),
  saveAgentPurchase: opMutation(agentPurchaseRecordSave, { tags: ['Order', 'AgentPurchase'] }),
  agentWork: opQuery(agentPurchaseRecordWorkPage, { tags: 'AgentPurchase' }),
  moveAgentRecord: opMutation(agentPurchaseRecordMove, { tags: 'AgentPurchase' }),
  categories: opQuery(categoryManagementList, { keepUnusedDataFor: 600 }),
  regions: opQuery(regionTree, { keepUnusedDataFor: 600 }),
});

export const {
  useInquiryHallQuery,
  useMyInquiriesQuery,
  useInquiryDetailQuery,
  useInquiryProductQuery,
  usePublishInquiryMutation,
  useEndInquiryMutation,
  useOffersQuery,
  useSaveOfferMutation,
  useAcceptOfferMutation,
  useOfferToCartMutation,
  useQuotesReceivedQuery,
  useOwnGoodsQuery,
  useSupplyHallQuery,
  useMySupplyQuery,
  usePublishSupplyMutation,
  useGroupBuysQuery,
  useGroupBuyQuery,
  useGroupBuyCategoriesQuery,
  useRegisterGroupBuyMutation,
  useMyGroupBuysQuery,
  useAgentProductsQuery,
  useAgentRecordsQuery,
  useSaveAgentPurchaseMutation,
  useAgentWorkQuery,
  useMoveAgentRecordMutation,
  useCategoriesQuery,
  useRegionsQuery,
} = tradeApi;
