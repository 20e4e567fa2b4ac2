// Login tokens: a JWT in X-Token whose session row must still be open; G001 when a login is needed and
// the token is missing, invalid, expired or logged out.
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import type { Access } from '@portal/contracts/operation';
import { afterCommit, one, run } from '../db/database.ts';
import { BusinessError, HttpError } from '../lib/errors.ts';

import type { AuthUser, Role } from '../lib/auth-user.ts';
export type { AuthUser, Role } from '../lib/auth-user.ts';

/** Called with the session id of each token as it is logged out. */
export type RevokeListener = (jti: string) => void;

interface TokenPayload {
  sub: number;
  jti: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens a session for the user and returns its token. */
    issueToken(userId: number): string;
    /** Closes the session of a token; later calls with it get G001. */
    revokeToken(jti: string): void;
    /** Calls `listener` after each revocation (the realtime plugin drops that login's sockets from their rooms). */
    onRevoke(listener: RevokeListener): void;
    /** Resolves a token to its user, or null when missing, invalid, expired or logged out. */
    resolveToken(token: string | undefined): AuthUser | null;
  }
  // requireLogin and request.auth, which lib/route.ts's bind() uses, are declared in lib/auth-user.ts.
}

export interface AuthOptions {
  secret: string;
  /** Token lifetime in ms (default 7 days). */
  ttlMs?: number;
  now: () => number;
}

/** How many verified tokens the server remembers (a signature check each on first sight). */
const VERIFIED_TOKENS = 10_000;

export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER_TOKEN];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

export const authPlugin = fp(
  async (app, opts: AuthOptions) => {
    const ttlMs = opts.ttlMs ?? 7 * 24 * 3600 * 1000;
    await app.register(jwt, { secret: opts.secret, decoratorName: 'jwtUser' });

    app.decorate('issueToken', (userId: number) => {
      const jti = randomUUID();
      const now = opts.now();
      run(
        app.db,
        'INSERT INTO sessions (jti, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        jti,
        userId,
        now,
        now + ttlMs,
      );
      return app.jwt.sign({ sub: userId, jti } satisfies TokenPayload);
    });

    const revokeListeners: RevokeListener[] = [];
    app.decorate('onRevoke', (listener: RevokeListener) => {
      revokeListeners.push(listener);
    });
    app.decorate('revokeToken', (jti: string) => {
      run(app.db, 'UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL', opts.now(), jti);
      // After the commit: a logout inside a transaction that rolls back revoked nothing.
      afterCommit(app.db, () => {
        for (const listener of revokeListeners) listener(jti);
      });
    });

    // A token's signature is checked once: its payload never changes, and whether its login is still open is
    // read from the session row on every call below. Bounded; the oldest entries make room first.
    const verified = new Map<string, TokenPayload>();
    app.decorate('resolveToken', (token: string | undefined): AuthUser | null => {
      if (!token) return null;
      let payload = verified.get(token);
      if (!payload) {
        try {
          payload = app.jwt.verify<TokenPayload>(token);
        } catch {
          return null;
        }
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        verified.set(token, payload);
      }
      const row = one<{
        id: number;
        account: string;
        role: Role;
        company_id: number | null;
        authenticated: number;
        enable: number;
        expires_at: number;
        revoked_at: number | null;
      }>(
        app.db,
        `SELECT u.id, u.account, u.role, u.company_id, u.authenticated, u.enable, s.expires_at, s.revoked_at
           FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.jti = ? AND s.user_id = ?`,
        payload.jti,
        payload.sub,
      );
      if (!row || row.revoked_at !== null || row.expires_at <= opts.now() || row.enable === 0) return null;
      return {
        id: row.id,
        account: row.account,
        role: row.role,
        companyId: row.company_id,
        authenticated: row.authenticated === 1,
        jti: payload.jti,
        expiresAt: row.expires_at,
      };
    });

    app.decorateRequest('auth', null);
    // A callback hook (no promise per request); a call without a token reads nothing. Before validation, with
    // the login check of each route (`requireLogin`): who calls is known before what was sent is judged.
    app.addHook('preValidation', (request, _reply, done) => {
      const token = tokenFrom(request);
      if (token !== undefined) request.auth = app.resolveToken(token);
      done();
    });

    app.decorate('requireLogin', (access: Access): preValidationAsyncHookHandler => {
      return async (request) => {
        if (!request.auth) throw new BusinessError('loginInvalid');
        if (access === 'operator' && request.auth.role !== 'operator') throw new HttpError(403);
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
