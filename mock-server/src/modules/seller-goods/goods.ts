// The seller's workbench goods: the company's own goods by status, the editor's read and save (the goods rules
// of contracts, held here too), and putting goods on or off the shelf. Writes go to the catalogue's tables,
// whose triggers move the goods index, the listing and the search index, so the change shows at once.
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { QueryOf } from '@portal/contracts/operation';
import { fileUrl } from '@portal/contracts/http/file';
import type {
  SellerGoodsDetail,
  SellerGoodsInput,
  SellerGoodsPage,
  SellerGoodsRow,
  sellerGoodsPage,
} from '@portal/contracts/http/seller-goods';
import {
  GOODS_PICTURE_KINDS,
  PRICE_MODE_CODES,
  checkGoodsInput,
  goodsMessage,
  priceModeOf,
  type GoodsStatus,
} from '@portal/contracts/rules/goods';
import { ALLOWED_UPLOAD_TYPES } from '@portal/contracts/rules/constants';
import type { ProductSpec } from '@portal/contracts/entities/catalogue';
import { all, one, run, transaction, type Db, type SqlValue } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney, moneyToFen, normalizeQuantity } from '../../lib/money.ts';
import { goodsImage } from '../../lib/assets.ts';
import { likeTerm } from '../../lib/like.ts';
import { pageRows } from '../../lib/paging.ts';
import { textSql } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadCategories } from '../catalogue/public.ts';

/** The company whose goods the caller manages: a shop's or a factory's user, else refused. */
export function sellerCompany(auth: AuthUser): number {
  if ((auth.role !== 'shop' && auth.role !== 'factory') || auth.companyId === null) {
    throw new BusinessError('forbiddenRole');
  }
  return auth.companyId;
}

const IMAGE_MIMES = ALLOWED_UPLOAD_TYPES.filter((type) =>
  (GOODS_PICTURE_KINDS as readonly string[]).includes(type.kind),
).flatMap((type) => type.mimes);

/** SQL condition of a status over `p`. */
const STATUS_SQL: Record<GoodsStatus, string> = {
  onSale: 'p.off_shelf = 0',
  offShelf: 'p.off_shelf <> 0 AND p.draft = 0',
  draft: 'p.draft <> 0',
};

function statusOf(row: { off_shelf: number; draft: number }): GoodsStatus {
  return row.draft !== 0 ? 'draft' : row.off_shelf !== 0 ? 'offShelf' : 'onSale';
}

interface ListRow {
  id: number;
  code: string;
  title: string;
  image: string;
  category_name: string;
  unit: SellerGoodsRow['unit'];
  price_fen: number;
  price_needs_apply: number;
  discount_price_fen: number | null;
  discount_ends_at: number | null;
  stock: string;
  min_order: string;
  sales: number;
  off_shelf: number;
  draft: number;
  created_at: number;
}

export function sellerGoodsList(
  db: Db,
  auth: AuthUser,
  query: QueryOf<typeof sellerGoodsPage>,
  now: number,
  lang: Lang,
): SellerGoodsPage {
  const companyId = sellerCompany(auth);
  const where = ['p.company_id = ?'];
  const args: SqlValue[] = [companyId];
  const keyword = query.keyword?.trim();
  if (keyword) {
    where.push(`(p.title LIKE ? ESCAPE '\\' OR p.title_en LIKE ? ESCAPE '\\' OR p.code LIKE ? ESCAPE '\\')`);
    const term = likeTerm(keyword);
    args.push(term, term, term);
  }
  const counted = one<Record<GoodsStatus, number | null>>(
    db,
    `SELECT SUM(${STATUS_SQL.onSale}) AS onSale, SUM(${STATUS_SQL.offShelf}) AS offShelf,
            SUM(${STATUS_SQL.draft}) AS draft FROM products p WHERE ${where.join(' AND ')}`,
    ...args,
  );
  const status = query.status ?? 'onSale';
  const page: PageOf<ListRow> = pageRows<ListRow>(
    db,
    {
      select: `p.id, p.code, ${textSql(lang, 'p.title')} AS title, p.image, ${textSql(lang, 'c.name')} AS category_name,
        p.unit, p.price_fen, p.price_needs_apply, d.price_fen AS discount_price_fen, d.ends_at AS discount_ends_at,
        p.stock, p.min_order, p.sales, p.off_shelf, p.draft, p.created_at`,
      from: `FROM products p JOIN categories c ON c.id = p.category_id
        LEFT JOIN catalogue_discounts d ON d.product_id = p.id AND p.discount <> 0 AND d.starts_at <= ? AND d.ends_at > ?
        WHERE ${where.join(' AND ')} AND ${STATUS_SQL[status]}`,
      countFrom: `FROM products p WHERE ${where.join(' AND ')} AND ${STATUS_SQL[status]}`,
      countArgs: args,
      order: 'p.created_at DESC, p.id DESC',
      args: [now, now, ...args],
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title,
      image: row.image,
      categoryName: row.category_name,
      unit: row.unit,
      price: fenToMoney(row.price_fen),
      priceMode: priceModeOf(row.price_needs_apply),
      discountPrice: row.discount_price_fen === null ? null : fenToMoney(row.discount_price_fen),
      discountEndsAt: row.discount_ends_at,
      stock: normalizeQuantity(row.stock),
      minOrder: normalizeQuantity(row.min_order),
      sales: row.sales,
      status: statusOf(row),
      createdAt: row.created_at,
    })),
    counts: { onSale: counted?.onSale ?? 0, offShelf: counted?.offShelf ?? 0, draft: counted?.draft ?? 0 },
  };
}

