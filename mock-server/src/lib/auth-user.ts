// Who is calling: the logged-in user a route's handler is given (plugins/auth.ts resolves it from the token).

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
