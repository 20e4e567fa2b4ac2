// Who is calling: the logged-in user a route's handler is given, and what lib/route.ts's bind() needs of the
// login: the request's user and a login check per access. plugins/auth.ts provides both (it resolves the user
// from the token); declaring them here keeps lib from depending on the plugin, even by type.
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Access } from '@portal/contracts/operation';

export type Role = 'buyer' | 'shop' | 'factory' | 'provider' | 'operator' | 'personal';

export interface AuthUser {
  id: number;
  account: string;
  role: Role;
  companyId: number | null;
  authenticated: boolean;
  jti: string;
  /** When the session ends (epoch ms). */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The login check of an operation, a preValidation hook: it runs before the request is validated, so a
     * caller without a login hears G001 (and a non-operator 403) rather than a 400 describing the schema.
     */
    requireLogin(access: Access): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The logged-in user, when a valid token came with the request (also on public calls). */
    auth: AuthUser | null;
  }
}
