// The points mall's rules and reads: the shelf, a caller's account and exchanges, and the exchange itself
// (one transaction; the conditional UPDATEs and the tables' CHECKs keep balance and stock at zero or above).
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import {
  needsDeliveryAddress,
  type ExchangeBody,
  type ExchangeResult,
  type PointsAccount,
  type PointsCategoryValue,
  type PointsExchange,
  type PointsGoods,
} from '@portal/contracts/http/integral-product';
import type { Db } from '../../db/database.ts';
import { one, run, transaction } from '../../db/database.ts';
import { assetUrl } from '../../lib/assets.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageQuery } from '../../lib/paging.ts';
import { pick, textAs } from '../../lib/text.ts';
import { addressColumns, deliveryAddress, deliveryOf, type DeliveryColumns } from './delivery.ts';
import { exchangeNo } from './seed.ts';

/** The picture of a points goods: drawn from its Chinese title, numbered apart from the catalogue's goods. */
function pointsImage(id: number, titleZh: string): string {
  return assetUrl('goods', `points-${id}`, titleZh);
}

interface GoodsRow {
  id: number;
  title: string;
  title_zh: string;
  category: PointsCategoryValue;
  points: number;
  market_price_fen: number;
  stock: number;
  per_user_limit: number;
  exchanged: number;
  mine: number;
}

export interface ShelfQuery {
  pageNum?: number;
  pageSize?: number;
  category?: PointsCategoryValue;
  maxPoints?: number;
}

export function pointsGoodsPage(db: Db, userId: number | null, query: ShelfQuery, lang: Lang): PageOf<PointsGoods> {
  const where = ['g.on_shelf = 1'];
  const args: (string | number)[] = [];
  if (query.category) {
    where.push('g.category = ?');
    args.push(query.category);
  }
  if (query.maxPoints !== undefined) {
    where.push('g.points <= ?');
    args.push(query.maxPoints);
  }
  return pageQuery<GoodsRow, PointsGoods>(
    db,
    {
      select: `g.id, ${textAs(lang, 'g.title', 'title')}, g.title AS title_zh, g.category, g.points, g.market_price_fen,
               g.stock, g.per_user_limit,
               (SELECT COALESCE(SUM(e.quantity), 0) FROM points_exchanges e WHERE e.goods_id = g.id) AS exchanged,
               (SELECT COALESCE(SUM(e.quantity), 0) FROM points_exchanges e WHERE e.goods_id = g.id AND e.user_id = ?) AS mine`,
      from: `FROM points_goods g WHERE ${where.join(' AND ')}`,
      // In stock before sold out, then cheapest first: what a visitor can have now comes first.
      order: '(g.stock = 0), g.points, g.sort, g.id',
      args: [userId ?? -1, ...args],
      countFrom: `FROM points_goods g WHERE ${where.join(' AND ')}`,
      countArgs: args,
      defaultSize: 12,
    },
    query,
    (row) => ({
      id: row.id,
      title: row.title,
      image: pointsImage(row.id, row.title_zh),
      category: row.category,
      points: row.points,
      marketPrice: fenToMoney(row.market_price_fen),
      stock: row.stock,
      exchanged: row.exchanged,
      perUserLimit: row.per_user_limit,
      mine: row.mine,
    }),
  );
}

export function pointsAccount(db: Db, userId: number): PointsAccount {
  const row = one<{ balance: number; spent: number }>(
    db,
    'SELECT balance, spent FROM points_accounts WHERE user_id = ?',
    userId,
  );
  const exchanges =
    one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM points_exchanges WHERE user_id = ?', userId)?.n ?? 0;
  // An account registered after the seed has earned nothing yet.
  return { balance: row?.balance ?? 0, spent: row?.spent ?? 0, exchanges };
}

interface ExchangeRow {
  id: number;
  exchange_no: string;
  goods_id: number;
  quantity: number;
  points: number;
}

/**
 * Exchanges points for goods. The same requestId of the same user answers the first exchange again (a double
 * click, a retry after a lost answer); any refusal changes nothing.
 */
