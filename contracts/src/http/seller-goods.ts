// The seller's workbench goods (seller centre for shops, factory centre for factories): the company's own goods
// with their status, the editor's read and save, and putting goods on or off the shelf. Only the goods' own
// company may read or change them; a saved change shows in the catalogue and its search at once.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, PageQuery, Page, Quantity, defineOperation } from '../operation.ts';
import { ProductSpec, ProductUnit } from '../entities/catalogue.ts';
import { FileId } from './file.ts';
import {
  GOODS_DESCRIPTION_MAX,
  GOODS_PICTURES_MAX,
  GOODS_SPECS_MAX,
  GOODS_STATUSES,
  GOODS_TITLE_EN_MAX,
  PRICE_MODES,
} from '../rules/goods.ts';

export const GoodsStatus = Type.Enum([...GOODS_STATUSES]);
export const PriceMode = Type.Enum([...PRICE_MODES], {
  description:
    'visible: shown to everyone; apply: shown after the seller grants an application; negotiable: never shown',
});

export const GoodsDiscountInput = Type.Object({
  price: Money,
  startsAt: EpochMs,
  endsAt: EpochMs,
});

/** What the editor sends; `id` absent creates a goods item. Rules: contracts/src/rules/goods.ts. */
export const SellerGoodsInput = Type.Object({
  id: Type.Optional(Id),
  title: Type.String({ maxLength: 200 }),
  titleEn: Type.String({ maxLength: GOODS_TITLE_EN_MAX + 80 }),
  categoryId: Id,
  brandId: Type.Union([Id, Type.Null()]),
  unit: ProductUnit,
  minOrder: Quantity,
  stock: Quantity,
  priceMode: PriceMode,
  price: Money,
  /** '' = the price. */
  marketPrice: Type.Union([Money, Type.Literal('')]),
  discount: Type.Union([GoodsDiscountInput, Type.Null()]),
  specs: Type.Array(ProductSpec, { maxItems: GOODS_SPECS_MAX + 10 }),
  pictures: Type.Array(FileId, { maxItems: GOODS_PICTURES_MAX + 5 }),
  description: Type.String({ maxLength: GOODS_DESCRIPTION_MAX + 1000 }),
  descriptionEn: Type.String({ maxLength: GOODS_DESCRIPTION_MAX + 1000 }),
  status: GoodsStatus,
});
export type SellerGoodsInput = Static<typeof SellerGoodsInput>;

export const GoodsPicture = Type.Object({ fileId: FileId, name: Type.String(), url: Type.String() });
export type GoodsPicture = Static<typeof GoodsPicture>;

/** The editor's read of one goods item: what it saves, with the pictures' names and addresses. */
export const SellerGoodsDetail = Type.Object({
  ...Type.Omit(SellerGoodsInput, ['id', 'pictures', 'discount']).properties,
  id: Id,
  code: Type.String(),
  pictures: Type.Array(GoodsPicture),
  discount: Type.Union([GoodsDiscountInput, Type.Null()]),
  updatedAt: EpochMs,
});
export type SellerGoodsDetail = Static<typeof SellerGoodsDetail>;

/** One row of the workbench's goods list. */
export const SellerGoodsRow = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  categoryName: Type.String(),
  unit: ProductUnit,
  price: Money,
  priceMode: PriceMode,
  /** The discount price while a discount runs on the server clock, else null. */
  discountPrice: Type.Union([Money, Type.Null()]),
  discountEndsAt: Type.Union([EpochMs, Type.Null()]),
  stock: Quantity,
  minOrder: Quantity,
  sales: Type.Integer({ minimum: 0 }),
  status: GoodsStatus,
  createdAt: EpochMs,
});
export type SellerGoodsRow = Static<typeof SellerGoodsRow>;

export const SellerGoodsPage = Type.Object({
  ...Page(SellerGoodsRow).properties,
  /** How many of the company's goods are in each status (the list's tabs), keyword applied. */
  counts: Type.Object({
    onSale: Type.Integer({ minimum: 0 }),
    offShelf: Type.Integer({ minimum: 0 }),
    draft: Type.Integer({ minimum: 0 }),
  }),
});
export type SellerGoodsPage = Static<typeof SellerGoodsPage>;

export const sellerGoodsPage = defineOperation({
  id: 'sellerGoods/page',
  method: 'GET',
  path: `${API.portal}/sellerGoods/page`,
  summary:
    "The seller's workbench: the caller's company's goods in one status (on sale, off shelf, draft), newest " +
    'first, searched by title or code, with the count of each status (completes "a seller manages its goods")',
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(GoodsStatus),
    keyword: Type.Optional(Type.String({ maxLength: 60 })),
  }),
  content: SellerGoodsPage,
});

export const sellerGoodsDetail = defineOperation({
  id: 'sellerGoods/detail',
  method: 'GET',
  path: `${API.portal}/sellerGoods/detail`,
  summary:
    "The seller's workbench editor: one of the caller's company's goods as the editor shows it, both languages, " +
    'its pictures and discount (completes "a seller edits its goods"; other companies\' goods are refused)',
  access: 'user',
  query: Type.Object({ id: Id }),
  content: SellerGoodsDetail,
});

export const sellerGoodsSave = defineOperation({
  id: 'sellerGoods/save',
  method: 'POST',
  path: `${API.portal}/sellerGoods/save`,
  summary:
    "The seller's workbench editor: create (no id) or change a goods item of the caller's company with its " +
    'titles, category, brand, unit, quantities, price mode, limited-time discount (server clock), ' +
    'specifications and goods pictures; a 400 names the refused field; the catalogue and its search show the ' +
    'change at once (completes "a seller lists goods that buyers find")',
  access: 'user',
  body: SellerGoodsInput,
  content: SellerGoodsDetail,
});

export const sellerGoodsShelf = defineOperation({
  id: 'sellerGoods/shelf',
  method: 'POST',
  path: `${API.portal}/sellerGoods/shelf`,
  summary:
    "The seller's workbench list: put goods of the caller's company on sale or take them off the shelf, one or " +
    'many at once (a goods item without a picture is not put on sale; completes "a seller manages its goods")',
  access: 'user',
  body: Type.Object({
    ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
    onSale: Type.Boolean(),
  }),
  content: Type.Object({ changed: Type.Integer({ minimum: 0 }) }),
});
