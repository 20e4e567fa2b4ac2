// Coupons: the coupon centre with the caller's possess status, the caller's own coupons, receiving one; the
// order placement applies, uses and gives back coupons through public.ts.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as coupon from '@portal/contracts/http/coupon';
import { transaction } from '../../db/database.ts';
import { couponMigrations } from './schema.ts';
import { seedCoupons } from './seed.ts';
import { couponPage } from './service.ts';
import { receiveCoupon } from './redeem.ts';

export const module: DomainModule = {
  name: 'coupon',
  dependsOn: ['catalogue'],
  migrations: couponMigrations,
  seed: seedCoupons,
  routes(app) {
    bind(app, coupon.couponPage, ({ caller, query, request }) =>
      couponPage(app.db, app.now(), caller, query, request.lang),
    );
    bind(app, coupon.couponReceive, ({ caller, body, request }) =>
      transaction(app.db, () => receiveCoupon(app.db, caller.id, body.couponId, app.now(), request.lang)),
    );
  },
};
