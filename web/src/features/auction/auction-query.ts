// The auction pages' URL state, read by the contracts' query schemas (shared/url-query.ts): the list's
// ?status=&keyword=&categoryId=&specialId=&sort=&page= and the detail's ?id=.
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { getPortalAuctionInfo } from '@portal/contracts/http/auction';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';

export const auctionListQuery = urlQuery(pageAuctionPortal, {
  fields: ['status', 'keyword', 'categoryId', 'specialId', 'sort', 'pageNum'],
  rename: { pageNum: 'page' },
});
export const auctionDetailQuery = urlQuery(getPortalAuctionInfo, { fields: ['id'] });

/** The longest keyword the server takes. */
export const AUCTION_KEYWORD_MAX = queryLimits(pageAuctionPortal, 'keyword').maxLength;
