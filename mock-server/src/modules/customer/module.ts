// Customer data: shipping addresses (the address manager), invoice information, credit facilities and the
// settlement bundle. Every write touches only the caller's own rows.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as receive from '@portal/contracts/http/customer-receive-info';
import * as credit from '@portal/contracts/http/customer-credit-facilities';
import * as extra from '@portal/contracts/http/customer-extra';
import * as invoice from '@portal/contracts/http/customer-invoice-info';
import { chinaDate } from '../../lib/china-time.ts';
import { customerMigrations } from './schema.ts';
import { seedCustomer } from './seed.ts';
import { creditFacility, infoForCart, listReceiveInfos } from './service.ts';
import { deleteReceiveInfo, saveInvoiceInfo, saveReceiveInfo, setDefaultReceiveInfo } from './writes.ts';

export const module: DomainModule = {
  name: 'customer',
  dependsOn: ['region', 'catalogue'],
  uses: ['trade'],
  migrations: customerMigrations,
  seed: seedCustomer,
  routes(app) {
    bind(app, receive.customerReceiveInfoList, ({ caller, request }) =>
      listReceiveInfos(app.db, caller.id, request.lang),
    );
    bind(app, receive.customerReceiveInfoSave, ({ caller, body, request }) =>
      saveReceiveInfo(app.db, caller.id, body, app.now(), request.lang),
    );
    bind(app, receive.customerReceiveInfoSetDefault, ({ caller, body }) =>
      setDefaultReceiveInfo(app.db, caller.id, body.id),
    );
    bind(app, receive.customerReceiveInfoDelete, ({ caller, params }) =>
      deleteReceiveInfo(app.db, caller.id, params.id),
    );
    bind(app, invoice.customerInvoiceInfoSave, ({ caller, body, request }) =>
      saveInvoiceInfo(app.db, caller.id, body, app.now(), request.lang),
    );
    bind(app, credit.isCreditUser, ({ caller }) => creditFacility(app.db, caller.companyId, chinaDate(app.now())));
    bind(app, extra.infoForCart, ({ caller, request }) =>
      infoForCart(app.db, caller, chinaDate(app.now()), request.lang),
    );
  },
};
