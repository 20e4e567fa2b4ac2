// The lot's live state under a bid storm: a frame of events folded into one action gives the same lot as the
// events one by one (price, count, history, ranking), and my own bid's answer and the room's events for the
// same bids make one change between them, whichever comes first (the second returns the same state object).
import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AuctionRankingEvent } from '@portal/contracts/events/auction';
import type { BidAccepted } from '@portal/contracts/http/auction';
import {
  auctionSlice,
  bidAccepted,
  bidReceived,
  lotFramed,
  priceMoved,
  rankingReceived,
  snapshotLoaded,
  type AuctionLiveState,
  type LotChange,
} from './auction-slice.ts';
import { NOW, bidEvent, me, snapshot } from './auction-fixtures.ts';

const reduce = (state: AuctionLiveState, ...actions: UnknownAction[]) => actions.reduce(auctionSlice.reducer, state);
const loaded = (snap = snapshot()) => reduce(auctionSlice.reducer(undefined, { type: 'init' }), snapshotLoaded(snap));
const bid = (bidCount: number, amount: string, alias?: string) => bidEvent(bidCount + 2, bidCount, amount, alias).data;
const ranking = (...rows: [string, string][]): AuctionRankingEvent => ({
  auctionId: 11,
  ranking: rows.map(([userAlias, amount], i) => ({ rank: i + 1, userAlias, amount, bidAt: NOW })),
});

/** A storm: eight bids by three bidders, rankings after some of them. */
function storm(): LotChange[] {
  const changes: LotChange[] = [];
  const aliases = ['买家***03', '买家***04', '买家***02'];
  for (let i = 0; i < 8; i += 1) {
    const amount = `${1600 + i * 100}.00`;
    changes.push({ kind: 'bid', payload: bid(4 + i, amount, aliases[i % 3]) });
    if (i % 3 === 2) changes.push({ kind: 'ranking', payload: ranking([aliases[i % 3]!, amount]) });
  }
  changes.push({ kind: 'ranking', payload: ranking(['买家***04', '2300.00'], ['买家***03', '2200.00']) });
  return changes;
}

/** The per-event action each change stands for (what the room dispatched before the fold). */
function oneByOne(change: LotChange): UnknownAction {
  if (change.kind === 'bid') return bidReceived(change.payload);
  if (change.kind === 'ranking') return rankingReceived(change.payload);
  throw new Error(`no per-event action in this test for ${change.kind}`);
}

const accepted = (extra: Partial<BidAccepted> = {}): BidAccepted & { userAlias: string } => ({
  outcome: 'accepted',
  auctionId: 11,
  bidId: 104,
  amount: '1600.00',
  bidAt: NOW + 1,
  currentPrice: '1600.00',
  nextMinBid: '1700.00',
  bidCount: 4,
  rank: 1,
  endAt: NOW + 600_000,
  extended: false,
  proxyBids: [],
  userAlias: '买家***01',
  ...extra,
});

describe('auction slice: one frame, one change', () => {
  it('gives the same price, count, history and ranking for a folded frame as for its events one by one', () => {
    const changes = storm();
    const folded = reduce(loaded(), lotFramed(changes));
    const single = reduce(loaded(), ...changes.map(oneByOne));
    expect(folded).toEqual(single);
    const lot = folded.lots[11]!;
    expect(lot.currentPrice).toBe('2300.00');
    expect(lot.nextMinBid).toBe('2400.00');
    expect(lot.bidCount).toBe(11);
    // Every bid kept, newest first, then the snapshot's three.
    expect(lot.recentBids.map((row) => row.amount)).toEqual([
      ...['2300', '2200', '2100', '2000', '1900', '1800', '1700', '1600'].map((yuan) => `${yuan}.00`),
      '1500.00',
      '1400.00',
      '1000.00',
    ]);
    expect(lot.ranking.map((row) => row.userAlias)).toEqual(['买家***04', '买家***03']);
    expect(folded.cards[11]).toMatchObject({ currentPrice: '2300.00', bidCount: 11 });
  });

  it('applies a snapshot inside a frame in its place: events before it are replaced, events after it apply', () => {
    const state = reduce(
      loaded(),
      lotFramed([
        { kind: 'bid', payload: bid(4, '1600.00') },
        { kind: 'snapshot', payload: snapshot({ currentPrice: '2000.00', nextMinBid: '2100.00', bidCount: 8 }) },
        { kind: 'bid', payload: bid(9, '2100.00') },
      ]),
    );
    expect(state.lots[11]).toMatchObject({ currentPrice: '2100.00', bidCount: 9, nextMinBid: '2200.00' });
    expect(state.lots[11]!.recentBids.map((row) => row.amount)).not.toContain('1600.00');
  });

  it('changes nothing (the same state object) for a frame of bids already applied', () => {
    const state = reduce(loaded(), lotFramed(storm()));
    expect(reduce(state, lotFramed(storm().filter((change) => change.kind === 'bid')))).toBe(state);
  });
});