export function exchangePoints(db: Db, userId: number, body: ExchangeBody, now: number, lang: Lang): ExchangeResult {
  return transaction(db, () => {
    const earlier = one<ExchangeRow>(
      db,
      'SELECT id, exchange_no, goods_id, quantity, points FROM points_exchanges WHERE user_id = ? AND request_id = ?',
      userId,
      body.requestId,
    );
    if (earlier) {
      if (earlier.goods_id !== body.goodsId || earlier.quantity !== body.quantity) {
        throw new FieldError(
          'requestId',
          pick(lang, '该请求编号已用于另一笔兑换', 'This request id was already used for another exchange.'),
        );
      }
      return {
        id: earlier.id,
        exchangeNo: earlier.exchange_no,
        points: earlier.points,
        balance: balanceOf(db, userId),
      };
    }
    const goods = one<{
      points: number;
      stock: number;
      per_user_limit: number;
      on_shelf: number;
      category: PointsCategoryValue;
    }>(db, 'SELECT points, stock, per_user_limit, on_shelf, category FROM points_goods WHERE id = ?', body.goodsId);
    if (!goods) throw new BusinessError('notFound');
    if (!goods.on_shelf) throw new BusinessError('productOff');
    const address = needsDeliveryAddress(goods.category) ? deliveryAddress(db, userId, body.receiveInfoId, lang) : null;
    const mine =
      one<{ n: number }>(
        db,
        'SELECT COALESCE(SUM(quantity), 0) AS n FROM points_exchanges WHERE user_id = ? AND goods_id = ?',
        userId,
        body.goodsId,
      )?.n ?? 0;
    if (mine + body.quantity > goods.per_user_limit) {
      throw new FieldError(
        'quantity',
        pick(
          lang,
          `每人限兑 ${goods.per_user_limit} 件，您已兑换 ${mine} 件`,
          `Each user may exchange at most ${goods.per_user_limit}; you have exchanged ${mine}.`,
        ),
      );
    }
    const points = goods.points * body.quantity;
    // Conditional writes: a row is changed only while enough is left, so nothing ever goes below zero.
    const taken = run(
      db,
      'UPDATE points_goods SET stock = stock - ? WHERE id = ? AND stock >= ?',
      body.quantity,
      body.goodsId,
      body.quantity,
    );
    if (taken.changes === 0) throw new BusinessError('pointsSoldOut');
    const paid = run(
      db,
      'UPDATE points_accounts SET balance = balance - ?, spent = spent + ? WHERE user_id = ? AND balance >= ?',
      points,
      points,
      userId,
      points,
    );
    if (paid.changes === 0) throw new BusinessError('pointsShort');
    const seq = one<{ n: number }>(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS n FROM points_exchanges')?.n ?? 1;
    const no = exchangeNo(now, seq);
    const id = run(
      db,
      `INSERT INTO points_exchanges (exchange_no, user_id, goods_id, quantity, points, request_id, created_at,
         consignee_name, consignee_mobile, province_code, city_code, county_code, detail_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      no,
      userId,
      body.goodsId,
      body.quantity,
      points,
      body.requestId,
      now,
      ...addressColumns(address),
    ).lastId;
    return { id, exchangeNo: no, points, balance: balanceOf(db, userId) };
  });
}

function balanceOf(db: Db, userId: number): number {
  return one<{ balance: number }>(db, 'SELECT balance FROM points_accounts WHERE user_id = ?', userId)?.balance ?? 0;
}

interface MyExchangeRow extends DeliveryColumns {
  id: number;
  exchange_no: string;
  goods_id: number;
  title: string;
  title_zh: string;
  quantity: number;
  points: number;
  created_at: number;
}

export function myExchanges(
  db: Db,
  userId: number,
  query: { pageNum?: number; pageSize?: number },
  lang: Lang,
): PageOf<PointsExchange> {
  return pageQuery<MyExchangeRow, PointsExchange>(
    db,
    {
      select: `e.id, e.exchange_no, e.goods_id, ${textAs(lang, 'g.title', 'title')}, g.title AS title_zh, e.quantity,
               e.points, e.created_at, e.consignee_name, e.consignee_mobile, e.province_code, e.city_code,
               e.county_code, e.detail_address`,
      from: 'FROM points_exchanges e JOIN points_goods g ON g.id = e.goods_id WHERE e.user_id = ?',
      order: 'e.created_at DESC, e.id DESC',
      args: [userId],
      countFrom: 'FROM points_exchanges e WHERE e.user_id = ?',
    },
    query,
    (row) => ({
      id: row.id,
      exchangeNo: row.exchange_no,
      goods: { id: row.goods_id, title: row.title, image: pointsImage(row.goods_id, row.title_zh) },
      quantity: row.quantity,
      points: row.points,
      createdAt: row.created_at,
      delivery: deliveryOf(row, lang),
    }),
  );
}
