// What the server's environment says about logging and the client's address (server.ts reads them).
//
// LOG_LEVEL: pino's level, `warn` by default, so a 500, a failed timer or a failed event listener is always
// written while the routine stays quiet; LOG=1 is `info` with one line per request. TRUST_PROXY: whom to
// believe about the client's address (`request.ip`, which the per-client rate limits count): unset or
// `false` = the socket's peer; `true` = the left-most X-Forwarded-For address; a number = that many proxy hops;
// otherwise a comma-separated list of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  level: LogLevel;
  /** One line per request and answer (Fastify's request logging). */
  requests: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export function logSettings(env: Env): LogSettings {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked && !(LOG_LEVELS as readonly string[]).includes(asked)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const verbose = env.LOG === '1';
  return { level: (asked as LogLevel | undefined) ?? (verbose ? 'info' : 'warn'), requests: verbose };
}

/** Fastify's `trustProxy` from TRUST_PROXY (see above). */
export function trustProxySetting(env: Env): boolean | number | string {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count or addresses / CIDR ranges (got "${value}")`);
  }
  return entries.join(',');
}
