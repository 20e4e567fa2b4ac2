// Users cannot buy their own products: a company never trades with itself. Each way in is refused with its
// business message in zh and en: joining one's own company's group buy, signing up for, paying the deposit of
// and bidding on one's own lot, quoting one's own company's inquiry, buying one's own goods (cart and buy-now)
// and asking one's own agency to buy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { OperationDef } from '@portal/contracts/operation';
import { BID_BLOCK_MESSAGES } from '@portal/contracts/entities/auction';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { TRADE_MESSAGES } from '@portal/contracts/rules/trade';
import * as auction from '@portal/contracts/http/auction';
import * as auctionSign from '@portal/contracts/http/auction-sign';
import * as agent from '@portal/contracts/http/agent-purchasing';
import * as cart from '@portal/contracts/http/cart';
import * as centralized from '@portal/contracts/http/centralized';
import * as inquiry from '@portal/contracts/http/inquiry';
import * as offer from '@portal/contracts/http/offer';
import { buildApp } from './app.ts';
import { one, run } from './db/database.ts';
import { chinaDate, DAY, MINUTE } from './lib/china-time.ts';
import { createLot } from './modules/auction/test-kit.ts';
import { companyIdOf, tokenOf, userIdOf } from './test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
const clock = T0;
let app: FastifyInstance;
const LANGS = ['zh', 'en'] as const;

async function post(op: OperationDef, body: unknown, account: string, lang: 'zh' | 'en') {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    payload: body as Record<string, unknown>,
    headers: { [HEADER_TOKEN]: tokenOf(app, account), [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: unknown; field?: string }) };
}

function voucher(account: string): string {
  const id = run(
    app.db,
    "INSERT INTO files (owner_id, name, mime, size, path, purpose, created_at) VALUES (?, 'voucher.png', 'image/png', 1, 'none', 'voucher', 1)",
    userIdOf(app, account),
  ).lastId;
  return one<{ public_id: string }>(app.db, 'SELECT public_id FROM files WHERE id = ?', id)!.public_id;
}

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
});
afterAll(() => app.close());

describe('a company never trades with itself', () => {
  it("refuses a shop joining its own company's group buy", async () => {
    const template = one<{ category_id: number }>(app.db, 'SELECT category_id FROM collective_purchases LIMIT 1')!;
    const groupBuy = run(
      app.db,
      `INSERT INTO collective_purchases (code, title, title_en, category_id, company_id, image, unit, price_fen,
         original_price_fen, margin_ratio, stock, min_quantity, target_quantity, start_at, deadline, description,
         specs, delivery_terms, created_at)
       VALUES ('OWN1', '本店团购', 'Own group buy', ?, ?, '', 'piece', 1000, 1200, 20, '100', '5', '60', ?, ?, '', '[]', '', ?)`,
      template.category_id,
      companyIdOf(app, 'seller'),
      clock - MINUTE,
      clock + 60 * MINUTE,
      clock,
    ).lastId;
    for (const lang of LANGS) {
      const answer = await post(
        centralized.centralizedRegisterSave,
        {
          centralizedId: groupBuy,
          quantity: '10',
          deposit: '20.00',
          paymentTime: clock,
          attachments: [voucher('seller')],
          contactName: '王明',
          contactPhone: '13800000001',
        },
        'seller',
        lang,
      );
      expect(answer).toMatchObject({ resultCode: 'B023', content: TRADE_MESSAGES.ownGroupBuy[lang] });
    }
    const rows = one<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM collective_registrations WHERE collective_id = ?',
      groupBuy,
    );
    expect(rows?.n).toBe(0);
  });

  it("refuses a sign-up, a deposit and a bid on its own company's lot", async () => {
    const lot = createLot(app, { sellerAccount: 'seller' });
    for (const lang of LANGS) {
      const own = { resultCode: 'B023', content: BID_BLOCK_MESSAGES.ownLot[lang] };
      const signUp = { auctionId: lot, contactName: '王明', contactPhone: '13800000001', agree: true };
      expect(await post(auctionSign.saveAuctionSign, signUp, 'seller', lang)).toMatchObject(own);
      const deposit = { auctionId: lot, amount: '500.00', paymentTime: clock, attachments: [voucher('seller')] };
      expect(await post(auction.saveMargin, deposit, 'seller', lang)).toMatchObject(own);
      const bid = { auctionId: lot, amount: '1010.00', idempotencyKey: `own-${lang}-0000000000` };
      expect(await post(auctionSign.signIncreasePrice, bid, 'seller', lang)).toMatchObject(own);
    }
  });

  it("refuses a quote on its own company's inquiry", async () => {
    const category = one<{ id: number }>(app.db, 'SELECT id FROM categories WHERE level = 3 ORDER BY id LIMIT 1')!.id;
    const saved = await post(
      inquiry.saveInquiryPortal,
      {
        title: '采购不锈钢保温杯 2000个',
        categoryId: category,
        quantity: '2000',
        price: '12.50',
        unit: 'piece',
        provinceCode: '33',
        cityCode: '3307',
        countyCode: '330782',
        address: '稠城街道工人北路 1 号',
        dueDate: chinaDate(clock + 10 * DAY),
        contactPhone: '13800000001',
        deliveryMethod: 'delivery',
      },
      'buyer',
      'zh',
    );
    expect(saved.resultCode).toBe('000');
    const inquiryNum = (saved.content as { inquiryNum: string }).inquiryNum;
    expect((await post(inquiry.inquiryReview, { inquiryNum, approve: true }, 'operator', 'zh')).resultCode).toBe('000');
    // A shop of the buyer's own company.
    run(app.db, 'UPDATE users SET company_id = ? WHERE account = ?', companyIdOf(app, 'buyer'), 'shop01');
    for (const lang of LANGS) {
      const quote = {
        inquiryNum,
        price: '12.00',
        quantity: '2000',
        deliveryDate: chinaDate(clock + 20 * DAY),
        validUntil: chinaDate(clock + 5 * DAY),
      };
      expect(await post(offer.offerSave, quote, 'shop01', lang)).toMatchObject({
        resultCode: 'B025',
        content: TRADE_MESSAGES.ownInquiry[lang],
      });
    }
  });

  it('refuses buying its own goods, in the cart and through its own agency', async () => {
    const own = one<{ id: number; min_order: string }>(
      app.db,
      'SELECT id, min_order FROM products WHERE company_id = ? AND off_shelf = 0 AND discount = 0 LIMIT 1',
      companyIdOf(app, 'seller'),
    )!;
    const agentProduct = one<{ id: number; min_quantity: string; agent_company_id: number }>(
      app.db,
      'SELECT id, min_quantity, agent_company_id FROM agent_products LIMIT 1',
    )!;
    run(app.db, 'UPDATE users SET company_id = ? WHERE account = ?', agentProduct.agent_company_id, 'shop02');
    for (const lang of LANGS) {
      const refused = { resultCode: 'B023', content: BusinessMessages.ownProduct[lang] };
      expect(await post(cart.addCart, { productId: own.id, quantity: own.min_order }, 'seller', lang)).toMatchObject(
        refused,
      );
      const record = {
        agentProductId: agentProduct.id,
        quantity: agentProduct.min_quantity,
        deliveryMethod: 'selfPickup',
        contactName: '王明',
        contactPhone: '13800000001',
      };
      expect(await post(agent.agentPurchaseRecordSave, record, 'shop02', lang)).toMatchObject(refused);
    }
  });
});
