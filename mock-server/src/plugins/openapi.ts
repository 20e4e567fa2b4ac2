// The API catalogue as an OpenAPI 3 document (`/api/docs/json`) built from the route schemas, which come
// from the contracts, and a browsable Swagger UI page at `/api/docs` served from its bundled assets.
// Registered before the modules: @fastify/swagger collects routes as they are added.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from 'typebox';
import { DEFAULT_PLATFORM_CODE, ResultCode } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { PLANNED_DESCRIPTION, PLANNED_TAG } from './fallback.ts';

export const DOCS_PREFIX = '/api/docs';

/** Headers every API call may carry, documented on each operation (X-Token is the security scheme). Only the
 * document carries them: the routes do not validate headers. */
const CommonHeaders = Type.Object({
  'X-Platform-Code': Type.Optional(
    Type.String({ default: DEFAULT_PLATFORM_CODE, description: `Platform code; ${DEFAULT_PLATFORM_CODE} when absent` }),
  ),
  'X-Mock-Fault': Type.Optional(
    Type.String({
      description: 'Mock stack only: inject a fault, e.g. `status=503`, `resultCode=G001`, `delay=2000;status=504`',
    }),
  ),
});

function resultCodeTable(): string {
  const rows = (Object.keys(BusinessMessages) as (keyof typeof BusinessMessages)[]).map(
    (name) => `| ${ResultCode[name]} | ${name} | ${BusinessMessages[name].en} | ${BusinessMessages[name].zh} |`,
  );
  return [
    '| resultCode | name | en | zh |',
    '| --- | --- | --- | --- |',
    '| 000 | ok | success | 成功 |',
    ...rows,
  ].join('\n');
}

const DESCRIPTION = `The API of the Market City B2B trading portal, served by the mock server with seeded data.

Every response body is \`{ resultCode, content }\`: \`000\` is success; any other code is a business failure
answered with HTTP 200 and the message in \`content\`, in the caller's language (\`Accept-Language: en\`, Chinese
by default). \`G001\` means the login is invalid or expired. A bad request is HTTP 400 naming the field
(\`field\`). Send the login token in \`X-Token\` and the platform code in \`X-Platform-Code\`.

Operations tagged **${PLANNED_TAG}** are declared but not implemented yet: they answer HTTP 501 until their issue lands.

Realtime: socket.io on the same port, path \`/socket.io\` (rooms \`auction:<id>\`, \`groupbuy:<id>\`, \`chat:<id>\`,
\`user:<id>\`, \`floor\`).

Result codes:

${resultCodeTable()}`;

/**
 * OpenAPI 3.0 has no if/then/else: a 200 answer written so for the serializer (lib/route.ts answerSchema) is
 * shown as what it means, oneOf the success envelope and the business failure.
 */
function withOneOfAnswers(response: unknown): { response?: Record<string, unknown> } {
  if (!response || typeof response !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response as Record<string, unknown>)) {
    const s = schema as { if?: unknown; then?: unknown; else?: unknown } | undefined;
    if (s && typeof s === 'object' && s.if !== undefined && s.then !== undefined && s.else !== undefined) {
      out[status] = { description: 'Success (resultCode 000), or a business failure', oneOf: [s.then, s.else] };
    } else {
      out[status] = schema;
    }
  }
  return { response: out };
}

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Market City portal API (mock server)', version: '0.1.0', description: DESCRIPTION },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'X-Token', description: 'The login token' },
          },
        },
        tags: [{ name: PLANNED_TAG, description: PLANNED_DESCRIPTION }],
      },
      // The document is the contract catalogue: routes without tags (assets, docs) stay out of it.
      hideUntagged: true,
      transform: ({ schema, url }) => {
        if (!schema || schema.hide || !url.startsWith('/api/')) return { schema, url };
        const own = schema.headers as { properties?: Record<string, unknown>; required?: string[] } | undefined;
        const headers = {
          ...CommonHeaders,
          properties: { ...CommonHeaders.properties, ...own?.properties },
          ...(own?.required ? { required: own.required } : {}),
        };
        return { schema: { ...schema, headers, ...withOneOfAnswers(schema.response) }, url };
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true, docExpansion: 'none', persistAuthorization: true, tryItOutEnabled: false },
      theme: { title: 'Market City API' },
    });
  },
  { name: 'openapi' },
);
