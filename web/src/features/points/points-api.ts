// The points mall's calls, straight from the contract: the shelf, the caller's balance and exchanges, exchanging.
import {
  integralProductAccount,
  integralProductExchange,
  integralProductMyExchanges,
  integralProductPage,
} from '@portal/contracts/http/integral-product';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const pointsApi = injectOps({
  pointsGoods: opQuery(integralProductPage, { tags: 'Points' }),
  pointsAccount: opQuery(integralProductAccount, { tags: 'Points' }),
  myExchanges: opQuery(integralProductMyExchanges, { tags: 'Points' }),
  exchangePoints: opMutation(integralProductExchange, { tags: 'Points' }),
});

export const { usePointsGoodsQuery, usePointsAccountQuery, useMyExchangesQuery, useExchangePointsMutation } = pointsApi;
