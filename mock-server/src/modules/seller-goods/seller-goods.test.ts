// The seller's workbench through app.inject: a goods item created with pictures and a discount shows in the
// catalogue and the keyword search at once; every goods rule answers a 400 naming its field in zh and en; only
// the goods' own company may read or change them; bulk shelf changes; price applications granted (the buyer
// then sees the price, told after the commit) or refused with a reason.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import * as file from '@portal/contracts/http/file';
import * as home from '@portal/contracts/http/home';
import * as sellerGoods from '@portal/contracts/http/seller-goods';
import * as priceApply from '@portal/contracts/http/product-price-apply';
import type { ProductDetail, ProductListCard } from '@portal/contracts/entities/catalogue';
import type { PageOf } from '@portal/contracts/operation';
import type { SellerGoodsDetail, SellerGoodsInput, SellerGoodsPage } from '@portal/contracts/http/seller-goods';
import type { PriceApplication, SalePrice } from '@portal/contracts/http/product-price-apply';
import { HEADER_LANG, HEADER_TOKEN, ResultCode } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { DISCOUNT_MAX_DAYS, GOODS_MESSAGES, GOODS_SPEC_TEXT_MAX, goodsMessage } from '@portal/contracts/rules/goods';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
const HOUR = 3_600_000;
/** The smallest PNG and PDF the upload's content check takes. */
const SAMPLES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]),
  pdf: Buffer.from('%PDF-1.7\n'),
};
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-seller-goods-'));
const tokens: Record<string, string> = {};
let leafId = 0;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
  for (const account of ['buyer', 'buyer2', 'seller', 'factory']) tokens[account] = tokenOf(app, account);
  leafId = one<{ id: number }>(app.db, 'SELECT id FROM categories WHERE level = 3 ORDER BY id LIMIT 1')?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function post<T>(path: string, body: unknown, account: string, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as Record<string, unknown>,
    headers: { [HEADER_TOKEN]: tokens[account] ?? '', [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}

async function upload(account: string, name: string, mime: string, bytes: Buffer, purpose = 'goods') {
  const boundary = '----seller-goods-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.UPLOAD_FIELD}"; filename="${name}"\r\n` +
        `Content-Type: ${mime}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `${file.upload.path}?purpose=${purpose}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADER_TOKEN]: tokens[account] ?? '' },
  });
  return (res.json() as { content: { fileId: string } }).content.fileId;
}

function input(overrides: Partial<SellerGoodsInput> = {}): SellerGoodsInput {
  return {
    title: '琉璃星空摆件',
    titleEn: 'Glaze starry-sky ornament',
    categoryId: leafId,
    brandId: null,
    unit: 'piece',
    minOrder: '10',
    stock: '500',
    priceMode: 'visible',
    price: '25.00',
    marketPrice: '',
    discount: null,
    specs: [{ name: '颜色', nameEn: 'Colour', value: '蓝' }],
    pictures: [],
    description: '手工琉璃',
    descriptionEn: 'Hand-made glaze',
    status: 'draft',
    ...overrides,
  };
}

