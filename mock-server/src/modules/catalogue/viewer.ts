// Who is reading, and when: the price rules depend on the caller (its own goods, its price permissions)
// and on the server clock (limited-time discounts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlValue } from '../../db/database.ts';
import type { Role } from '../../plugins/auth.ts';
import type { Lang } from '@portal/contracts/envelope';
import type { PriceState } from '@portal/contracts/entities/catalogue';

export interface Viewer {
  userId: number;
  companyId: number | null;
  role: Role;
}

export interface ReadContext {
  viewer: Viewer | null;
  now: number;
  /** SQL selecting the product ids the viewer holds an approved price permission for, or null. */
  grants: { sql: string; args: SqlValue[] } | null;
  /** The caller's language: seeded texts are read in it (lib/text.ts). Chinese when absent. */
  lang?: Lang;
}

/**
 * Approved price permissions live in the inquiry module's table (productPriceApply): one approved application
 * of the user for a product, or for every product of a seller.
 */
export function priceGrants(viewer: Viewer | null): ReadContext['grants'] {
  if (!viewer) return null;
  return {
    sql: `SELECT pp.id FROM products pp JOIN price_applications pa
            ON (pa.product_id = pp.id OR (pa.product_id IS NULL AND pa.company_id = pp.company_id))
          WHERE pa.user_id = ? AND pa.status = 'approved'`,
    args: [viewer.userId],
  };
}

export function readContext(app: FastifyInstance, request: FastifyRequest): ReadContext {
  const auth = request.auth;
  const viewer = auth ? { userId: auth.id, companyId: auth.companyId, role: auth.role } : null;
  return { viewer, now: app.now(), grants: priceGrants(viewer), lang: request.lang };
}

/**
 * What a reader is told of a price: hidden (an application is needed) or negotiable (the seller shows it to no
 * buyer) when it may not see it, else valid or expired. `needsApply` is products.price_needs_apply (0 shown,
 * 1 after an application, 2 negotiable).
 */
export function priceStateOf(visible: boolean, needsApply: number, priceValid: number): PriceState {
  if (!visible) return needsApply === 2 ? 'negotiable' : 'hidden';
  return priceValid !== 0 ? 'expired' : 'valid';
}

/** A SQL truth value over `p` (products): may the viewer see this product's price? */
export function canSeePriceSql(ctx: ReadContext): { sql: string; args: SqlValue[] } {
  const viewer = ctx.viewer;
  if (!viewer) return { sql: 'p.price_needs_apply = 0', args: [] };
  // Not a bare '1': in an ORDER BY that is the first column (the price sorts then sorted operators' lists by id).
  if (viewer.role === 'operator') return { sql: '1 = 1', args: [] };
  const parts = ['p.price_needs_apply = 0', 'p.company_id = ?'];
  const args: SqlValue[] = [viewer.companyId ?? -1];
  if (ctx.grants) {
    parts.push(`p.id IN (${ctx.grants.sql})`);
    args.push(...ctx.grants.args);
  }
  return { sql: parts.join(' OR '), args };
}
