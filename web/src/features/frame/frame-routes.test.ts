// Every frame route has its title in both languages.
import { describe, expect, it } from 'vitest';
import zhRoutes from '@/locales/zh/routes.json';
import enRoutes from '@/locales/en/routes.json';
import { ROUTE_PATTERNS, type RouteKey } from '@/shared/paths.ts';
import { FRAME_ROUTES, frameHandle, isFrameHandle } from './frame-routes.ts';

describe('frame routes', () => {
  it('have the path patterns of shared/paths', () => {
    for (const route of FRAME_ROUTES) {
      expect(route.path, route.key).toBe(ROUTE_PATTERNS[route.key as RouteKey]);
    }
  });

  it('have a title in zh and en', () => {
    for (const route of FRAME_ROUTES) {
      expect(zhRoutes, route.key).toHaveProperty(route.key);
      expect(enRoutes, route.key).toHaveProperty(route.key);
    }
  });

  it('take no path parameter (the only route with one, the inquiry counter-offer detail, is a real page)', () => {
    expect(FRAME_ROUTES.filter((route) => route.path.includes(':')).map((route) => route.path)).toEqual([]);
  });

  it('mark their handle', () => {
    expect(isFrameHandle(frameHandle('coupon'))).toBe(true);
    expect(isFrameHandle({ other: 1 })).toBe(false);
    expect(isFrameHandle(undefined)).toBe(false);
  });
});