describe('auction slice: my bid answered and announced is one change', () => {
  it('answer first: the room event of the same bid returns the same state object', () => {
    const once = reduce(loaded(), bidAccepted(accepted()));
    expect(once.lots[11]).toMatchObject({ currentPrice: '1600.00', nextMinBid: '1700.00', bidCount: 4 });
    expect(once.lots[11]!.recentBids[0]).toMatchObject({ bidId: 104, userAlias: '买家***01' });
    const event = { ...bid(4, '1600.00', '买家***01'), bidId: 104, bidAt: NOW + 1 };
    expect(reduce(once, lotFramed([{ kind: 'bid', payload: event }]))).toBe(once);
  });

  it('event first: the answer returns the same state object, and both orders end in the same lot', () => {
    const event = { ...bid(4, '1600.00', '买家***01'), bidId: 104, bidAt: NOW + 1 };
    const byEvent = reduce(loaded(), bidReceived(event));
    expect(reduce(byEvent, bidAccepted(accepted()))).toBe(byEvent);
    expect(byEvent).toEqual(reduce(loaded(), bidAccepted(accepted())));
  });

  it('with the proxy bids it triggered and the end it moved: the events after the answer change nothing', () => {
    const later = NOW + 780_000;
    const answer = accepted({
      bidCount: 5,
      currentPrice: '1700.00',
      nextMinBid: '1800.00',
      rank: 2,
      endAt: later,
      extended: true,
      proxyBids: [{ bidId: 105, userAlias: '买家***02', amount: '1700.00', bidAt: NOW + 1 }],
    });
    const once = reduce(loaded(), bidAccepted(answer));
    expect(once.lots[11]).toMatchObject({ currentPrice: '1700.00', bidCount: 5, endAt: later });
    expect(once.lots[11]!.extensions).toHaveLength(1);
    const events: LotChange[] = [
      { kind: 'bid', payload: { ...bid(4, '1600.00', '买家***01'), bidId: 104, bidAt: NOW + 1 } },
      { kind: 'extended', payload: { auctionId: 11, endAt: later, at: NOW + 2 } },
      { kind: 'bid', payload: { ...bid(5, '1700.00', '买家***02'), bidId: 105, bidAt: NOW + 1 } },
    ];
    expect(reduce(once, lotFramed(events))).toBe(once);
  });

  it('keeps a bid that arrives after my answer moved past it: the history stays complete and in order', () => {
    // Someone's bid 4 is still on its way when the answer of my bid 5 comes.
    const mine = reduce(loaded(), bidAccepted(accepted({ bidId: 105, amount: '1700.00', bidCount: 5 })));
    const late = reduce(mine, bidReceived({ ...bid(4, '1600.00'), bidId: 104 }));
    const lot = late.lots[11]!;
    expect(lot.recentBids.slice(0, 2).map((row) => row.bidId)).toEqual([105, 104]);
    expect(lot).toMatchObject({ currentPrice: '1700.00', bidCount: 5, nextMinBid: '1800.00' });
  });

  it('a stale answer shows the new price; the bids that moved it fill the history without lowering it', () => {
    const stale = reduce(
      loaded(),
      priceMoved({
        outcome: 'stale',
        auctionId: 11,
        currentPrice: '1800.00',
        nextMinBid: '1900.00',
        bidCount: 6,
        endAt: NOW,
      }),
    );
    expect(stale.lots[11]).toMatchObject({ currentPrice: '1800.00', nextMinBid: '1900.00', bidCount: 3 });
    const events: LotChange[] = [
      { kind: 'bid', payload: bid(4, '1600.00') },
      { kind: 'bid', payload: bid(5, '1700.00') },
      { kind: 'bid', payload: bid(6, '1800.00') },
    ];
    // Frame by frame, the price never goes back to 1600 or 1700.
    let state = stale;
    for (const change of events) {
      state = reduce(state, lotFramed([change]));
      expect(state.lots[11]!.currentPrice).toBe('1800.00');
    }
    expect(state).toEqual(reduce(loaded(), lotFramed(events)));
  });

  it('clears the outbid notice when the ranking says I lead again', () => {
    const outbidNotice = {
      auctionId: 11,
      title: '',
      titleEn: '',
      reason: 'outbid' as const,
      currentPrice: '1500.00',
      yourBid: '1400.00',
      proxyCeiling: null,
      at: NOW,
    };
    const withNotice = reduce(loaded(snapshot({ me: me({ rank: 2 }) })), auctionSlice.actions.outbid(outbidNotice));
    expect(withNotice.lots[11]!.outbid).not.toBeNull();
    const leading = reduce(withNotice, rankingReceived(ranking(['买家***01', '1600.00'], ['买家***02', '1500.00'])));
    expect(leading.lots[11]!.outbid).toBeNull();
    expect(leading.lots[11]!.me).toMatchObject({ rank: 1, highestBid: '1600.00' });
  });
});
