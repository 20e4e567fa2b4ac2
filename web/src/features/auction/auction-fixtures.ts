// Test data of the auction feature (tests only): a lot as the detail read, the room snapshot and the room's
// events, in the shapes of the contracts.
import type { AuctionDetail, AuctionMe, AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { AuctionBidEvent } from '@portal/contracts/events/auction';

export const NOW = 1_795_440_000_000;

export function me(extra: Partial<AuctionMe> = {}): AuctionMe {
  return {
    alias: '买家***01',
    depositStatus: 'approved',
    rejectReason: null,
    rank: null,
    highestBid: null,
    bidCount: 0,
    lastBid: null,
    proxyCeiling: null,
    isSeller: false,
    bidBlock: null,
    settlement: null,
    ...extra,
  };
}

export function snapshot(extra: Partial<AuctionSnapshot> = {}): AuctionSnapshot {
  return {
    auctionId: 11,
    status: 'inProgress',
    startAt: NOW - 3_600_000,
    endAt: NOW + 600_000,
    scheduledEndAt: NOW + 600_000,
    serverNow: NOW,
    currentPrice: '1500.00',
    nextMinBid: '1600.00',
    startPrice: '1000.00',
    increment: '100.00',
    antiSniping: { windowMs: 180_000, extendMs: 180_000, capMs: 900_000 },
    bidCount: 3,
    bidderCount: 2,
    ranking: [
      { rank: 1, userAlias: '买家***02', amount: '1500.00', bidAt: NOW - 60_000 },
      { rank: 2, userAlias: '买家***01', amount: '1400.00', bidAt: NOW - 120_000 },
    ],
    recentBids: [
      { bidId: 3, userAlias: '买家***02', amount: '1500.00', bidAt: NOW - 60_000 },
      { bidId: 2, userAlias: '买家***01', amount: '1400.00', bidAt: NOW - 120_000 },
      { bidId: 1, userAlias: '买家***02', amount: '1000.00', bidAt: NOW - 180_000 },
    ],
    winner: null,
    seq: 5,
    epoch: 'e1',
    me: null,
    ...extra,
  };
}

export function detail(extra: Partial<AuctionDetail> = {}): AuctionDetail {
  const snap = snapshot();
  return {
    id: 11,
    code: 'PM20261121011',
    title: '卡通硅胶电动火车（650件整批）',
    image: '/assets-mock/goods/1.svg',
    productId: 1,
    categoryId: 3,
    categoryName: '电动火车',
    categoryNameEn: 'Electric Trains',
    specialId: null,
    specialTitle: null,
    seller: {
      id: 27,
      name: '东升玩具制品有限公司',
      shopName: '东升玩具工厂',
      logo: '',
      regionName: '广东省 汕头市 澄海区',
    },
    unit: 'piece',
    quantity: '650.0000',
    startPrice: snap.startPrice,
    increment: snap.increment,
    currentPrice: snap.currentPrice,
    marginAmount: '400.00',
    bidCount: snap.bidCount,
    bidderCount: snap.bidderCount,
    status: snap.status,
    startAt: snap.startAt,
    endAt: snap.endAt,
    scheduledEndAt: snap.scheduledEndAt,
    views: 10,
    description: ['整批650件，按现状整批出让。'],
    location: '汕头市澄海区',
    deliveryTerms: '款到发货',
    antiSniping: snap.antiSniping,
    serverNow: NOW,
    countdownTo: snap.endAt,
    nextMinBid: snap.nextMinBid,
    ranking: snap.ranking,
    winner: null,
    me: null,
    ...extra,
  };
}

export function bidEvent(seq: number, bidCount: number, amount: string, alias = '买家***03', epoch = 'e1') {
  const data: AuctionBidEvent = {
    auctionId: 11,
    bidId: 100 + bidCount,
    userAlias: alias,
    amount,
    bidAt: NOW + seq,
    bidCount,
    currentPrice: amount,
  };
  return { room: 'auction:11', seq, epoch, at: NOW + seq, data };
}
