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

/** My rank and best bid from the ranking (rows carry aliases; mine is `me.alias`); the same object when they
 * did not move, so a ranking that leaves my row alone does not re-render what shows `me`. */
function withMyRank(me: AuctionMe | null, ranking: LiveLot['ranking']): AuctionMe | null {
  if (!me) return me;
  const row = ranking.find((entry) => entry.userAlias === me.alias);
  if (!row || (row.rank === me.rank && row.amount === me.highestBid)) return me;
  return { ...me, rank: row.rank, highestBid: row.amount };
}

/** Where a bid goes in the history (newest first; a lot's bid ids grow in the order its bids were applied), or
 * -1 when it is there already or older than every bid kept in a full history. */
export function historySlot(recent: readonly AuctionBid[], bidId: number): number {
  if (recent.some((known) => known.bidId === bidId)) return -1;
  const slot = recent.findIndex((known) => known.bidId < bidId);
  if (slot !== -1) return slot;
  return recent.length < HISTORY_MAX ? recent.length : -1;
}

/** One committed bid of the lot (a room event, or my own bid's answer: both describe the same bids).
 * Idempotent: the history is keyed by bid id, so a bid arriving late (after a later one) still takes its
 * place and a bid seen twice changes nothing; the count moves only forward and the price never goes back
 * (prices only rise with the bid count), so a summary that ran ahead (a stale answer) is not undone. */
function applyBid(lot: LiveLot, bid: AuctionBid & { bidCount: number; currentPrice: string }): void {
  const slot = historySlot(lot.recentBids, bid.bidId);
  const newer = bid.bidCount > lot.bidCount;
  if (slot === -1 && !newer) return;
  if (slot !== -1) {
    lot.recentBids.splice(slot, 0, {
      bidId: bid.bidId,
      userAlias: bid.userAlias,
      amount: bid.amount,
      bidAt: bid.bidAt,
    });
    lot.recentBids.length = Math.min(lot.recentBids.length, HISTORY_MAX);
    if (!lot.ranking.some((row) => row.userAlias === bid.userAlias)) lot.bidderCount += 1;
  }
  if (!newer) return;
  lot.bidCount = bid.bidCount;
  if ((moneyToFen(bid.currentPrice) ?? 0) < (moneyToFen(lot.currentPrice) ?? 0)) return;
  lot.currentPrice = bid.currentPrice;
  if (lot.status !== 'ended') lot.nextMinBid = addMoney(bid.currentPrice, lot.increment);
}

// ---- one change of the live state each: the per-event reducers and the per-frame fold share them ----------

/** A snapshot (first load, re-sync after a gap or restart, or a poll while the socket is down). */
function applySnapshot(state: AuctionLiveState, snap: AuctionSnapshot): void {
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
}

function applyBidEvent(state: AuctionLiveState, bid: AuctionBidEvent): void {
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
}

function applyRanking(state: AuctionLiveState, event: AuctionRankingEvent): void {
  const lot = state.lots[event.auctionId];
  if (!lot) return;
  lot.ranking = event.ranking;
  lot.me = withMyRank(lot.me, lot.ranking);
  // A notice stays until I lead again (as with a snapshot).
  if (lot.me?.rank === 1) lot.outbid = null;
}

function applyState(state: AuctionLiveState, event: AuctionStateEvent): void {
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
}

function applyExtended(state: AuctionLiveState, event: AuctionExtendedEvent & { at: number }): void {
  const { auctionId, endAt, at } = event;
  const lot = state.lots[auctionId];
  if (lot && endAt > lot.endAt) {
    lot.endAt = endAt;
    lot.extensions.unshift({ endAt, at });
  }
  const card = state.cards[auctionId];
  if (card && endAt > card.endAt) card.endAt = endAt;
}

/** The lot ended at the server clock: winner and price fixed. */
function applyEnded(state: AuctionLiveState, event: AuctionEndedEvent): void {
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
}

/** The lot was settled (orders made, deposits released): the page reads the caller's part again. */
function applySettled(state: AuctionLiveState, event: AuctionSettledEvent): void {
  const lot = state.lots[event.auctionId];
  if (lot) lot.settledAt = event.at;
}

function applyRefused(state: AuctionLiveState, refusal: { auctionId: number; message: string }): void {
  const lot = state.lots[refusal.auctionId];
  if (lot) lot.refused = refusal.message;
}

/** What each kind of change of a lot's room carries. */
interface LotChangePayloads {
  snapshot: AuctionSnapshot;
  bid: AuctionBidEvent;
  ranking: AuctionRankingEvent;
  state: AuctionStateEvent;
  extended: AuctionExtendedEvent & { at: number };
  ended: AuctionEndedEvent;
  settled: AuctionSettledEvent;
  refused: { auctionId: number; message: string };
}

/** One change of a lot's live state, in the order the room gave it. */
export type LotChange = {
  [K in keyof LotChangePayloads]: { kind: K; payload: LotChangePayloads[K] };
}[keyof LotChangePayloads];