describe('a goods item made in the workbench', () => {
  it('is created with pictures and a discount, on sale, and found by keyword and in the catalogue at once', async () => {
    const picture = await upload('seller', 'star.png', 'image/png', SAMPLES.png);
    const saved = await post<SellerGoodsDetail>(
      sellerGoods.sellerGoodsSave.path,
      input({
        title: '琉璃星空摆件 极光款',
        titleEn: 'Glaze aurora ornament',
        pictures: [picture],
        status: 'onSale',
        discount: { price: '19.90', startsAt: NOW - HOUR, endsAt: NOW + 48 * HOUR },
      }),
      'seller',
    );
    expect(saved.resultCode).toBe('000');
    const id = saved.content.id;
    expect(saved.content.pictures).toEqual([{ fileId: picture, name: 'star.png', url: file.fileUrl(picture) }]);
    expect(saved.content.status).toBe('onSale');

    for (const [lang, keyword] of [
      ['zh', '极光款'],
      ['en', 'aurora'],
    ] as const) {
      const found = await get<PageOf<ProductListCard>>(app, home.homePageSearchByKeyword, {
        query: { keyword },
        token: tokens.buyer,
        lang,
      });
      const card = found.content.records.find((row) => row.id === id);
      expect(card?.image).toBe(file.fileUrl(picture));
      expect(card?.discount).toBe(true);
      expect(card?.discountPrice).toBe('19.90');
    }
    const detail = await get<ProductDetail>(app, home.homeSearchEsProductDocumentById, {
      query: { id },
      token: tokens.buyer,
    });
    expect(detail.content.images).toEqual([file.fileUrl(picture)]);
    expect(detail.content.price).toBe('25.00');

    // A change shows at once: renamed, taken off the shelf.
    await post(
      sellerGoods.sellerGoodsSave.path,
      { ...input({ pictures: [picture], status: 'onSale' }), id, title: '琉璃晨曦摆件' },
      'seller',
    );
    const renamed = await get<PageOf<ProductListCard>>(app, home.homePageSearchByKeyword, {
      query: { keyword: '晨曦' },
    });
    expect(renamed.content.records.map((row) => row.id)).toContain(id);
    const off = await post<{ changed: number }>(
      sellerGoods.sellerGoodsShelf.path,
      { ids: [id], onSale: false },
      'seller',
    );
    expect(off.content.changed).toBe(1);
    const gone = await get<PageOf<ProductListCard>>(app, home.homePageSearchByKeyword, {
      query: { keyword: '晨曦' },
    });
    expect(gone.content.records.map((row) => row.id)).not.toContain(id);
  }, 30_000);

  it('lists the company goods by status with counts, searched, and shelves in bulk', async () => {
    const draft = await post<SellerGoodsDetail>(
      sellerGoods.sellerGoodsSave.path,
      input({ title: '草稿铜铃' }),
      'seller',
    );
    expect(draft.content.status).toBe('draft');
    const page = async (status: string, keyword?: string) =>
      (
        await get<SellerGoodsPage>(app, sellerGoods.sellerGoodsPage, {
          query: { status, ...(keyword ? { keyword } : {}) },
          token: tokens.seller,
        })
      ).content;
    const drafts = await page('draft', '铜铃');
    expect(drafts.records.map((row) => row.id)).toEqual([draft.content.id]);
    expect(drafts.counts.draft).toBe(1);
    // A draft without a picture is not put on sale.
    const refused = await post(
      sellerGoods.sellerGoodsShelf.path,
      { ids: [draft.content.id], onSale: true },
      'seller',
      'zh',
    );
    expect(refused.resultCode).toBe(ResultCode.pictureRequired);
    expect(refused.content).toBe(BusinessMessages.pictureRequired.zh);

    const onSale = await page('onSale');
    const ids = onSale.records.slice(0, 3).map((row) => row.id);
    expect(ids).toHaveLength(3);
    const before = onSale.counts;
    expect(
      (await post<{ changed: number }>(sellerGoods.sellerGoodsShelf.path, { ids, onSale: false }, 'seller')).content
        .changed,
    ).toBe(3);
    const after = (await page('offShelf')).counts;
    expect(after.onSale).toBe(before.onSale - 3);
    expect(after.offShelf).toBe(before.offShelf + 3);
    expect(
      (await post<{ changed: number }>(sellerGoods.sellerGoodsShelf.path, { ids, onSale: true }, 'seller')).content
        .changed,
    ).toBe(3);
  });
});

