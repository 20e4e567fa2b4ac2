// The payload schema of every server->client room event, by name: what the operator's publish aid (and any
// other runtime check) validates a payload against before it reaches a room.
import type { TSchema } from 'typebox';
import {
  AuctionBidEvent,
  AuctionCardEvent,
  AuctionEndedEvent,
  AuctionExtendedEvent,
  AuctionRankingEvent,
  AuctionStateEvent,
} from './auction.ts';
import { ChatInboxEvent, ChatMessageEvent, ChatReceiptEvent } from './chat.ts';
import type { ParsedRoom, ServerEventName } from './common.ts';
import { BeltUpdateEvent, FloorTickEvent } from './floor.ts';
import { GroupBuyProgressEvent } from './groupbuy.ts';
import {
  UserAuctionDepositEvent,
  UserAuctionOutbidEvent,
  UserCartCountEvent,
  UserNotificationEvent,
  UserOrderChangedEvent,
} from './user.ts';

export const SERVER_EVENT_SCHEMAS: { readonly [E in ServerEventName]: TSchema } = {
  'auction:bid': AuctionBidEvent,
  'auction:ranking': AuctionRankingEvent,
  'auction:state': AuctionStateEvent,
  'auction:extended': AuctionExtendedEvent,
  'auction:ended': AuctionEndedEvent,
  'auction:card': AuctionCardEvent,
  'chat:message': ChatMessageEvent,
  'chat:receipt': ChatReceiptEvent,
  'chat:inbox': ChatInboxEvent,
  'groupbuy:progress': GroupBuyProgressEvent,
  'user:cartCount': UserCartCountEvent,
  'user:notification': UserNotificationEvent,
  'user:auctionOutbid': UserAuctionOutbidEvent,
  'user:auctionDeposit': UserAuctionDepositEvent,
  'user:orderChanged': UserOrderChangedEvent,
  'floor:tick': FloorTickEvent,
  'belt:update': BeltUpdateEvent,
};

export function isServerEventName(value: string): value is ServerEventName {
  return Object.hasOwn(SERVER_EVENT_SCHEMAS, value);
}

/** The room kind each event is sent to (`user:cartCount` goes to `user:<id>` rooms). */
export const SERVER_EVENT_ROOM_KINDS: { readonly [E in ServerEventName]: ParsedRoom['kind'] } = {
  'auction:bid': 'auction',
  'auction:ranking': 'auction',
  'auction:state': 'auction',
  'auction:extended': 'auction',
  'auction:ended': 'auction',
  'auction:card': 'floor',
  'chat:message': 'chat',
  'chat:receipt': 'chat',
  'chat:inbox': 'user',
  'groupbuy:progress': 'groupbuy',
  'user:cartCount': 'user',
  'user:notification': 'user',
  'user:auctionOutbid': 'user',
  'user:auctionDeposit': 'user',
  'user:orderChanged': 'user',
  'floor:tick': 'floor',
  'belt:update': 'floor',
};