const APPLY: { [K in keyof LotChangePayloads]: (state: AuctionLiveState, payload: LotChangePayloads[K]) => void } = {
  snapshot: applySnapshot,
  bid: applyBidEvent,
  ranking: applyRanking,
  state: applyState,
  extended: applyExtended,
  ended: applyEnded,
  settled: applySettled,
  refused: applyRefused,
};

/** Applies one change (on an Immer draft inside the slice, or on a plain copy in tests). */
export function applyLotChange(state: AuctionLiveState, change: LotChange): void {
  (APPLY[change.kind] as (state: AuctionLiveState, payload: LotChange['payload']) => void)(state, change.payload);
}

/** My accepted bid's answer as the room's changes it stands for: my bid, the anti-sniping move it made, and
 * the proxy bids it triggered, each with its place in the lot's bid order. Applied through the same
 * functions as the room's events, so whichever of the two comes second finds its bids there and changes
 * nothing (docs/architecture.md, "The realtime protocol": events are published after commit). My rank comes
 * with the room's ranking, as for everyone else. */
export function acceptedChanges(answer: BidAccepted & { userAlias: string }): LotChange[] {
  const mine = answer.bidCount - answer.proxyBids.length;
  const bid = (one: AuctionBid, bidCount: number): LotChange => ({
    kind: 'bid',
    payload: { ...one, auctionId: answer.auctionId, bidCount, currentPrice: one.amount },
  });
  return [
    bid({ bidId: answer.bidId, userAlias: answer.userAlias, amount: answer.amount, bidAt: answer.bidAt }, mine),
    ...(answer.extended
      ? [{ kind: 'extended', payload: { auctionId: answer.auctionId, endAt: answer.endAt, at: answer.bidAt } } as const]
      : []),
    ...answer.proxyBids.map((proxy, index) => bid(proxy, mine + index + 1)),
  ];
}

export const auctionSlice = createSlice({
  name: 'auction',
  initialState,
  reducers: {
    snapshotLoaded: (state, action: PayloadAction<AuctionSnapshot>) => applySnapshot(state, action.payload),
    bidReceived: (state, action: PayloadAction<AuctionBidEvent>) => applyBidEvent(state, action.payload),
    /** One frame of the lot's room (batchToScreen): every change in order, one store change for all. */
    lotFramed(state, action: PayloadAction<LotChange[]>) {
      for (const change of action.payload) applyLotChange(state, change);
    },
    /** My own bid's answer: shown at once, before (or without) the room's events for the same bids, which
     * then change nothing. */
    bidAccepted(state, action: PayloadAction<BidAccepted & { userAlias: string }>) {
      for (const change of acceptedChanges(action.payload)) applyLotChange(state, change);
    },
    /** My bid came too late: the price had moved; the answer says where it is now. The bids that moved it
     * come with the room (they fill the history and the count, never lowering this price). */
    priceMoved(state, action: PayloadAction<BidStale>) {
      const stale = action.payload;
      const lot = state.lots[stale.auctionId];
      if (!lot || stale.bidCount <= lot.bidCount) return;
      lot.currentPrice = stale.currentPrice;
      if (lot.status !== 'ended') lot.nextMinBid = stale.nextMinBid;
    },
    ended: (state, action: PayloadAction<AuctionEndedEvent>) => applyEnded(state, action.payload),
    settled: (state, action: PayloadAction<AuctionSettledEvent>) => applySettled(state, action.payload),
    /** A hall card moved (the `floor` room's `auction:card`). */
    cardMoved(state, action: PayloadAction<AuctionCardEvent>) {
      const { auctionId, ...moved } = action.payload;
      const card = state.cards[auctionId];
      if (!card || moved.bidCount >= card.bidCount) state.cards[auctionId] = { ...card, ...moved };
    },
    rankingReceived: (state, action: PayloadAction<AuctionRankingEvent>) => applyRanking(state, action.payload),
    stateChanged: (state, action: PayloadAction<AuctionStateEvent>) => applyState(state, action.payload),
    extended: (state, action: PayloadAction<AuctionExtendedEvent & { at: number }>) =>
      applyExtended(state, action.payload),
    /** `user:auctionOutbid` on my own room: someone took the lead from me (or passed my proxy ceiling). */
    outbid(state, action: PayloadAction<UserAuctionOutbidEvent>) {
      const lot = state.lots[action.payload.auctionId];
      if (!lot) return;
      lot.outbid = action.payload;
      if (lot.me && action.payload.reason === 'ceilingPassed') lot.me = { ...lot.me, proxyCeiling: null };
    },
    roomRefused: (state, action: PayloadAction<{ auctionId: number; message: string }>) =>
      applyRefused(state, action.payload),
    /** The page closed: its live state goes (the next visit starts from a fresh snapshot). */
    lotLeft(state, action: PayloadAction<number>) {
      delete state.lots[action.payload];
    },
  },
});

export const {
  snapshotLoaded,
  bidReceived,
  lotFramed,
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
