// The one RTK Query api of the portal; every feature adds its endpoints with `api.injectEndpoints`.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.ts';

export const TAG_TYPES = [
  'User',
  'Cart',
  'Address',
  'Favorite',
  'Footprint',
  'Message',
  'Evaluate',
  'Home',
  'News',
  'Help',
  'Order',
  'Notification',
  'Coupon',
  'Points',
  'Inquiry',
  'Offer',
  'Auction',
  'GroupBuy',
  'Exhibition',
  'Inspection',
  'Brand',
  'Chat',
  'Service',
  'Review',
  /** The language an answer was asked in (language-refetch.ts). */
  'Lang',
  'SellerGoods',
  'PriceApply',
  /** Agent purchase requests: the buyer's and those an agent works on. */
  'AgentPurchase',
] as const;
/** A domain of cached server data: reads provide it, writes invalidate it (see endpoints.ts). */
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
