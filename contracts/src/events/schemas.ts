// The payload schema of every server->client room event, by name: what the operator's publish aid (and any
// other runtime check) validates a payload against before it reaches a room.
import type { TSchema } from 'typebox';
import {
  AuctionBidEvent,
  AuctionCardEvent,
  AuctionEndedEvent,
  AuctionExtendedEvent,
  AuctionRankingEvent,
  AuctionSettledEvent,
  AuctionStateEvent,
} from './auction.ts';
import { ChatInboxEvent, ChatMessageEvent, ChatReceiptEvent } from './chat.ts';
import type { ParsedRoom, ServerEventName } from './common.ts';
import { BeltUpdateEvent, FloorTickEvent } from './floor.ts';
import { GroupBuyProgressEvent, GroupBuySettledEvent } from './groupbuy.ts';
import {
  UserAgentPurchaseEvent,
  UserAuctionDepositEvent,
  UserAuctionOutbidEvent,
  UserCartCountEvent,
  UserFactoryRequestEvent,
  UserNotificationEvent,
  UserNotificationsEvent,
  UserReviewEvent,
  UserOrderChangedEvent,
  UserPriceApplyDecidedEvent,
  UserSettlementEvent,
} from './user.ts';

export const SERVER_EVENT_SCHEMAS: { readonly [E in ServerEventName]: TSchema } = {
  'auction:bid': AuctionBidEvent,
  'auction:ranking': AuctionRankingEvent,
  'auction:state': AuctionStateEvent,
  'auction:extended': AuctionExtendedEvent,
  'auction:ended': AuctionEndedEvent,
  'auction:card': AuctionCardEvent,
  'auction:settled': AuctionSettledEvent,
  'chat:message': ChatMessageEvent,
  'chat:receipt': ChatReceiptEvent,
  'chat:inbox': ChatInboxEvent,
  'groupbuy:progress': GroupBuyProgressEvent,
  'groupbuy:settled': GroupBuySettledEvent,
  'user:cartCount': UserCartCountEvent,
  'user:notification': UserNotificationEvent,
  'user:auctionOutbid': UserAuctionOutbidEvent,
  'user:auctionDeposit': UserAuctionDepositEvent,
  'user:review': UserReviewEvent,
  'user:settlement': UserSettlementEvent,
  'user:factoryRequest': UserFactoryRequestEvent,
  'user:agentPurchase': UserAgentPurchaseEvent,
  'user:orderChanged': UserOrderChangedEvent,
  'user:priceApplyDecided': UserPriceApplyDecidedEvent,
  'user:notifications': UserNotificationsEvent,
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
  'auction:settled': 'auction',
  'chat:message': 'chat',
  'chat:receipt': 'chat',
  'chat:inbox': 'user',
  'groupbuy:progress': 'groupbuy',
  'groupbuy:settled': 'groupbuy',
  'user:cartCount': 'user',
  'user:notification': 'user',
  'user:auctionOutbid': 'user',
  'user:auctionDeposit': 'user',
  'user:review': 'user',
  'user:settlement': 'user',
  'user:factoryRequest': 'user',
  'user:agentPurchase': 'user',
  'user:orderChanged': 'user',
  'user:priceApplyDecided': 'user',
  'user:notifications': 'user',
  'floor:tick': 'floor',
  'belt:update': 'floor',
};
