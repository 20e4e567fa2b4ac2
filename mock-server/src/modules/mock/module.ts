// Operator routes of the fault injector (plugins/faults.ts): add, list and clear fault rules.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/mock';

export const module: DomainModule = {
  name: 'mock',
  order: 0,
  routes(app) {
    bind(app, ops.setFault, ({ body, request }) => app.faults.add(body, request.lang));
    bind(app, ops.listFaults, () => app.faults.list());
    bind(app, ops.clearFaults, ({ body }) => ({ cleared: app.faults.clear(body.id) }));
  },
};
