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
    "Quote on an inquiry (shops and factories: 'The current role does not support quotation!' otherwise) or counter-offer as its buyer",
  access: 'user',
  body: SaveOfferBody,
  content: Saved,
});