interface GoodsRow {
  id: number;
  code: string;
  company_id: number;
  title: string;
  title_en: string;
  category_id: number;
  brand_id: number | null;
  unit: SellerGoodsDetail['unit'];
  min_order: string;
  stock: string;
  price_needs_apply: number;
  price_fen: number;
  market_price_fen: number;
  specs: string;
  pictures: string;
  description: string;
  description_en: string;
  off_shelf: number;
  draft: number;
  updated_at: number;
  created_at: number;
}

/** The caller's company's goods item, or refused: unknown (notFound) or another company's (notYourGoods). */
function ownGoods(db: Db, companyId: number, id: number): GoodsRow {
  const row = one<GoodsRow>(
    db,
    `SELECT id, code, company_id, title, title_en, category_id, brand_id, unit, min_order, stock, price_needs_apply,
            price_fen, market_price_fen, specs, pictures, description, description_en, off_shelf, draft, updated_at,
            created_at FROM products WHERE id = ?`,
    id,
  );
  if (!row) throw new BusinessError('notFound');
  if (row.company_id !== companyId) throw new BusinessError('notYourGoods');
  return row;
}

function detailOf(db: Db, row: GoodsRow): SellerGoodsDetail {
  const ids = JSON.parse(row.pictures) as string[];
  const files = new Map(
    (ids.length === 0
      ? []
      : all<{ public_id: string; name: string }>(
          db,
          `SELECT public_id, name FROM files WHERE public_id IN (SELECT value FROM json_each(?))`,
          row.pictures,
        )
    ).map((file) => [file.public_id, file.name]),
  );
  const discount = one<{ price_fen: number; starts_at: number; ends_at: number }>(
    db,
    'SELECT price_fen, starts_at, ends_at FROM catalogue_discounts WHERE product_id = ?',
    row.id,
  );
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    titleEn: row.title_en,
    categoryId: row.category_id,
    brandId: row.brand_id,
    unit: row.unit,
    minOrder: normalizeQuantity(row.min_order),
    stock: normalizeQuantity(row.stock),
    priceMode: priceModeOf(row.price_needs_apply),
    price: fenToMoney(row.price_fen),
    marketPrice: fenToMoney(row.market_price_fen),
    discount: discount
      ? { price: fenToMoney(discount.price_fen), startsAt: discount.starts_at, endsAt: discount.ends_at }
      : null,
    specs: JSON.parse(row.specs) as ProductSpec[],
    pictures: ids.map((fileId) => ({ fileId, name: files.get(fileId) ?? fileId, url: fileUrl(fileId) })),
    description: row.description,
    descriptionEn: row.description_en,
    status: statusOf(row),
    updatedAt: row.updated_at || row.created_at,
  };
}

export function sellerGoodsDetail(db: Db, auth: AuthUser, id: number): SellerGoodsDetail {
  return detailOf(db, ownGoods(db, sellerCompany(auth), id));
}

/**
 * The pictures may be goods pictures (public, JPG/PNG/GIF) the caller uploaded, or ones the goods item already
 * shows (a colleague's upload stays when another user edits the goods).
 */
function checkPictures(db: Db, auth: AuthUser, pictures: readonly string[], kept: string, lang: Lang): void {
  if (pictures.length === 0) return;
  const keptIds = new Set(JSON.parse(kept) as string[]);
  const rows = all<{ public_id: string; owner_id: number | null; purpose: string; mime: string }>(
    db,
    'SELECT public_id, owner_id, purpose, mime FROM files WHERE public_id IN (SELECT value FROM json_each(?))',
    JSON.stringify(pictures),
  );
  const byId = new Map(rows.map((row) => [row.public_id, row]));
  pictures.forEach((fileId, i) => {
    const file = byId.get(fileId);
    const usable =
      file !== undefined &&
      file.purpose === 'goods' &&
      IMAGE_MIMES.includes(file.mime) &&
      (file.owner_id === auth.id || keptIds.has(fileId));
    if (!usable) throw new FieldError(`pictures.${i}`, goodsMessage('pictureNotImage', lang));
  });
  if (new Set(pictures).size !== pictures.length) {
    throw new FieldError('pictures', goodsMessage('pictureNotImage', lang));
  }
}

