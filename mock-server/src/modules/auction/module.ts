// Auctions: the hall and its filters, details with the caller's deposit and rank, the bidding snapshot a
// client re-syncs from, deposits, special sessions and bid announcements; the server clock for countdowns.
// Bidding, signing up and paying deposits are writes of a later issue (answered 501 until then).
import type { FastifyInstance } from 'fastify';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { roomName } from '@portal/contracts/events/common';
import * as portal from '@portal/contracts/http/auction-portal';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import * as special from '@portal/contracts/http/special-auction';
import * as announcement from '@portal/contracts/http/bid-announcement';
import { auctionMigrations } from './schema.ts';
import { seedAuctions } from './seed.ts';
import {
  announcements,
  auctionDetail,
  auctionHall,
  auctionSnapshot,
  marginInfo,
  myAuctions,
  otherAuctions,
  searchConditions,
  specialList,
  specialPage,
} from './service.ts';

/** The current sequence number of an auction's realtime room, or null when realtime is not installed. */
export function auctionRoomSeq(app: FastifyInstance, auctionId: number): number | null {
  if (!app.hasDecorator('realtime')) return null;
  return app.realtime.seq(roomName('auction', auctionId));
}

export const module: DomainModule = {
  name: 'auction',
  dependsOn: ['catalogue'],
  migrations: auctionMigrations,
  seed: seedAuctions,
  routes(app) {
    const db = app.db;
    bind(app, portal.pageAuctionPortal, ({ query }) => auctionHall(db, app.now(), query));
    bind(app, portal.getAuctionSearchCondition, () => searchConditions(db, app.now()));
    bind(app, auction.auctionPortalPage, ({ caller, query }) => myAuctions(db, app.now(), caller, query));
    bind(app, auction.getPortalAuctionInfo, ({ query, request }) =>
      auctionDetail(db, app.now(), query.id, request.auth),
    );
    bind(app, auction.getMarginAmount, ({ query, request }) =>
      marginInfo(db, app.now(), query.auctionId, request.auth),
    );
    bind(app, auction.getSystemDate, () => ({ now: app.now() }));
    bind(app, auction.otherAuction, ({ query }) => otherAuctions(db, app.now(), query.id, query.limit ?? 6));
    bind(app, sign.roundRobin, ({ query, request }) =>
      auctionSnapshot(db, app.now(), query.auctionId, request.auth, auctionRoomSeq(app, query.auctionId)),
    );
    bind(app, special.specialAuctionList, ({ query }) => specialList(db, app.now(), query.limit ?? 10));
    bind(app, special.specialAuctionPage, ({ query }) => specialPage(db, app.now(), query));
    bind(app, announcement.bidAnnouncementListByKeyword, ({ query }) => announcements(db, app.now(), query));
  },
};
