// Inquiries (RFQ): publishing one, the goods an inquiry is made from, the inquiry detail by id or number, and
// the inquiry lists of the counter-offer screens (/InquiryCounterofferList).
import { Type, type Static } from 'typebox';
import { API, DateString, Id, Money, Page, PageQuery, Quantity, defineOperation } from '../operation.ts';
import { INQUIRY_MAX_ATTACHMENTS } from '../rules/constants.ts';
import { FileId } from './file.ts';
import { PriceState } from '../entities/catalogue.ts';
import { CompanyRef, InquiryCard, InquiryDetail, InquiryStatus } from '../entities/trade-request.ts';
import { DeliveryMethod, Mobile, PositiveQuantity, Unit } from '../entities/order.ts';

export const SaveInquiryBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 60 }),
  /** The goods asked about (from a product page); absent for an open inquiry. */
  productId: Type.Optional(Id),
  /** A catalogue category (level 3 preferred). */
  categoryId: Id,
  /** Above 0, at most four decimals (requirements section 5). */
  quantity: PositiveQuantity,
  /** The expected unit price, yuan. */
  price: Type.Optional(Money),
  unit: Unit,
  /** The receiving place: region and detail are required (requirements section 5). */
  provinceCode: Type.String({ pattern: '^\\d{2}$' }),
  cityCode: Type.String({ pattern: '^\\d{4}$' }),
  countyCode: Type.String({ pattern: '^\\d{6}$' }),
  address: Type.String({ minLength: 1, maxLength: 100 }),
  dueDate: DateString,
  contactPhone: Mobile,
  wechat: Type.Optional(Type.String({ maxLength: 30 })),
  /** At most 5 file/upload ids, each file up to 10M (requirements section 5). */
  attachments: Type.Optional(Type.Array(FileId, { maxItems: INQUIRY_MAX_ATTACHMENTS, uniqueItems: true })),
  deliveryMethod: DeliveryMethod,
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SaveInquiryBody = Static<typeof SaveInquiryBody>;

export const SavedInquiry = Type.Object({ id: Id, inquiryNum: Type.String(), status: InquiryStatus });
export type SavedInquiry = Static<typeof SavedInquiry>;

export const saveInquiryPortal = defineOperation({
  id: 'inquiry/saveInquiryPortal',
  method: 'POST',
  path: `${API.portal}/inquiry/saveInquiryPortal`,
  summary: 'Publish an inquiry (buyers only; individual users must authenticate); it starts under review',
  access: 'user',
  body: SaveInquiryBody,
  content: SavedInquiry,
});

/** What the inquiry form prefills from the goods it is made from. */
export const InquiryProduct = Type.Object({
  productId: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  categoryId: Id,
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  unit: Unit,
  /** Null when the caller needs a price permission first (priceState `hidden`). */
  price: Type.Union([Money, Type.Null()]),
  priceState: PriceState,
  minOrder: Quantity,
  stock: Quantity,
  offShelf: Type.Boolean(),
  specs: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  supplier: CompanyRef,
});
export type InquiryProduct = Static<typeof InquiryProduct>;

export const getSaleProductByIdForInquiry = defineOperation({
  id: 'inquiry/getSaleProductByIdForInquiry',
  method: 'GET',
  path: `${API.portal}/inquiry/getSaleProductByIdForInquiry`,
  summary:
    'The goods an inquiry is made from, to prefill the form (buyers only; individuals must authenticate; not your own goods)',
  access: 'user',
  query: Type.Object({ productId: Id }),
  content: InquiryProduct,
});

export const getInquiryDetail = defineOperation({
  id: 'inquiry/getInquiryDetail',
  method: 'GET',
  path: `${API.pass}/inquiry/getInquiryDetail`,
  summary:
    'One inquiry; contact details only for the buyer, the addressed supplier and sellers who quoted; status from the server clock',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: InquiryDetail,
});

export const getInquiryByInquiryNum = defineOperation({
  id: 'inquiry/getInquiryByInquiryNum',
  method: 'GET',
  path: `${API.pass}/inquiry/getInquiryByInquiryNum`,
  summary: 'One inquiry by its number (XJ...), as getInquiryDetail',
  access: 'public',
  query: Type.Object({ inquiryNum: Type.String({ minLength: 1, maxLength: 32 }) }),
  content: InquiryDetail,
});

export const INQUIRY_SCOPES = ['mine', 'received'] as const;

export const inquiryPage = defineOperation({
  id: 'inquiry/page',
  method: 'GET',
  path: `${API.portal}/inquiry/page`,
  summary:
    "The caller's inquiries: `mine` (published by the caller), `received` (sent to the caller's company, or open ones it quoted on)",
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    scope: Type.Optional(Type.Enum([...INQUIRY_SCOPES], { default: 'mine' })),
    status: Type.Optional(InquiryStatus),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(InquiryCard),
});

export const inquiryHall = defineOperation({
  id: 'inquiry/hall',
  method: 'GET',
  path: `${API.pass}/inquiry/hall`,
  summary: 'Open inquiries every seller may quote on (inquiring, not addressed to one supplier), newest first',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    /** A catalogue category of any level: its subtree. */
    categoryId: Type.Optional(Id),
  }),
  content: Page(InquiryCard),
});

export const inquiryEnd = defineOperation({
  id: 'inquiry/end',
  method: 'POST',
  path: `${API.portal}/inquiry/end`,
  summary:
    'The buyer ends its inquiry: no more quotes; threads still negotiating are declined (accepted ones stay). Decided: an inquiry also ends when its buyer or a seller accepts a proposal, and reads `expired` past its due date',
  access: 'user',
  body: Type.Object({ inquiryNum: Type.String({ minLength: 1, maxLength: 32 }) }),
  content: SavedInquiry,
});

export const inquiryReview = defineOperation({
  id: 'inquiry/review',
  method: 'POST',
  path: `${API.portal}/inquiry/review`,
  summary:
    'The platform reviews an inquiry under review: approved it opens (inquiring), rejected it ends. Decided: a new inquiry not reviewed within INQUIRY_REVIEW_DELAY_MS of the server clock (2 minutes by default) opens by itself',
  access: 'operator',
  body: Type.Object({ inquiryNum: Type.String({ minLength: 1, maxLength: 32 }), approve: Type.Boolean() }),
  content: SavedInquiry,
});