describe('the goods rules, held by the server', () => {
  const cases: [string, Partial<SellerGoodsInput>, string, keyof typeof GOODS_MESSAGES][] = [
    ['blank title', { title: '  ' }, 'title', 'titleRequired'],
    ['zero minimum order', { minOrder: '0' }, 'minOrder', 'minOrderPositive'],
    ['zero price', { price: '0' }, 'price', 'priceInvalid'],
    ['market below price', { marketPrice: '20.00' }, 'marketPrice', 'marketPriceBelow'],
    [
      'discount not below price',
      { discount: { price: '25.00', startsAt: NOW, endsAt: NOW + HOUR } },
      'discount.price',
      'discountPriceInvalid',
    ],
    [
      'discount ending before it starts',
      { discount: { price: '20.00', startsAt: NOW + 2 * HOUR, endsAt: NOW + HOUR } },
      'discount.endsAt',
      'discountWindowOrder',
    ],
    [
      'discount already over on the server clock',
      { discount: { price: '20.00', startsAt: NOW - 3 * HOUR, endsAt: NOW - HOUR } },
      'discount.endsAt',
      'discountEnded',
    ],
    [
      'discount longer than allowed',
      { discount: { price: '20.00', startsAt: NOW, endsAt: NOW + 31 * 24 * HOUR } },
      'discount.endsAt',
      'discountTooLong',
    ],
    [
      'discount on a negotiable price',
      { priceMode: 'negotiable', discount: { price: '20.00', startsAt: NOW, endsAt: NOW + HOUR } },
      'discount',
      'discountNegotiable',
    ],
    ['spec without value', { specs: [{ name: '颜色', nameEn: '', value: ' ' }] }, 'specs.0', 'specIncomplete'],
    ['on sale without a picture', { status: 'onSale' }, 'pictures', 'pictureRequired'],
    ['a level-1 category', { categoryId: 1 }, 'categoryId', 'categoryRequired'],
    ['an unknown brand', { brandId: 9_999_999 }, 'brandId', 'brandMissing'],
  ];
  it.each(cases)('refuses %s with a 400 naming the field, in zh and en', async (_name, change, field, key) => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await post(sellerGoods.sellerGoodsSave.path, input(change), 'seller', lang);
      expect(res.status).toBe(400);
      expect(res.field).toBe(field);
      expect(res.content).toBe(goodsMessage(key, lang, { days: DISCOUNT_MAX_DAYS, max: GOODS_SPEC_TEXT_MAX }));
    }
  });

  it('takes only goods pictures (images) the caller uploaded', async () => {
    const pdf = await upload('seller', 'a.pdf', 'application/pdf', SAMPLES.pdf);
    const private_ = await upload('seller', 'b.png', 'image/png', SAMPLES.png, 'attachment');
    const others = await upload('factory', 'c.png', 'image/png', SAMPLES.png);
    for (const picture of [pdf, private_, others]) {
      const res = await post(sellerGoods.sellerGoodsSave.path, input({ pictures: [picture] }), 'seller', 'zh');
      expect(res.status).toBe(400);
      expect(res.field).toBe('pictures.0');
      expect(res.content).toBe(GOODS_MESSAGES.pictureNotImage.zh);
    }
  });

  it('lets only the goods own company read or change them', async () => {
    const theirs = one<{ id: number }>(
      app.db,
      'SELECT p.id FROM products p JOIN users u ON u.company_id = p.company_id WHERE u.account = ? LIMIT 1',
      'factory',
    );
    if (!theirs) throw new Error('no factory goods');
    for (const lang of ['zh', 'en'] as const) {
      const read = await get(app, sellerGoods.sellerGoodsDetail, {
        query: { id: theirs.id },
        token: tokens.seller,
        lang,
      });
      expect(read.resultCode).toBe(ResultCode.notYourGoods);
      expect(read.content).toBe(BusinessMessages.notYourGoods[lang]);
    }
    const save = await post(sellerGoods.sellerGoodsSave.path, { ...input(), id: theirs.id }, 'seller');
    expect(save.resultCode).toBe(ResultCode.notYourGoods);
    const shelf = await post(sellerGoods.sellerGoodsShelf.path, { ids: [theirs.id], onSale: false }, 'seller');
    expect(shelf.resultCode).toBe(ResultCode.notYourGoods);
    expect(
      one<{ off_shelf: number }>(app.db, 'SELECT off_shelf FROM products WHERE id = ?', theirs.id)?.off_shelf,
    ).toBe(0);
    const buyer = await get(app, sellerGoods.sellerGoodsPage, { token: tokens.buyer });
    expect(buyer.resultCode).toBe(ResultCode.forbiddenRole);
  });
});

