// Offers on an inquiry: sellers quote, the buyer counter-offers, each thread per seller.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { INQUIRY_MAX_ATTACHMENTS } from '../rules/constants.ts';
import { FileId } from './file.ts';
import { CompanyRef, InquiryOffers, OfferGoods, OfferSide, OfferThreadStatus } from '../entities/trade-request.ts';
import { Unit } from '../entities/order.ts';
import { PositiveQuantity } from '../entities/order.ts';

export const getOfferByInquiryNum = defineOperation({
  id: 'offer/getOfferByInquiryNum',
  method: 'GET',
  path: `${API.portal}/offer/getOfferByInquiryNum`,
  summary:
    "The offers and counter-offers of an inquiry: the buyer sees every seller's thread, a seller its own, others none",
  access: 'user',
  query: Type.Object({ inquiryNum: Type.String({ minLength: 1, maxLength: 32 }) }),
  content: InquiryOffers,
});

export const SaveOfferBody = Type.Object({
  inquiryNum: Type.String({ minLength: 1, maxLength: 32 }),
  /** A seller quotes for its own thread; the buyer answers one seller's thread: name that seller. */
  sellerCompanyId: Type.Optional(Id),
  price: Money,
  quantity: PositiveQuantity,
  deliveryDate: DateString,
  validUntil: DateString,
  remark: Type.Optional(Type.String({ maxLength: 500 })),
  attachments: Type.Optional(Type.Array(FileId, { maxItems: INQUIRY_MAX_ATTACHMENTS, uniqueItems: true })),
  /** A seller's quote may name one of its own goods on the shelf: the goods an accepted offer puts in the cart. */
  productId: Type.Optional(Id),
});
export type SaveOfferBody = Static<typeof SaveOfferBody>;

export const offerSave = defineOperation({
  id: 'offer/save',
  method: 'POST',
  path: `${API.portal}/offer/save`,
  summary:
    "Quote on an inquiry (shops and factories: 'The current role does not support quotation!' otherwise) or counter-offer as its buyer. Decided: the sides take turns (a seller quotes first, the buyer counters one seller's latest quote, the seller answers with a new quote); only while the inquiry is inquiring and not past its due date; each round tells the other party on its user room (user:notification, kind `offer`)",
  access: 'user',
  body: SaveOfferBody,
  content: Saved,
  description: [
    'Quote, counter-offer or answer, in turns, on an inquiry that is inquiring and not past its due date.',
    'Goods (decided): a seller may name `productId`, one of its OWN goods on the shelf (another company’s goods',
    'or goods off the shelf: 400 on `productId`); the thread then trades those goods from that round on (a',
    'later quote may name other goods of its own). Without it, the thread trades the inquiry’s goods when they',
    'are this seller’s (an inquiry made from a goods page is addressed to that goods’ seller), otherwise no',
    'goods: an accepted offer then cannot become a cart line and the buyer contacts the seller (chat). The',
    'buyer’s counter-offer cannot name goods (400 on `productId`). Every round is kept; the other party gets',
    '`user:notification` (kind `offer`) on its user room after the round commits.',
  ].join(' '),
});

export const AcceptOfferBody = Type.Object({
  inquiryNum: Type.String({ minLength: 1, maxLength: 32 }),
  /** The buyer names the seller whose thread it accepts; a seller accepts in its own thread. */
  sellerCompanyId: Type.Optional(Id),
  /** The buyer may ask for the accepted goods to be put in its cart (the commerce seam). */
  addToCart: Type.Optional(Type.Boolean()),
});
export type AcceptOfferBody = Static<typeof AcceptOfferBody>;

export const AcceptedOffer = Type.Object({
  inquiryNum: Type.String(),
  sellerCompanyId: Id,
  price: Money,
  quantity: Type.String(),
  /** The goods the thread trades (see offer/save), or null: no cart line possible, contact the seller. */
  productId: Type.Union([Id, Type.Null()]),
  /** The cart line made at the agreed price when the buyer asked for it (`addToCart`), else null. */
  cart: Type.Union([Type.Object({ lineId: Id, count: Type.Integer({ minimum: 0 }) }), Type.Null()]),
});
export type AcceptedOffer = Static<typeof AcceptedOffer>;

