// Customer data: shipping addresses, invoice information, credit facilities and the settlement bundle.
// Address and invoice writes belong to a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as receive from '@portal/contracts/http/customer-receive-info';
import * as credit from '@portal/contracts/http/customer-credit-facilities';
import * as extra from '@portal/contracts/http/customer-extra';
import { chinaDate } from '../../lib/china-time.ts';
import { customerMigrations } from './schema.ts';
import { seedCustomer } from './seed.ts';
import { creditFacility, infoForCart, listReceiveInfos } from './service.ts';

export const module: DomainModule = {
  name: 'customer',
  dependsOn: ['region', 'catalogue'],
  uses: ['trade'],
  migrations: customerMigrations,
  seed: seedCustomer,
  routes(app) {
    bind(app, receive.customerReceiveInfoList, ({ caller }) => listReceiveInfos(app.db, caller.id));
    bind(app, credit.isCreditUser, ({ caller }) => creditFacility(app.db, caller.companyId, chinaDate(app.now())));
    bind(app, extra.infoForCart, ({ caller }) => infoForCart(app.db, caller, chinaDate(app.now())));
  },
};
