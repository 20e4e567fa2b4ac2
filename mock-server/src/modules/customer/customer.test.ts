import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import * as receive from '@portal/contracts/http/customer-receive-info';
import * as credit from '@portal/contracts/http/customer-credit-facilities';
import * as extra from '@portal/contracts/http/customer-extra';
import { getCartNum } from '@portal/contracts/http/cart';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import type { CreditFacility } from '@portal/contracts/http/customer-credit-facilities';
import type { CartCustomerInfo } from '@portal/contracts/http/customer-extra';
import { regionName } from '../region/public.ts';
import { get as getAnswer, tokenOf, userIdOf } from '../../test/helpers.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
let app: FastifyInstance;
// The seeded documents are written to the upload folder when the app starts: a throwaway one.
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-customer-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
  for (const account of ['buyer', 'buyer2', 'buyer3', 'seller', 'personal']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const get = <T>(url: string, account?: string) =>
  getAnswer<T>(app, url, { token: account ? tokens[account] : undefined });

describe('shipping addresses', () => {
  it('need a login', async () => {
    expect((await get(receive.customerReceiveInfoList.path)).resultCode).toBe('G001');
  });

  it('list the caller addresses, the one default first, with real region names', async () => {
    const { resultCode, content } = await get<ReceiveInfo[]>(receive.customerReceiveInfoList.path, 'buyer');
    expect(resultCode).toBe('000');
    const stored = all<{ id: number }>(
      app.db,
      'SELECT id FROM customer_receive_infos WHERE user_id = ?',
      userIdOf(app, 'buyer'),
    );
    expect(content.map((a) => a.id).sort()).toEqual(stored.map((r) => r.id).sort());
    expect(content.length).toBeGreaterThan(1);
    expect(content.filter((a) => a.isDefault)).toHaveLength(1);
    expect(content[0]!.isDefault).toBe(true);
    for (const address of content) {
      expect(address.cityCode.startsWith(address.provinceCode)).toBe(true);
      expect(address.countyCode.startsWith(address.cityCode)).toBe(true);
      expect(address.regionName).toContain(regionName(address.countyCode)!);
      expect(address.fullAddress.endsWith(address.detailAddress)).toBe(true);
    }
    // Another user sees none of them.
    const other = await get<ReceiveInfo[]>(receive.customerReceiveInfoList.path, 'buyer2');
    expect(other.content.some((a) => content.some((b) => b.id === a.id))).toBe(false);
  });

  it('keep one default per user in the table itself', () => {
    const row = one<{ id: number }>(
      app.db,
      'SELECT id FROM customer_receive_infos WHERE user_id = ? AND is_default = 0 LIMIT 1',
      userIdOf(app, 'buyer'),
    )!;
    expect(() => run(app.db, 'UPDATE customer_receive_infos SET is_default = 1 WHERE id = ?', row.id)).toThrow();
  });

  it('declare the address writes with region and detail required', () => {
    const address = {
      consigneeName: '李娜',
      mobile: '13800000002',
      provinceCode: '33',
      cityCode: '3301',
      countyCode: '330106',
      detailAddress: '文三路90号',
    };
    expect(Value.Check(receive.ReceiveInfoInput, address)).toBe(true);
    expect(Value.Check(receive.ReceiveInfoInput, { ...address, countyCode: undefined })).toBe(false);
    expect(Value.Check(receive.ReceiveInfoInput, { ...address, detailAddress: '' })).toBe(false);
    expect(receive.customerReceiveInfoDelete.path).toBe('/api/customer/customerReceiveInfo/delete/{id}');
  });
});

describe('credit facilities', () => {
  it('answer the limits of a credit user', async () => {
    const { content } = await get<CreditFacility>(credit.isCreditUser.path, 'buyer');
    expect(content).toMatchObject({
      isCreditUser: true,
      totalLimit: '500000.00',
      availableLimit: '326800.00',
      ratio: 20,
    });
    expect(content.usedLimit).toBe('173200.00');
  });

  it('answer zero limits to a company without one and to a user without a company', async () => {
    const none = await get<CreditFacility>(credit.isCreditUser.path, 'buyer3');
    expect(none.content).toMatchObject({ isCreditUser: false, totalLimit: '0.00', availableLimit: '0.00', ratio: 0 });
    expect(none.content.companyName).not.toBeNull();
    const personal = await get<CreditFacility>(credit.isCreditUser.path, 'personal');
    expect(personal.content).toMatchObject({ isCreditUser: false, companyName: null });
    expect((await get(credit.isCreditUser.path)).resultCode).toBe('G001');
  });

  it('stop at a disabled or expired facility', async () => {
    const companyId = one<{ company_id: number }>(
      app.db,
      "SELECT company_id FROM users WHERE account = 'buyer2'",
    )!.company_id;
    expect((await get<CreditFacility>(credit.isCreditUser.path, 'buyer2')).content.isCreditUser).toBe(true);
    run(app.db, "UPDATE customer_credit_facilities SET valid_until = '2026-11-21' WHERE company_id = ?", companyId);
    expect((await get<CreditFacility>(credit.isCreditUser.path, 'buyer2')).content.isCreditUser).toBe(false);
    run(
      app.db,
      "UPDATE customer_credit_facilities SET valid_until = '2026-11-22', enabled = 0 WHERE company_id = ?",
      companyId,
    );
    expect((await get<CreditFacility>(credit.isCreditUser.path, 'buyer2')).content.isCreditUser).toBe(false);
    run(app.db, 'UPDATE customer_credit_facilities SET enabled = 1 WHERE company_id = ?', companyId);
    expect((await get<CreditFacility>(credit.isCreditUser.path, 'buyer2')).content.isCreditUser).toBe(true);
  });
});

describe('info for the cart', () => {
  it('bundles default address, invoice, credit and cart count', async () => {
    const { content } = await get<CartCustomerInfo>(extra.infoForCart.path, 'buyer');
    const addresses = (await get<ReceiveInfo[]>(receive.customerReceiveInfoList.path, 'buyer')).content;
    expect(content.defaultAddress).toEqual(addresses.find((a) => a.isDefault));
    expect(content.addressCount).toBe(addresses.length);
    expect(content.cartCount).toBe((await get<number>(getCartNum.path, 'buyer')).content);
    expect(content.invoice).toMatchObject({ invoiceType: 'special', isDefault: true });
    expect(content.invoice!.title).toBe(content.companyName);
    expect(content.credit.isCreditUser).toBe(true);
    expect(content.authenticated).toBe(true);
  });

  it('tells an individual user apart', async () => {
    const { content } = await get<CartCustomerInfo>(extra.infoForCart.path, 'personal');
    expect(content).toMatchObject({
      authenticated: false,
      companyId: null,
      companyName: null,
      invoice: null,
      cartCount: 0,
    });
    expect((await get(extra.infoForCart.path)).resultCode).toBe('G001');
  });
});
