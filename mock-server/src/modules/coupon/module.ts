// Coupons: the coupon centre with the caller's possess status, and the caller's own coupons. Receiving a
// coupon is a write of a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as coupon from '@portal/contracts/http/coupon';
import { couponMigrations } from './schema.ts';
import { seedCoupons } from './seed.ts';
import { couponPage } from './service.ts';

export const module: DomainModule = {
  name: 'coupon',
  dependsOn: ['catalogue'],
  migrations: couponMigrations,
  seed: seedCoupons,
  routes(app) {
    bind(app, coupon.couponPage, ({ query, request }) => couponPage(app.db, app.now(), request.auth, query));
  },
};
