// Inquiries (RFQ) and offers: the goods an inquiry starts from, details by id or number, the caller's lists
// and the open hall, publishing and the platform's review, the negotiation in rounds (quote, counter-offer,
// accept, end); factories' supply requests (price permissions: the catalogue).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as inquiry from '@portal/contracts/http/inquiry';
import * as offer from '@portal/contracts/http/offer';
import * as supply from '@portal/contracts/http/supply-request';
import { inquiryMigrations } from './schema.ts';
import { seedInquiries } from './seed.ts';
import { inquiryByNum, inquiryDetail, inquiryHall, myInquiries, offersOf, productForInquiry } from './service.ts';
import { quotesReceived } from './quotes-received.ts';
import { acceptOffer, addOfferToCart, endInquiry, publishInquiry, reviewInquiry, saveOffer } from './negotiation.ts';
import { mySupply, saveSupply, supplyHall } from './supply.ts';

export const module: DomainModule = {
  name: 'inquiry',
  dependsOn: ['region', 'catalogue'],
  // An accepted offer becomes a cart line through the trade module's door (only while answering).
  uses: ['trade'],
  migrations: inquiryMigrations,
  seed: seedInquiries,
  routes(app) {
    const db = app.db;
    bind(app, inquiry.getSaleProductByIdForInquiry, ({ caller, query }) =>
      productForInquiry(db, caller, query.productId),
    );
    bind(app, inquiry.getInquiryDetail, ({ caller, query, request }) =>
      inquiryDetail(db, app.now(), query.id, caller, request.lang),
    );
    bind(app, inquiry.getInquiryByInquiryNum, ({ caller, query, request }) =>
      inquiryByNum(db, app.now(), query.inquiryNum, caller, request.lang),
    );
    bind(app, inquiry.inquiryPage, ({ caller, query, request }) =>
      myInquiries(db, app.now(), caller, query, request.lang),
    );
    bind(app, inquiry.inquiryHall, ({ query, request }) => inquiryHall(db, app.now(), query, request.lang));
    bind(app, inquiry.saveInquiryPortal, ({ caller, body, request }) =>
      publishInquiry(app, caller, body, request.lang),
    );
    bind(app, inquiry.inquiryReview, ({ caller, body, request }) =>
      reviewInquiry(app, body.inquiryNum, body.approve, request.lang, caller),
    );
    bind(app, inquiry.inquiryEnd, ({ caller, body, request }) =>
      endInquiry(app, caller, body.inquiryNum, request.lang),
    );
    bind(app, offer.getOfferByInquiryNum, ({ caller, query, request }) =>
      offersOf(db, app.now(), query.inquiryNum, caller, request.lang),
    );
    bind(app, offer.offerSave, ({ caller, body, request }) => saveOffer(app, caller, body, request.lang));
    bind(app, offer.offerAccept, ({ caller, body, request }) => acceptOffer(app, caller, body, request.lang));
    bind(app, offer.offerAddToCart, ({ caller, body, request }) => addOfferToCart(app, caller, body, request.lang));
    bind(app, offer.offerPageReceived, ({ caller, query, request }) =>
      quotesReceived(db, app.now(), caller, query, request.lang),
    );
    bind(app, supply.supplyRequestSave, ({ caller, body, request }) => saveSupply(app, caller, body, request.lang));
    bind(app, supply.supplyRequestPage, ({ query, request }) => supplyHall(db, app.now(), query, request.lang));
    bind(app, supply.supplyRequestMine, ({ caller, query, request }) =>
      mySupply(db, app.now(), caller, query, request.lang),
    );
  },
};