export const offerAccept = defineOperation({
  id: 'offer/accept',
  method: 'POST',
  path: `${API.portal}/offer/accept`,
  summary:
    "Accept the other side's latest proposal of one thread (the side whose turn it is): the thread closes as accepted, the inquiry ends and the other threads are declined; the other party is told",
  access: 'user',
  body: AcceptOfferBody,
  content: AcceptedOffer,
  description: [
    'Either side accepts the other side’s latest proposal of one thread; the thread closes as accepted, the',
    'inquiry ends, the other threads are declined and the other party is told. `addToCart` (the buyer only;',
    'decided: a seller’s `addToCart` is ignored) also puts the thread’s goods in the buyer’s cart at the agreed',
    'price and quantity through the commerce seam, in the same transaction: if the cart refuses (goods off the',
    'shelf, stock below the agreed quantity, no goods named: section-8 message), nothing is accepted and the',
    'buyer may accept without it. Goods are always the quoting seller’s own (offer/save), never another',
    'seller’s. The cart line keeps the agreed price through checkout; the header cart count follows on',
    '`user:<id>` (`user:cartCount`).',
  ].join(' '),
});

export const OfferToCartBody = Type.Object({
  inquiryNum: Type.String({ minLength: 1, maxLength: 32 }),
  sellerCompanyId: Id,
});
export type OfferToCartBody = Static<typeof OfferToCartBody>;

export const OfferInCart = Type.Object({
  lineId: Id,
  /** The buyer's cart count after the call. */
  count: Type.Integer({ minimum: 0 }),
  /** false: the offer was already put in the cart once, nothing was added again. */
  added: Type.Boolean(),
});
export type OfferInCart = Static<typeof OfferInCart>;

export const offerAddToCart = defineOperation({
  id: 'offer/addToCart',
  method: 'POST',
  path: `${API.portal}/offer/addToCart`,
  summary: "The buyer puts an accepted offer's goods in its cart at the agreed price and quantity (once per thread)",
  access: 'user',
  body: OfferToCartBody,
  content: OfferInCart,
  description: [
    'For the buyer of the inquiry, after acceptance (when it did not ask for it on offer/accept). The thread must',
    'be accepted (otherwise the negotiation message) and name goods of its seller (otherwise the message asks',
    'to contact the seller). Once per thread (decided): a second call adds nothing and answers `added: false`',
    'with the cart count, so a double click or a second tab never doubles the quantity; a line deleted from the',
    'cart afterwards is not made again. Other users: not found.',
  ].join(' '),
});

/** Filters of the quotes a buyer received: awaiting its answer, still negotiating, accepted, declined. */
export const RECEIVED_QUOTE_FILTERS = ['awaitingMe', 'negotiating', 'accepted', 'declined'] as const;
export type ReceivedQuoteFilter = (typeof RECEIVED_QUOTE_FILTERS)[number];

export const ReceivedQuote = Type.Object({
  inquiryId: Id,
  inquiryNum: Type.String(),
  inquiryTitle: Type.String(),
  unit: Unit,
  seller: CompanyRef,
  status: OfferThreadStatus,
  /** Whose turn it is; null once the thread or the inquiry is closed. */
  turn: Type.Union([OfferSide, Type.Null()]),
  rounds: Type.Integer({ minimum: 1 }),
  latestPrice: Money,
  latestQuantity: Type.String(),
  latestSide: OfferSide,
  latestAt: EpochMs,
  goods: Type.Union([OfferGoods, Type.Null()]),
  inCart: Type.Boolean(),
});
export type ReceivedQuote = Static<typeof ReceivedQuote>;

export const offerPageReceived = defineOperation({
  id: 'offer/pageReceived',
  method: 'GET',
  path: `${API.portal}/offer/pageReceived`,
  summary: "The quote threads on the caller's inquiries (the buyer centre's quotes received), latest round first",
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(Type.Enum([...RECEIVED_QUOTE_FILTERS])),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(ReceivedQuote),
  description: [
    'One row per seller thread of an inquiry the caller published. `status`: `awaitingMe` (negotiating, the',
    'inquiry open, the seller made the last round), `negotiating` (every open thread), `accepted`, `declined`',
    '(closed by another acceptance or by the inquiry’s end); none: all. `keyword` matches the inquiry title',
    '(either language), its number or the seller’s name. A seller or anyone without inquiries gets an empty page.',
  ].join(' '),
});
