// The one error handler: business failures as HTTP 200 with their code, schema failures as 400 naming the
// field, HTTP failures with the R8.3 message; everything in the caller's language.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ResultCode, httpStatusMessage, type Lang } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { BusinessError, FieldError, HttpError } from '../lib/errors.ts';

const REQUIRED = { zh: '不能为空', en: 'is required' };
const INVALID = { zh: '格式不正确', en: 'is invalid' };

/** Names the field of a schema failure: `body.mobile is invalid` / `mobile 格式不正确`. */
export function describeValidation(error: FastifyError, lang: Lang): { field: string; message: string } {
  const first = error.validation?.[0];
  const context = error.validationContext ?? 'body';
  let field: string = context;
  let missing = false;
  if (first) {
    const params = first.params as Record<string, unknown>;
    const path = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (typeof params.missingProperty === 'string') {
      field = path ? `${path}.${params.missingProperty}` : params.missingProperty;
      missing = true;
    } else if (Array.isArray(params.requiredProperties) && typeof params.requiredProperties[0] === 'string') {
      field = path ? `${path}.${params.requiredProperties[0]}` : params.requiredProperties[0];
      missing = true;
    } else if (path) {
      field = path;
    }
  }
  const suffix = missing ? REQUIRED[lang] : INVALID[lang];
  return { field, message: lang === 'zh' ? `${field} ${suffix}` : `${field} ${suffix}` };
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | BusinessError | HttpError | FieldError, request, reply) => {
      const lang = request.lang ?? 'zh';
      // Every body goes through the response schema of its status: a business failure through the 200
      // answer's failure branch (lib/route.ts answerSchema), the others through ErrorEnvelope.
      reply.type('application/json; charset=utf-8');
      if (error instanceof BusinessError) {
        const content = error.text ?? BusinessMessages[error.code][lang];
        return reply.status(200).send({ resultCode: ResultCode[error.code], content });
      }
      if (error instanceof FieldError) {
        return reply.status(400).send({ resultCode: '400', content: error.message, field: error.field });
      }
      if ('validation' in error && error.validation) {
        const { field, message } = describeValidation(error, lang);
        return reply.status(400).send({ resultCode: '400', content: message, field });
      }
      const status = error instanceof HttpError ? error.statusCode : ((error as FastifyError).statusCode ?? 500);
      if (status >= 500 && !(error instanceof HttpError)) request.log.error(error);
      const content =
        status === 999 || (status < 500 && !(status in { 400: 1, 401: 1, 403: 1, 404: 1, 408: 1, 413: 1 }))
          ? error.message
          : httpStatusMessage(status, lang, error.message);
      return reply.status(status).send({ resultCode: String(status), content });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ resultCode: '404', content: httpStatusMessage(404, request.lang ?? 'zh') });
    });
  },
  { name: 'errors', dependencies: ['context'] },
);
