// The rules of a seller's goods item, shared by the workbench's editor and the server that holds them: titles,
// quantities, the price and its mode, a limited-time discount's window on the server clock, specifications and
// pictures (the upload rules of files: image types only, 10M each, a bounded count).
import { moneyToFen, quantityToUnits } from '../money.ts';
import { fillMessage, type Bilingual } from './constants.ts';

/** How a goods item shows its price: to everyone, after an approved application, or never (negotiated). */
export const PRICE_MODES = ['visible', 'apply', 'negotiable'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];
/** products.price_needs_apply for each mode (0 shows the price, 1 needs an application, 2 negotiable). */
export const PRICE_MODE_CODES: Readonly<Record<PriceMode, number>> = { visible: 0, apply: 1, negotiable: 2 };
export function priceModeOf(code: number): PriceMode {
  return code === 2 ? 'negotiable' : code === 0 ? 'visible' : 'apply';
}

/** Where a goods item of the workbench stands: on sale, taken off the shelf, or a draft never put on sale. */
export const GOODS_STATUSES = ['onSale', 'offShelf', 'draft'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

export const GOODS_TITLE_MAX = 60;
export const GOODS_TITLE_EN_MAX = 120;
export const GOODS_DESCRIPTION_MAX = 2000;
/** Pictures of one goods item (the first is its card's picture). */
export const GOODS_PICTURES_MAX = 5;
/** Picture uploads take the image kinds of the upload whitelist only. */
export const GOODS_PICTURE_KINDS = ['jpg', 'png', 'gif'] as const;
export const GOODS_SPECS_MAX = 20;
export const GOODS_SPEC_TEXT_MAX = 30;
/** A limited-time discount runs at most this many days. */
export const DISCOUNT_MAX_DAYS = 30;
/** The largest price or stock a form takes (fen: below 2^31). */
export const GOODS_PRICE_MAX_FEN = 2_000_000_000;
/** A price-permission refusal's reason. */
export const PRICE_REFUSAL_MAX = 200;

export const GOODS_MESSAGES = {
  titleRequired: { zh: '请输入商品标题', en: 'Please enter the goods title.' },
  titleTooLong: { zh: '标题最多{max}个字符', en: 'The title can be at most {max} characters.' },
  categoryRequired: { zh: '请选择三级商品分类', en: 'Please choose a third-level category.' },
  brandMissing: { zh: '品牌不存在', en: 'The brand does not exist.' },
  quantityInvalid: {
    zh: '请输入正确的数量（最多4位小数）',
    en: 'Please enter a correct quantity (at most 4 decimals).',
  },
  minOrderPositive: { zh: '起订量须大于0', en: 'The minimum order must be above 0.' },
  priceInvalid: {
    zh: '请输入大于0的价格（最多2位小数）',
    en: 'Please enter a price above 0 (at most 2 decimals).',
  },
  marketPriceBelow: {
    zh: '市场价不能低于售价',
    en: 'The market price cannot be below the price.',
  },
  discountPriceInvalid: {
    zh: '折扣价须大于0且低于售价',
    en: 'The discount price must be above 0 and below the price.',
  },
  discountNegotiable: {
    zh: '面议商品不能设置限时折扣',
    en: 'Goods with a negotiable price cannot have a limited-time discount.',
  },
  discountWindowOrder: {
    zh: '折扣结束时间须晚于开始时间',
    en: 'The discount must end after it starts.',
  },
  discountEnded: {
    zh: '折扣结束时间须晚于当前时间',
    en: 'The discount must end in the future.',
  },
  discountTooLong: {
    zh: '限时折扣最长{days}天',
    en: 'A limited-time discount can run at most {days} days.',
  },
  specIncomplete: {
    zh: '请填写规格名称和规格值（各最多{max}个字符）',
    en: 'Fill in the specification name and value (at most {max} characters each).',
  },
  specsTooMany: { zh: '最多{max}项规格', en: 'At most {max} specifications.' },
  picturesTooMany: { zh: '最多上传{max}张商品图片', en: 'You can upload at most {max} pictures.' },
  pictureRequired: {
    zh: '请至少上传一张商品图片（草稿除外）',
    en: 'Upload at least one picture (only a draft may have none).',
  },
  pictureNotImage: {
    zh: '商品图片须为本人上传的 JPG、PNG 或 GIF 图片',
    en: 'Goods pictures must be JPG, PNG or GIF pictures you uploaded.',
  },
  descriptionTooLong: { zh: '描述最多{max}个字符', en: 'The description can be at most {max} characters.' },
  priceNegotiable: {
    zh: '该商品价格面议，请询价或联系商家',
    en: 'The price of these goods is negotiable: send an inquiry or contact the seller.',
  },
  notYourGoods: {
    zh: '只能管理本公司的商品',
    en: 'You can only manage your own company’s goods.',
  },
  refusalReasonRequired: {
    zh: '请填写拒绝理由（最多{max}个字符）',
    en: 'Please give the reason for refusing (at most {max} characters).',
  },
  applicationDecided: {
    zh: '该申请已处理',
    en: 'This application has already been decided.',
  },
} as const satisfies Record<string, Bilingual>;
export type GoodsMessageKey = keyof typeof GOODS_MESSAGES;

export function goodsMessage(
  key: GoodsMessageKey,
  lang: 'zh' | 'en',
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillMessage(GOODS_MESSAGES[key], lang, params);
}

/** A refused field: its path in the body (`discount.endsAt`, `specs.2.value`) and why. */
export interface GoodsFieldFailure {
  field: string;
  key: GoodsMessageKey;
  params?: Record<string, string | number>;
}

/** What the rules read of an editor's input (the contract's SellerGoodsInput has the same fields). */
export interface GoodsRuleInput {
  title: string;
  titleEn: string;
  unit: string;
  minOrder: string;
  stock: string;
  priceMode: PriceMode;
  price: string;
  marketPrice: string;
  discount: { price: string; startsAt: number; endsAt: number } | null;
  specs: readonly { name: string; nameEn: string; value: string }[];
  pictures: readonly string[];
  description: string;
  descriptionEn: string;
  status: GoodsStatus;
}

const DAY_MS = 86_400_000;

function positiveFen(money: string): number | undefined {
  const fen = moneyToFen(money.trim());
  return fen === undefined || fen <= 0 || fen > GOODS_PRICE_MAX_FEN ? undefined : fen;
}

/**
 * Every refused field of a goods item, in the editor's order (empty when it may be saved). `now` is the server
 * clock (the discount must end after it). A negotiable price may be left at 0; only a draft may have no picture.
 */
export function checkGoodsInput(input: GoodsRuleInput, now: number): GoodsFieldFailure[] {
  const failures: GoodsFieldFailure[] = [];
  const fail = (field: string, key: GoodsMessageKey, params?: Record<string, string | number>) =>
    failures.push(params ? { field, key, params } : { field, key });
  const title = input.title.trim();
  if (!title) fail('title', 'titleRequired');
  else if (title.length > GOODS_TITLE_MAX) fail('title', 'titleTooLong', { max: GOODS_TITLE_MAX });
  if (input.titleEn.trim().length > GOODS_TITLE_EN_MAX) fail('titleEn', 'titleTooLong', { max: GOODS_TITLE_EN_MAX });

  const minOrder = quantityToUnits(input.minOrder);
  if (minOrder === undefined) fail('minOrder', 'quantityInvalid');
  else if (minOrder <= 0) fail('minOrder', 'minOrderPositive');
  if (quantityToUnits(input.stock) === undefined) fail('stock', 'quantityInvalid');

  const negotiable = input.priceMode === 'negotiable';
  const priceFen = negotiable && moneyToFen(input.price.trim()) === 0 ? 0 : positiveFen(input.price);
  if (priceFen === undefined) fail('price', 'priceInvalid');
  if (input.marketPrice.trim() !== '') {
    const market = positiveFen(input.marketPrice);
    if (market === undefined) fail('marketPrice', 'priceInvalid');
    else if (priceFen !== undefined && market < priceFen) fail('marketPrice', 'marketPriceBelow');
  }

  const discount = input.discount;
  if (discount) {
    if (negotiable) fail('discount', 'discountNegotiable');
    else {
      const fen = positiveFen(discount.price);
      if (fen === undefined || (priceFen !== undefined && fen >= priceFen))
        fail('discount.price', 'discountPriceInvalid');
      if (discount.endsAt <= discount.startsAt) fail('discount.endsAt', 'discountWindowOrder');
      else if (discount.endsAt <= now) fail('discount.endsAt', 'discountEnded');
      else if (discount.endsAt - Math.max(discount.startsAt, now) > DISCOUNT_MAX_DAYS * DAY_MS) {
        fail('discount.endsAt', 'discountTooLong', { days: DISCOUNT_MAX_DAYS });
      }
    }
  }

  if (input.specs.length > GOODS_SPECS_MAX) fail('specs', 'specsTooMany', { max: GOODS_SPECS_MAX });
  input.specs.forEach((spec, i) => {
    const name = spec.name.trim();
    const value = spec.value.trim();
    if (
      !name ||
      !value ||
      name.length > GOODS_SPEC_TEXT_MAX ||
      value.length > GOODS_SPEC_TEXT_MAX ||
      spec.nameEn.trim().length > GOODS_SPEC_TEXT_MAX
    ) {
      fail(`specs.${i}`, 'specIncomplete', { max: GOODS_SPEC_TEXT_MAX });
    }
  });

  if (input.pictures.length > GOODS_PICTURES_MAX) fail('pictures', 'picturesTooMany', { max: GOODS_PICTURES_MAX });
  else if (input.pictures.length === 0 && input.status !== 'draft') fail('pictures', 'pictureRequired');
  if (input.description.length > GOODS_DESCRIPTION_MAX) {
    fail('description', 'descriptionTooLong', { max: GOODS_DESCRIPTION_MAX });
  }
  if (input.descriptionEn.length > GOODS_DESCRIPTION_MAX) {
    fail('descriptionEn', 'descriptionTooLong', { max: GOODS_DESCRIPTION_MAX });
  }
  return failures;
}

/** A refusal's reason: required, trimmed, bounded; the failure key or null. */
export function checkRefusalReason(reason: string | undefined): GoodsMessageKey | null {
  const text = (reason ?? '').trim();
  return text.length === 0 || text.length > PRICE_REFUSAL_MAX ? 'refusalReasonRequired' : null;
}