describe('price applications decided by the seller', () => {
  const applyBody = { contactName: '王五', contactPhone: '13800000003', reason: '批量采购' };

  async function hiddenGoods(): Promise<number> {
    const picture = await upload('seller', 'p.png', 'image/png', SAMPLES.png);
    const saved = await post<SellerGoodsDetail>(
      sellerGoods.sellerGoodsSave.path,
      input({ priceMode: 'apply', pictures: [picture], status: 'onSale', price: '88.00' }),
      'seller',
    );
    return saved.content.id;
  }
  const salePrice = async (account: string, productId: number) =>
    (await get<SalePrice>(app, priceApply.getSalePrice, { query: { productId }, token: tokens[account] })).content;

  it('grants: the buyer then sees the price, told on its room after the commit', async () => {
    const productId = await hiddenGoods();
    expect((await salePrice('buyer', productId)).price).toBeNull();
    const applied = await post<{ id: number }>(priceApply.priceApply.path, { ...applyBody, productId }, 'buyer');
    const listed = await get<PageOf<PriceApplication>>(app, priceApply.sellerPriceApplications, {
      query: { status: 'pending' },
      token: tokens.seller,
    });
    expect(listed.content.records.map((row) => row.id)).toContain(applied.content.id);
    const publish = vi.spyOn(app.realtime, 'publish');
    const decided = await post<PriceApplication>(
      priceApply.decidePriceApply.path,
      { id: applied.content.id, approve: true },
      'seller',
    );
    expect(decided.content.status).toBe('approved');
    expect(publish).toHaveBeenCalledWith(`user:${userIdOf(app, 'buyer')}`, 'user:priceApplyDecided', {
      applicationId: applied.content.id,
      productId,
      companyId: expect.any(Number),
      status: 'approved',
      rejectReason: null,
      at: NOW,
    });
    publish.mockRestore();
    expect((await salePrice('buyer', productId)).price).toBe('88.00');
    const detail = await get<ProductDetail>(app, home.homeSearchEsProductDocumentById, {
      query: { id: productId },
      token: tokens.buyer,
    });
    expect(detail.content.price).toBe('88.00');
    // Decided once.
    for (const lang of ['zh', 'en'] as const) {
      const again = await post(
        priceApply.decidePriceApply.path,
        { id: applied.content.id, approve: false, reason: 'x' },
        'seller',
        lang,
      );
      expect(again.resultCode).toBe(ResultCode.applicationDecided);
      expect(again.content).toBe(BusinessMessages.applicationDecided[lang]);
    }
  });

  it('refuses with a reason the buyer reads; no reason is a 400; another company may not decide', async () => {
    const productId = await hiddenGoods();
    const applied = await post<{ id: number }>(priceApply.priceApply.path, { ...applyBody, productId }, 'buyer2');
    const id = applied.content.id;
    for (const lang of ['zh', 'en'] as const) {
      const blank = await post(priceApply.decidePriceApply.path, { id, approve: false, reason: '  ' }, 'seller', lang);
      expect(blank.status).toBe(400);
      expect(blank.field).toBe('reason');
      expect(blank.content).toBe(GOODS_MESSAGES.refusalReasonRequired[lang].replace('{max}', '200'));
    }
    const foreign = await post(priceApply.decidePriceApply.path, { id, approve: true }, 'factory');
    expect(foreign.resultCode).toBe(ResultCode.notYourGoods);
    const refused = await post<PriceApplication>(
      priceApply.decidePriceApply.path,
      { id, approve: false, reason: '仅对签约客户开放' },
      'seller',
    );
    expect(refused.content.status).toBe('rejected');
    const seen = await salePrice('buyer2', productId);
    expect(seen.price).toBeNull();
    expect(seen.applyStatus).toBe('rejected');
    expect(seen.rejectReason).toBe('仅对签约客户开放');
  });

  it('a negotiable price is shown to nobody and takes no application', async () => {
    const picture = await upload('seller', 'n.png', 'image/png', SAMPLES.png);
    const saved = await post<SellerGoodsDetail>(
      sellerGoods.sellerGoodsSave.path,
      input({ priceMode: 'negotiable', price: '0', pictures: [picture], status: 'onSale' }),
      'seller',
    );
    expect(saved.resultCode).toBe('000');
    const productId = saved.content.id;
    expect((await salePrice('buyer', productId)).price).toBeNull();
    const apply = await post(priceApply.priceApply.path, { ...applyBody, productId }, 'buyer');
    expect(apply.status).toBe(400);
    expect(apply.field).toBe('productId');
  });
});
