// Inquiries (RFQ) and offers: the goods an inquiry starts from, details by id or number, the caller's lists
// and the open hall, the negotiation threads (price permissions moved to the catalogue). Publishing and quoting
// are writes of a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as inquiry from '@portal/contracts/http/inquiry';
import * as offer from '@portal/contracts/http/offer';
import { inquiryMigrations } from './schema.ts';
import { seedInquiries } from './seed.ts';
import { inquiryByNum, inquiryDetail, inquiryHall, myInquiries, offersOf, productForInquiry } from './service.ts';

export const module: DomainModule = {
  name: 'inquiry',
  dependsOn: ['region', 'catalogue'],
  migrations: inquiryMigrations,
  seed: seedInquiries,
  routes(app) {
    const db = app.db;
    bind(app, inquiry.getSaleProductByIdForInquiry, ({ caller, query }) =>
      productForInquiry(db, caller, query.productId),
    );
    bind(app, inquiry.getInquiryDetail, ({ caller, query }) => inquiryDetail(db, app.now(), query.id, caller));
    bind(app, inquiry.getInquiryByInquiryNum, ({ caller, query }) =>
      inquiryByNum(db, app.now(), query.inquiryNum, caller),
    );
    bind(app, inquiry.inquiryPage, ({ caller, query }) => myInquiries(db, app.now(), caller, query));
    bind(app, inquiry.inquiryHall, ({ query }) => inquiryHall(db, app.now(), query));
    bind(app, offer.getOfferByInquiryNum, ({ caller, query }) => offersOf(db, app.now(), query.inquiryNum, caller));
  },
};
