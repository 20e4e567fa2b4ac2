// The live side of auctions (CONTRIBUTING.md, "Style"): what the rooms pushed on top of the last snapshot, per lot (the
// detail page) and per card (the hall), as events named for what happened. Server data that is not live
// stays in RTK Query; this slice holds only what the socket (or the polled snapshot) moves.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AuctionBidEvent,
  AuctionCardEvent,
  AuctionEndedEvent,
  AuctionExtendedEvent,
  AuctionRankingEvent,
  AuctionSettledEvent,
  AuctionStateEvent,
} from '@portal/contracts/events/auction';
import type { AuctionBid, AuctionMe, AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { BidAccepted, BidStale } from '@portal/contracts/http/auction';
import type { UserAuctionOutbidEvent } from '@portal/contracts/events/user';
import { fenToMoney, moneyToFen } from '@portal/contracts/money';
import { rootReducer } from '@/shared/store/root-reducer.ts';

/** The bids kept in the history (the snapshot gives the latest 20). */
export const HISTORY_MAX = 20;

export interface LiveLot extends AuctionSnapshot {
  /** Anti-sniping extensions seen while watching: the new end and when it was announced (server time). */
  extensions: { endAt: number; at: number }[];
  /** Why the room refused us (in the user's language), if it did. */
  refused: string | null;
  /** I lost the lead while watching (outbid, or my proxy ceiling was passed), from my own room. */
  outbid: UserAuctionOutbidEvent | null;
  /** When the lot's settlement was announced (`auction:settled`), once it was. */
  settledAt?: number;
}

/** A hall card's live values: price, bids, end, state. */
export interface LiveCard {
  currentPrice: string;
  bidCount: number;
  endAt: number;
  status?: AuctionSnapshot['status'];
  bidderCount?: number;
}

export interface AuctionLiveState {
  lots: Record<number, LiveLot>;
  cards: Record<number, LiveCard>;
}

const initialState: AuctionLiveState = { lots: {}, cards: {} };

function addMoney(a: string, b: string): string {
  return fenToMoney((moneyToFen(a) ?? 0) + (moneyToFen(b) ?? 0));
}

/** My rank and best bid from the ranking (rows carry aliases; mine is `me.alias`). */
function withMyRank(me: AuctionMe | null, ranking: LiveLot['ranking']): AuctionMe | null {
  if (!me) return me;
  const row = ranking.find((entry) => entry.userAlias === me.alias);
  if (!row) return me;
  return { ...me, rank: row.rank, highestBid: row.amount };
}

/** Applies a committed bid once: bids come in serial order, so the bid count tells new from already seen. */
function applyBid(lot: LiveLot, bid: AuctionBid & { bidCount: number; currentPrice: string }): void {
  if (bid.bidCount <= lot.bidCount) return;
  lot.bidCount = bid.bidCount;
  lot.currentPrice = bid.currentPrice;
  if (lot.status !== 'ended') lot.nextMinBid = addMoney(bid.currentPrice, lot.increment);
  if (!lot.recentBids.some((known) => known.bidId === bid.bidId)) {
    lot.recentBids.unshift({ bidId: bid.bidId, userAlias: bid.userAlias, amount: bid.amount, bidAt: bid.bidAt });
    lot.recentBids.length = Math.min(lot.recentBids.length, HISTORY_MAX);
  }
  if (!lot.ranking.some((row) => row.userAlias === bid.userAlias)) lot.bidderCount += 1;
}

export const auctionSlice = createSlice({
  name: 'auction',
  initialState,
  reducers: {
    /** A snapshot (first load, re-sync after a gap or restart, or a poll while the socket is down). */
    snapshotLoaded(state, action: PayloadAction<AuctionSnapshot>) {
      const snap = action.payload;
      const known = state.lots[snap.auctionId];
      state.lots[snap.auctionId] = {
        ...snap,
        extensions: known?.extensions ?? [],
        refused: null,
        // A notice stays until I lead again.
        outbid: snap.me?.rank === 1 ? null : (known?.outbid ?? null),
      };
      state.cards[snap.auctionId] = {
        currentPrice: snap.currentPrice,
        bidCount: snap.bidCount,
        endAt: snap.endAt,
        status: snap.status,
      };
    },
    bidReceived(state, action: PayloadAction<AuctionBidEvent>) {
      const bid = action.payload;
      const lot = state.lots[bid.auctionId];
      if (lot) applyBid(lot, bid);
      const card = state.cards[bid.auctionId];
      if (!card || bid.bidCount > card.bidCount) {
        state.cards[bid.auctionId] = {
          ...card,
          endAt: card?.endAt ?? 0,
          currentPrice: bid.currentPrice,
          bidCount: bid.bidCount,
        };
      }
    },
    /** My own bid's answer: shown at once, before (or without) the room's event. Proxy bids it triggered
     * follow it; the room's events bring the ranking. */
    bidAccepted(state, action: PayloadAction<BidAccepted & { userAlias: string }>) {
      const result = action.payload;
      const lot = state.lots[result.auctionId];
      if (!lot) return;
      const mine = result.bidCount - result.proxyBids.length;
      applyBid(lot, { ...result, bidCount: mine, currentPrice: result.amount });
      result.proxyBids.forEach((bid, index) =>
        applyBid(lot, { ...bid, bidCount: mine + index + 1, currentPrice: bid.amount }),
      );
      lot.currentPrice = result.bidCount >= lot.bidCount ? result.currentPrice : lot.currentPrice;
      if (lot.status !== 'ended' && result.bidCount >= lot.bidCount) lot.nextMinBid = result.nextMinBid;
      lot.endAt = Math.max(lot.endAt, result.endAt);
      if (result.rank === 1) lot.outbid = null;
      if (lot.me) {
        lot.me = {
          ...lot.me,
          rank: result.rank,
          highestBid: result.amount,
          bidCount: lot.me.bidCount + 1,
          lastBid: { amount: result.amount, bidAt: result.bidAt },
        };
      }
    },
    /** My bid came too late: the price had moved; the answer says where it is now. */
    priceMoved(state, action: PayloadAction<BidStale>) {
      const stale = action.payload;
      const lot = state.lots[stale.auctionId];
      if (!lot || stale.bidCount < lot.bidCount) return;
      lot.currentPrice = stale.currentPrice;
      lot.nextMinBid = stale.nextMinBid;
      lot.endAt = Math.max(lot.endAt, stale.endAt);
    },
    /** The lot ended at the server clock: winner and price fixed. */
    ended(state, action: PayloadAction<AuctionEndedEvent>) {
      const event = action.payload;
      const lot = state.lots[event.auctionId];
      if (lot) {
        lot.status = 'ended';
        lot.endAt = event.endAt;
        lot.nextMinBid = null;
        lot.winner = event.winner;
        if (lot.me) lot.me = { ...lot.me, bidBlock: lot.me.isSeller ? 'ownLot' : 'ended' };
      }
      const card = state.cards[event.auctionId];
      if (card) {
        card.status = 'ended';
        card.endAt = event.endAt;
      }
    },
    /** The lot was settled (orders made, deposits released): the page reads the caller's part again. */
    settled(state, action: PayloadAction<AuctionSettledEvent>) {
      const lot = state.lots[action.payload.auctionId];
      if (lot) lot.settledAt = action.payload.at;
    },
    /** A hall card moved (the `floor` room's `auction:card`). */
    cardMoved(state, action: PayloadAction<AuctionCardEvent>) {
      const { auctionId, ...moved } = action.payload;
      const card = state.cards[auctionId];
      if (!card || moved.bidCount >= card.bidCount) state.cards[auctionId] = { ...card, ...moved };
    },
    rankingReceived(state, action: PayloadAction<AuctionRankingEvent>) {
      const lot = state.lots[action.payload.auctionId];
      if (!lot) return;
      lot.ranking = action.payload.ranking;
      lot.me = withMyRank(lot.me, lot.ranking);
    },
    stateChanged(state, action: PayloadAction<AuctionStateEvent>) {
      const event = action.payload;
      const lot = state.lots[event.auctionId];
      if (lot) {
        lot.status = event.status;
        lot.startAt = event.startAt;
        lot.endAt = event.endAt;
        if (event.status === 'ended') lot.nextMinBid = null;
      }
      const card = state.cards[event.auctionId];
      if (card) {
        card.status = event.status;
        card.endAt = event.endAt;
      }
    },
    extended(state, action: PayloadAction<AuctionExtendedEvent & { at: number }>) {
      const { auctionId, endAt, at } = action.payload;
      const lot = state.lots[auctionId];
      if (lot && endAt > lot.endAt) {
        lot.endAt = endAt;
        lot.extensions.unshift({ endAt, at });
      }
      const card = state.cards[auctionId];
      if (card && endAt > card.endAt) card.endAt = endAt;
    },
    /** `user:auctionOutbid` on my own room: someone took the lead from me (or passed my proxy ceiling). */
    outbid(state, action: PayloadAction<UserAuctionOutbidEvent>) {
      const lot = state.lots[action.payload.auctionId];
      if (!lot) return;
      lot.outbid = action.payload;
      if (lot.me && action.payload.reason === 'ceilingPassed') lot.me = { ...lot.me, proxyCeiling: null };
    },
    roomRefused(state, action: PayloadAction<{ auctionId: number; message: string }>) {
      const lot = state.lots[action.payload.auctionId];
      if (lot) lot.refused = action.payload.message;
    },
    /** The page closed: its live state goes (the next visit starts from a fresh snapshot). */
    lotLeft(state, action: PayloadAction<number>) {
      delete state.lots[action.payload];
    },
  },
});

export const {
  snapshotLoaded,
  bidReceived,
  bidAccepted,
  priceMoved,
  ended,
  settled,
  cardMoved,
  rankingReceived,
  stateChanged,
  extended,
  roomRefused,
  outbid,
  lotLeft,
} = auctionSlice.actions;

// Injected when the auction code loads, so the shared root reducer never lists it.
auctionSlice.injectInto(rootReducer);

/** The app state once the auction slice is injected (absent before its first action). */
type WithAuction = { auction?: AuctionLiveState };
export const selectLot = (state: object, id: number): LiveLot | undefined => (state as WithAuction).auction?.lots[id];
export const selectCard = (state: object, id: number): LiveCard | undefined =>
  (state as WithAuction).auction?.cards[id];
