// The auction calls straight from the contracts: the hall and list reads, one lot, the bidding snapshot, the
// server clock, the caller's auctions, sign-up, deposit (margin) and bids. Vouchers upload through
// shared/api/upload-api.ts.
import { getAuctionSearchCondition, pageAuctionPortal, participate } from '@portal/contracts/http/auction-portal';
import {
  auctionPortalPage,
  getMarginAmount,
  getPortalAuctionInfo,
  increasePrice,
  otherAuction,
  saveMargin,
} from '@portal/contracts/http/auction';
import { roundRobin, saveAuctionSign, saveProxyBid, signIncreasePrice } from '@portal/contracts/http/auction-sign';
import { bidAnnouncementListByKeyword } from '@portal/contracts/http/bid-announcement';
import { specialAuctionList } from '@portal/contracts/http/special-auction';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const auctionApi = injectOps({
  auctionPage: opQuery(pageAuctionPortal, { tags: 'Auction' }),
  auctionConditions: opQuery(getAuctionSearchCondition, { tags: 'Auction' }),
  auctionInfo: opQuery(getPortalAuctionInfo, { tags: 'Auction' }),
  otherAuctions: opQuery(otherAuction, { tags: 'Auction' }),
  specialAuctions: opQuery(specialAuctionList, { tags: 'Auction' }),
  bidAnnouncements: opQuery(bidAnnouncementListByKeyword, { tags: 'Auction' }),
  marginInfo: opQuery(getMarginAmount, { tags: 'Auction' }),
  myAuctions: opQuery(auctionPortalPage, { tags: 'Auction' }),
  // The snapshot is read by the room saga in the background (no loading overlay) and kept in one place, the
  // auction slice (snapshotLoaded): the cache lets it go as soon as the call is done.
  auctionSnapshot: opQuery(roundRobin, { background: true, keepUnusedDataFor: 0 }),
  signUp: opMutation(saveAuctionSign, { tags: 'Auction' }),
  enterBidding: opMutation(participate, { tags: [] }),
  declareMargin: opMutation(saveMargin, { tags: 'Auction' }),
  // A bid changes the room, which the socket (or the polled snapshot) brings back: nothing to refetch.
  placeBid: opMutation(signIncreasePrice, { tags: [] }),
  quickBid: opMutation(increasePrice, { tags: [] }),
  setProxyCeiling: opMutation(saveProxyBid, { tags: [] }),
});

export const {
  useAuctionPageQuery,
  useAuctionConditionsQuery,
  useAuctionInfoQuery,
  useOtherAuctionsQuery,
  useSpecialAuctionsQuery,
  useBidAnnouncementsQuery,
  useMarginInfoQuery,
  useMyAuctionsQuery,
  useSignUpMutation,
  useDeclareMarginMutation,
  usePlaceBidMutation,
  useSetProxyCeilingMutation,
} = auctionApi;
