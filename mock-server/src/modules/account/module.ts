// Accounts: logins, SMS and graphic codes, registration, password reset, logout, the user of a token, the
// account detail and chat signature; plus the /api/mock test aids that read the codes back.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { BusinessError } from '../../lib/errors.ts';
import { CAPTCHA_TABLE_SQL, createCaptchaStore } from '../../lib/captcha.ts';
import { SMS_TABLE_SQL, createSmsGateway } from '../../lib/sms.ts';
import { rateLimitPlugin } from '../../plugins/rate-limit.ts';
import * as auth from '@portal/contracts/http/auth';
import * as userAccount from '@portal/contracts/http/user-account';
import * as service from './service.ts';

export const module: DomainModule = {
  name: 'account',
  dependsOn: [],
  migrations: [{ name: 'account-001', sql: SMS_TABLE_SQL + CAPTCHA_TABLE_SQL }],
  async routes(app) {
    if (!app.hasDecorator('rateLimit')) await app.register(rateLimitPlugin);
    const deps: service.AccountDeps = {
      app,
      // The codes go to the server's output (not the Fastify logger, which `npm start` keeps quiet) while the
      // test aids are on; unit tests (VITEST) read them back through the aid instead of filling the output.
      sms: createSmsGateway(app.db, () => app.now(), {
        ...(app.mockAids && !process.env.VITEST ? { print: (line: string) => console.log(line) } : {}),
      }),
      captcha: createCaptchaStore(app.db, () => app.now()),
    };

    // `request.ip` is the client the per-client limits count (the socket's address; behind a proxy, the
    // server's TRUST_PROXY setting makes it the caller's: lib/server-env.ts).
    bind(app, auth.sendSmsCode, ({ body, request }) => service.sendSms(deps, body, request.lang, request.ip));
    bind(app, auth.graphicCode, ({ request }) => {
      service.allowCaptcha(app, request.ip);
      const { captchaKey, image, expiresAt } = deps.captcha.issue();
      return { captchaKey, image, expiresAt };
    });
    bind(app, auth.loginByAccount, ({ body, request }) => service.loginByAccount(deps, body, request.lang, request.ip));
    bind(app, auth.loginByMobile, ({ body, request }) => service.loginByMobile(deps, body, request.lang, request.ip));
    bind(app, auth.register, ({ body, request }) => service.register(deps, body, request.lang));
    bind(app, auth.resetPassword, ({ body, request }) => service.resetPassword(deps, body, request.lang));
    bind(app, auth.logout, ({ caller }) => {
      app.revokeToken(caller.jti);
      return { ok: true };
    });
    bind(app, auth.jwtUser, ({ query }) => {
      const user = app.resolveToken(query.token);
      const info = user && service.findUserInfo(app.db, user.id);
      if (!info) throw new BusinessError('loginInvalid');
      return info;
    });

    bind(app, userAccount.genSig, ({ caller }) => service.chatSignature(app.secrets.chat, caller.id, app.now()));
    bind(app, userAccount.getOneUserAccount, ({ caller }) => service.userAccountDetail(app.db, caller.id, caller.jti));

    bind(app, auth.mockLatestSms, ({ query }) => {
      const record = deps.sms.latest(query.mobile.trim());
      if (!record) throw new BusinessError('notFound');
      return record;
    });
    bind(app, auth.mockLatestCaptcha, () => {
      const record = deps.captcha.latest();
      if (!record) throw new BusinessError('notFound');
      return record;
    });
  },
};
