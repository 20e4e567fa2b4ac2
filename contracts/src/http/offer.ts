// Offers on an inquiry: sellers quote, the buyer counter-offers, each thread per seller.
import { Type, type Static } from 'typebox';
import { API, DateString, Id, Money, Saved, defineOperation } from '../operation.ts';
import { INQUIRY_MAX_ATTACHMENTS } from '../rules/constants.ts';
import { FileId } from './file.ts';
import { InquiryOffers } from '../entities/trade-request.ts';
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
  /** The inquiry's goods, when it was made from one (the client may offer 'add to cart'). */
  productId: Type.Union([Id, Type.Null()]),
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
});
