// Auctions: the hall and its filters, details with the caller's deposit and rank, the bidding snapshot a
// client re-syncs from, sign-up and deposits (with the operator's review), bids in one serial order with
// idempotency keys and proxy ceilings, the end on the server clock, special sessions and bid announcements.
// Realtime: `auction:<id>` rooms (public to join), `auction:card` on `floor`, notices on `user:<id>`.
import type { FastifyInstance } from 'fastify';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { roomName } from '@portal/contracts/events/common';
import * as portal from '@portal/contracts/http/auction-portal';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import * as special from '@portal/contracts/http/special-auction';
import * as announcement from '@portal/contracts/http/bid-announcement';
import type { FastifyRequest } from 'fastify';
import { auctionMigrations } from './schema.ts';
import { seedAuctions } from './seed.ts';
import { announcements } from './announcements.ts';
import { placeBid } from './bids.ts';
import { fenOf } from './lot.ts';
import { marginInfo, pageMargins, participate, reviewMargin, saveAuctionSign, saveMargin } from './deposits.ts';
import { auctionHall, otherAuctions, searchConditions } from './hall.ts';
import { SWEEP_INTERVAL_MS, sweep } from './lifecycle.ts';
import { saveProxyBid } from './proxy.ts';
import { auctionDetail, auctionSnapshot, myAuctions, type ReadScope } from './queries.ts';
import { auctionEnv, marginReviewMsOf } from './realtime.ts';
import { specialList, specialPage } from './specials.ts';

/** The current sequence number of an auction's realtime room, or null when realtime is not installed. */
export function auctionRoomSeq(app: FastifyInstance, auctionId: number): number | null {
  if (!app.hasDecorator('realtime')) return null;
  return app.realtime.seq(roomName('auction', auctionId));
}

export const module: DomainModule = {
  name: 'auction',
  dependsOn: ['catalogue', 'trade'],
  uses: ['file'],
  migrations: auctionMigrations,
  seed: seedAuctions,
  routes(app) {
    const local = auctionEnv(app, marginReviewMsOf(app));
    // Every auction request first catches the lots up with the server clock (ends, starts, reviews).
    const read = (request: FastifyRequest): ReadScope => {
      sweep(local);
      return { db: app.db, now: app.now(), lang: request.lang };
    };
    bind(app, portal.pageAuctionPortal, ({ query, request }) => auctionHall(read(request), query));
    bind(app, portal.getAuctionSearchCondition, ({ request }) => searchConditions(read(request)));
    bind(app, portal.participate, ({ caller, body, request }) =>
      participate(local, caller, request.lang, body.auctionId),
    );
    bind(app, auction.auctionPortalPage, ({ caller, query, request }) => myAuctions(read(request), caller, query));
    bind(app, auction.getPortalAuctionInfo, ({ caller, query, request }) =>
      auctionDetail(read(request), query.id, caller),
    );
    bind(app, auction.getMarginAmount, ({ caller, query, request }) =>
      marginInfo(read(request), query.auctionId, caller),
    );
    bind(app, auction.saveMargin, ({ caller, body, request }) => saveMargin(local, caller, request.lang, body));
    bind(app, auction.getSystemDate, () => ({ now: app.now() }));
    bind(app, auction.increasePrice, ({ caller, body, request }) =>
      placeBid(local, caller, request.lang, {
        auctionId: body.auctionId,
        idempotencyKey: body.idempotencyKey,
        amount: {
          kind: 'times',
          times: body.times,
          ...(body.seenPrice === undefined ? {} : { seenFen: fenOf(body.seenPrice) }),
        },
      }),
    );
    bind(app, auction.otherAuction, ({ query, request }) => otherAuctions(read(request), query.id, query.limit ?? 6));
    bind(app, auction.reviewMargin, ({ body, request }) => reviewMargin(local, request.lang, body));
    bind(app, auction.pageMargins, ({ query, request }) => pageMargins(read(request), query));
    bind(app, sign.saveAuctionSign, ({ caller, body, request }) => saveAuctionSign(local, caller, request.lang, body));
    bind(app, sign.signIncreasePrice, ({ caller, body, request }) =>
      placeBid(local, caller, request.lang, {
        auctionId: body.auctionId,
        idempotencyKey: body.idempotencyKey,
        amount: { kind: 'exact', amountFen: fenOf(body.amount) },
      }),
    );
    bind(app, sign.saveProxyBid, ({ caller, body, request }) => saveProxyBid(local, caller, request.lang, body));
    bind(app, sign.roundRobin, ({ caller, query, request }) =>
      auctionSnapshot(read(request), query.auctionId, caller, local.position(roomName('auction', query.auctionId))),
    );
    bind(app, special.specialAuctionList, ({ query, request }) => specialList(read(request), query.limit ?? 10));
    bind(app, special.specialAuctionPage, ({ query, request }) => specialPage(read(request), query));
    bind(app, announcement.bidAnnouncementListByKeyword, ({ query, request }) => announcements(read(request), query));
  },
  realtime(app) {
    // `auction:<id>` rooms need no guard: anyone may watch (bids are public, names masked), and a room of no
    // lot simply stays silent.
    // The lots' timer: starts, ends and automatic deposit approvals on the server clock.
    const local = auctionEnv(app, marginReviewMsOf(app));
    const timer = setInterval(() => {
      try {
        sweep(local);
      } catch (error) {
        app.log.error({ err: error }, 'auction sweep failed');
      }
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
};
