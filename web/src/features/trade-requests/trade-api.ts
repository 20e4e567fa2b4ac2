// The trade-request calls (inquiries and offers, supply requests, agent purchasing), straight from the contracts
// (uploads go through the shared file/upload endpoint, shared/api/upload-api.ts). The group buys' and the pickers'
// calls are in group-buy-api.ts.
import {
  agentPurchaseRecordPage,
  agentPurchaseRecordSave,
  agentPurchaseRecordMove,
  agentPurchaseRecordWorkPage,
  agentPurchasingListByKeyword,
} from '@portal/contracts/http/agent-purchasing';
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
  agentProducts: opQuery(agentPurchasingListByKeyword, { tags: 'Order' }),
  agentRecords: opQuery(agentPurchaseRecordPage, { tags: 'AgentPurchase' }),
  saveAgentPurchase: opMutation(agentPurchaseRecordSave, { tags: ['Order', 'AgentPurchase'] }),
  agentWork: opQuery(agentPurchaseRecordWorkPage, { tags: 'AgentPurchase' }),
  moveAgentRecord: opMutation(agentPurchaseRecordMove, { tags: 'AgentPurchase' }),
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
  useAgentProductsQuery,
  useAgentRecordsQuery,
  useSaveAgentPurchaseMutation,
  useAgentWorkQuery,
  useMoveAgentRecordMutation,
} = tradeApi;
