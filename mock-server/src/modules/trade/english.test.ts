// English pages show no Chinese from the seed: the commerce reads (favourites, footprints, freight templates,
// the cart's specifications, orders with their parties, coupon, carrier and cancel reason, addresses' regions)
// answer Accept-Language: en in English; typed texts (consignee, street, remarks, invoice title) stay as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OperationDef, PageOf } from '@portal/contracts/operation';
import type { OrderDetail, OrderSummary } from '@portal/contracts/entities/order';
import { getCartList } from '@portal/contracts/http/cart';
import { customerReceiveInfoList } from '@portal/contracts/http/customer-receive-info';
import { favouritePage } from '@portal/contracts/http/favourite';
import { freightTemPage } from '@portal/contracts/http/freight-tem';
import { orderDetail, orderPage } from '@portal/contracts/http/order';
import { pageFootprints } from '@portal/contracts/http/user-footprint';
import { buildApp } from '../../app.ts';
import { CJK } from '../../lib/text.ts';
import { get, tokenOf } from '../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

/** The string fields of an answer (any depth) that carry Chinese, as `key: value`, except the typed ones. */
const TYPED = new Set(['consigneeName', 'detailAddress', 'fullAddress', 'remarks', 'title', 'bank', 'address']);
function chinese(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return CJK.test(value) && !TYPED.has(key) ? [`${key}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item) => chinese(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => chinese(v, k));
  return [];
}

const read = async <T>(account: string, op: OperationDef, query: Record<string, string | number> = {}, lang = 'en') =>
  (await get<T>(app, op, { token: tokenOf(app, account), lang, query })).content;

describe('commerce reads in English', () => {
  it('favourites, footprints, freight templates and the cart carry no Chinese', async () => {
    for (const [op, query] of [
      [favouritePage, { pageSize: 100 }],
      [pageFootprints, { pageSize: 100 }],
      [freightTemPage, { pageSize: 100 }],
      [getCartList, {}],
    ] as const) {
      const content = await read<unknown>('buyer', op, query);
      expect(JSON.stringify(content).length).toBeGreaterThan(100);
      expect(chinese(content), op.id).toEqual([]);
    }
    const zhCart = JSON.stringify(await read<unknown>('buyer', getCartList, {}, 'zh'));
    expect(zhCart).toMatch(/"specText":"材质/);
  });

  it('orders name buyer, seller, template, coupon, carrier and cancel reason in English, for both sides', async () => {
    for (const [account, side] of [
      ['buyer', 'buyer'],
      ['seller', 'seller'],
    ] as const) {
      const page = await read<PageOf<OrderSummary>>(account, orderPage, { pageSize: 100, side });
      expect(page.records.length).toBeGreaterThan(0);
      expect(chinese(page)).toEqual([]);
      const details = await Promise.all(
        page.records.map((order) => read<OrderDetail>(account, orderDetail, { id: order.id })),
      );
      expect(details.flatMap((detail) => chinese(detail))).toEqual([]);
      if (account === 'buyer') {
        expect(details.some((d) => d.coupon !== null)).toBe(true);
        expect(details.some((d) => d.cancelReason !== null)).toBe(true);
        expect(details.some((d) => d.carrier !== null)).toBe(true);
      }
    }
    const zh = await read<PageOf<OrderSummary>>('buyer', orderPage, { pageSize: 5 }, 'zh');
    expect(zh.records.some((order) => CJK.test(order.sellerName))).toBe(true);
  });

  it('addresses name their region in English, the typed street as typed', async () => {
    const list = await read<{ regionName: string; fullAddress: string; detailAddress: string }[]>(
      'buyer',
      customerReceiveInfoList,
    );
    expect(list.length).toBeGreaterThan(0);
    for (const address of list) {
      expect(CJK.test(address.regionName)).toBe(false);
      expect(address.fullAddress).toBe(`${address.detailAddress}, ${address.regionName}`);
    }
  });
});
