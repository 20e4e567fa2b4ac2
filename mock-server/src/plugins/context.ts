// Per-request language (Accept-Language, zh by default) and platform code (X-Platform-Code, P00001).
import fp from 'fastify-plugin';
import { DEFAULT_PLATFORM_CODE, HEADER_LANG, HEADER_PLATFORM, pickLang, type Lang } from '@portal/contracts/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    platformCode: string;
  }
}

export const contextPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'zh');
    app.decorateRequest('platformCode', DEFAULT_PLATFORM_CODE);
    // A callback hook: no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = pickLang(request.headers[HEADER_LANG] as string | undefined);
      const platform = request.headers[HEADER_PLATFORM];
      request.platformCode = typeof platform === 'string' && platform !== '' ? platform : DEFAULT_PLATFORM_CODE;
      done();
    });
  },
  { name: 'context' },
);
