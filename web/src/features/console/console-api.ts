// The calls of the operator console, straight from the contract. A decision changes the item's own domain
// (a deposit, a group buy, an inquiry, a booth, a store, a user), so it makes those reads stale as well.
import { reviewQueueDecide, reviewQueuePage } from '@portal/contracts/http/review-queue';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const consoleApi = injectOps({
  reviewQueue: opQuery(reviewQueuePage, { tags: 'Review' }),
  decideReview: opMutation(reviewQueueDecide, {
    tags: ['Review', 'User', 'Auction', 'GroupBuy', 'Inquiry', 'Exhibition'],
  }),
});

export const { useReviewQueueQuery, useDecideReviewMutation } = consoleApi;