/** Creates or changes a goods item of the caller's company; the first refused field answers a 400. */
export function saveSellerGoods(
  db: Db,
  auth: AuthUser,
  input: SellerGoodsInput,
  now: number,
  lang: Lang,
): SellerGoodsDetail {
  const companyId = sellerCompany(auth);
  const failure = checkGoodsInput(input, now)[0];
  if (failure) throw new FieldError(failure.field, goodsMessage(failure.key, lang, failure.params));
  return transaction(db, () => {
    const existing = input.id === undefined ? undefined : ownGoods(db, companyId, input.id);
    const category = loadCategories(db).byId.get(input.categoryId);
    if (!category || category.level !== 3) {
      throw new FieldError('categoryId', goodsMessage('categoryRequired', lang));
    }
    if (input.brandId !== null && !one(db, 'SELECT 1 AS x FROM brands WHERE id = ?', input.brandId)) {
      throw new FieldError('brandId', goodsMessage('brandMissing', lang));
    }
    checkPictures(db, auth, input.pictures, existing?.pictures ?? '[]', lang);

    const priceFen = moneyToFen(input.price) ?? 0;
    const marketFen = input.marketPrice === '' ? priceFen : (moneyToFen(input.marketPrice) ?? priceFen);
    const specs = input.specs.map((spec) => ({
      name: spec.name.trim(),
      nameEn: spec.nameEn.trim(),
      value: spec.value.trim(),
    }));
    const draft = input.status === 'draft' ? 1 : 0;
    const offShelf = input.status === 'onSale' ? 0 : 1;
    const values: SqlValue[] = [
      input.title.trim(),
      input.titleEn.trim(),
      input.categoryId,
      input.brandId,
      input.unit,
      normalizeQuantity(input.minOrder),
      normalizeQuantity(input.stock),
      PRICE_MODE_CODES[input.priceMode],
      priceFen,
      marketFen,
      input.discount ? 1 : 0,
      JSON.stringify(specs),
      JSON.stringify(specs),
      JSON.stringify(input.pictures),
      input.description.trim(),
      input.descriptionEn.trim(),
      offShelf,
      draft,
      now,
    ];
    let id: number;
    if (existing) {
      id = existing.id;
      run(
        db,
        `UPDATE products SET title = ?, title_en = ?, category_id = ?, brand_id = ?, unit = ?, min_order = ?, stock = ?,
           price_needs_apply = ?, price_fen = ?, market_price_fen = ?, price_valid = 0, discount = ?, specs = ?,
           specs_en = ?, pictures = ?, description = ?, description_en = ?, off_shelf = ?, draft = ?, updated_at = ?
         WHERE id = ?`,
        ...values,
        id,
      );
    } else {
      const company = one<{ kind: string; county_code: string }>(
        db,
        'SELECT kind, county_code FROM companies WHERE id = ?',
        companyId,
      );
      if (!company) throw new BusinessError('notFound');
      id = (one<{ n: number }>(db, 'SELECT coalesce(max(id), 0) + 1 AS n FROM products')?.n ?? 1) as number;
      run(
        db,
        `INSERT INTO products (id, code, source, company_id, origin_province_code, origin_city_code, origin_county_code,
           image, created_at, sales, views, title, title_en, category_id, brand_id, unit, min_order, stock,
           price_needs_apply, price_fen, market_price_fen, price_valid, discount, specs, specs_en, pictures, description,
           description_en, off_shelf, draft, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        `MCS${String(10000000 + id)}`,
        company.kind === 'factory' ? 'supplier' : 'sale',
        companyId,
        company.county_code.slice(0, 2),
        company.county_code.slice(0, 4),
        company.county_code,
        now,
        ...values,
      );
    }
    // The card's picture: the first uploaded one, else the drawn illustration.
    const first = input.pictures[0];
    run(db, 'UPDATE products SET image = ? WHERE id = ?', first ? fileUrl(first) : goodsImage(id), id);
    run(db, 'DELETE FROM catalogue_discounts WHERE product_id = ?', id);
    if (input.discount) {
      run(
        db,
        'INSERT INTO catalogue_discounts (product_id, price_fen, starts_at, ends_at) VALUES (?, ?, ?, ?)',
        id,
        moneyToFen(input.discount.price) ?? 0,
        input.discount.startsAt,
        input.discount.endsAt,
      );
    }
    return detailOf(db, ownGoods(db, companyId, id));
  });
}

/**
 * Puts goods of the caller's company on sale or off the shelf, all or none: another company's goods refuse the
 * whole call, as does a draft without a picture put on sale. Answers how many changed.
 */
export function setShelf(
  db: Db,
  auth: AuthUser,
  ids: readonly number[],
  onSale: boolean,
  now: number,
): { changed: number } {
  const companyId = sellerCompany(auth);
  return transaction(db, () => {
    let changed = 0;
    for (const id of new Set(ids)) {
      const row = ownGoods(db, companyId, id);
      if (onSale && row.draft !== 0 && row.pictures === '[]') throw new BusinessError('pictureRequired');
      const wanted = onSale ? 0 : 1;
      if (row.off_shelf === wanted && (onSale ? row.draft === 0 : true)) continue;
      run(db, 'UPDATE products SET off_shelf = ?, draft = 0, updated_at = ? WHERE id = ?', wanted, now, id);
      changed += 1;
    }
    return { changed };
  });
}
