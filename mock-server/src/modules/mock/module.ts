// Operator routes of the mock stack: fault rules (plugins/faults.ts) and the server clock.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/mock';

export const module: DomainModule = {
  name: 'mock',
  dependsOn: [],
  routes(app) {
    bind(app, ops.setFault, ({ body, request }) => app.faults.add(body, request.lang));
    bind(app, ops.listFaults, () => app.faults.list());
    bind(app, ops.clearFaults, ({ body }) => ({ cleared: app.faults.clear(body.id) }));
    const clockState = () => ({ now: app.now(), offsetMs: app.clock.offset() });
    bind(app, ops.getClock, clockState);
    bind(app, ops.advanceClock, ({ body }) => {
      app.clock.advance(body.ms);
      return clockState();
    });
  },
};
