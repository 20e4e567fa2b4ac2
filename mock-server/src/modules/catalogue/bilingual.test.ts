// Seeded catalogue content answers in the caller's language: English (no Han characters in the translated
// fields) for Accept-Language: en, Chinese otherwise; keyword search matches either language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { CompanyDetail, FactoryCard, ProductCard, ProductDetail } from '@portal/contracts/entities/catalogue';
import * as home from '@portal/contracts/http/home';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { get } from '../../test/helpers.ts';
import { CJK } from '../../lib/text.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => 1_760_000_000_000 });
});
afterAll(() => app.close());

/** Every named text field of every item, for the CJK checks. */
const texts = <T>(items: readonly T[], fields: readonly (keyof T)[]): string[] =>
  items.flatMap((item) => fields.map((field) => String(item[field] ?? '')));
const allEnglish = (values: readonly string[]) => values.filter((value) => CJK.test(value));
const allChinese = (values: readonly string[]) => values.filter((value) => value !== '' && !CJK.test(value));

const COMPANY_TEXTS = ['name', 'shopName', 'intro', 'mainProducts', 'regionName', 'booth'] as const;
/** The texts of the home page's cards (home.ts: what its bands draw). */
const HOME_PRODUCT_TEXTS = ['title', 'shopName'] as const;
const HOME_COMPANY_TEXTS = ['shopName', 'mainProducts', 'regionName', 'booth'] as const;

describe('catalogue in two languages', () => {
  it('home page: goods, shops, factories, brands and headlines in English for en, Chinese for zh', async () => {
    const en = (await get<home.HomeData>(app, home.homeData, { lang: 'en' })).content;
    const zh = (await get<home.HomeData>(app, home.homeData, { lang: 'zh' })).content;
    const goods = [...en.recommendedProducts, ...en.newProducts, ...en.discountProducts];
    expect(goods.length).toBeGreaterThan(10);
    expect(allEnglish(texts(goods, HOME_PRODUCT_TEXTS))).toEqual([]);
    const companies = [...en.recommendedShops, ...en.recommendedFactories];
    expect(companies.length).toBeGreaterThan(4);
    expect(allEnglish(texts(companies, HOME_COMPANY_TEXTS))).toEqual([]);
    expect(allEnglish(companies.flatMap((c) => c.industries.map((i) => i.nameEn)))).toEqual([]);
    expect(allEnglish(texts(en.recommendedBrands, ['nameEn']))).toEqual([]);
    expect(allEnglish(texts(en.news, ['title']))).toEqual([]);

    expect(allChinese(texts(zh.recommendedProducts, HOME_PRODUCT_TEXTS))).toEqual([]);
    expect(allChinese(texts(zh.recommendedShops, ['shopName', 'mainProducts']))).toEqual([]);
    expect(allChinese(texts(zh.news, ['title']))).toEqual([]);
    // The same goods in both languages, in the same order.
    expect(en.recommendedProducts.map((p) => p.id)).toEqual(zh.recommendedProducts.map((p) => p.id));
  });

  it('a product detail: title, description, specs and seller in the caller language', async () => {
    const id = 1;
    const en = (await get<ProductDetail>(app, home.homeSearchEsProductDocumentById, { query: { id }, lang: 'en' }))
      .content;
    const zh = (await get<ProductDetail>(app, home.homeSearchEsProductDocumentById, { query: { id }, lang: 'zh' }))
      .content;
    expect(allEnglish([en.title, ...en.description, ...en.specs.map((s) => s.value), en.company.name])).toEqual([]);
    expect(en.description).toHaveLength(zh.description.length);
    expect(en.specs.map((s) => s.nameEn)).toEqual(zh.specs.map((s) => s.nameEn));
    expect(CJK.test(zh.title)).toBe(true);
    expect(zh.description.every((p) => CJK.test(p))).toBe(true);
    const stored = one<{ title: string; title_en: string }>(
      app.db,
      'SELECT title, title_en FROM products WHERE id = ?',
      id,
    );
    expect(zh.title).toBe(stored?.title);
    expect(en.title).toBe(stored?.title_en);
  });

  it('shops and a company page: trade names, addresses and intros in English', async () => {
    const shops = await get<PageOf<FactoryCard>>(app, home.homeSellerPageData, { query: { pageSize: 50 }, lang: 'en' });
    expect(shops.content.records.length).toBeGreaterThan(10);
    expect(allEnglish(texts(shops.content.records, COMPANY_TEXTS))).toEqual([]);
    const seller = one<{ company_id: number }>(app.db, "SELECT company_id FROM users WHERE account = 'seller'");
    const id = seller?.company_id ?? 0;
    const en = (await get<CompanyDetail>(app, home.homeGetCustomerData, { params: { id }, lang: 'en' })).content;
    expect(en.name).toBe('Yiwu Xingchen Jewelry Trading Firm');
    expect(en.shopName).toBe('Xingchen Jewelry');
    expect(
      allEnglish([
        en.address,
        en.registrationPlace,
        en.intro,
        en.regionName,
        // People's names read in pinyin in English.
        en.contact,
        en.legalPerson,
        ...en.hotProducts.map((p) => p.title),
      ]),
    ).toEqual([]);
    expect(en.address).toMatch(/^No\. \d+, .+, Yiwu, Jinhua, Zhejiang$/);
    const factories = await get<PageOf<FactoryCard>>(app, home.homeSupplierPageData, {
      query: { pageSize: 50 },
      lang: 'en',
    });
    const cards = factories.content.records;
    expect(cards.length).toBeGreaterThan(10);
    expect(
      allEnglish([...texts(cards, [...COMPANY_TEXTS, 'mainMarket']), ...cards.flatMap((c) => c.certifications)]),
    ).toEqual([]);
    const zh = (await get<CompanyDetail>(app, home.homeGetCustomerData, { params: { id }, lang: 'zh' })).content;
    expect(zh.name).toBe('义乌市星辰饰品商行');
    expect(zh.address).toMatch(/^浙江省金华市义乌市/);
    expect(zh.contact).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a keyword finds the same goods in either language', async () => {
    const search = async (keyword: string, lang: string) =>
      (
        await get<PageOf<ProductCard>>(app, home.homePageSearchByKeyword, {
          query: { keyword, pageSize: 100 },
          lang,
        })
      ).content;
    const byChinese = await search('锆石', 'en');
    const byEnglish = await search('Zircon', 'zh');
    expect(byChinese.total).toBeGreaterThan(0);
    expect(byEnglish.records.map((p) => p.id)).toEqual(byChinese.records.map((p) => p.id));
    expect(byEnglish.records.every((p) => p.title.includes('锆石'))).toBe(true);
    expect(byChinese.records.every((p) => p.title.includes('Zircon'))).toBe(true);
    const shops = await get<PageOf<FactoryCard>>(app, home.homeSellerPageData, {
      query: { keyword: 'Xingchen' },
      lang: 'zh',
    });
    expect(shops.content.records.map((c) => c.name)).toContain('义乌市星辰饰品商行');
  });
});
