// The trading floor's snapshot call, straight from the contract (the `floor` room's ticks carry on from it).
import { tradingFloorData } from '@portal/contracts/http/trading-floor';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';

export const tradingApi = injectOps({
  // The page follows the room: a cached snapshot is replaced by a fresh one on every visit.
  tradingFloor: opQuery(tradingFloorData, { keepUnusedDataFor: 0, background: true }),
});

export const { useTradingFloorQuery } = tradingApi;
