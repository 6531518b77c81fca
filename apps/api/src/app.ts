import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@vip/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance';
import { commaList, type Config } from './config';
import type { Database } from './db/client';
import { installApiKeyCheck } from './http/api-key';
import { installPublicCache } from './http/cache';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { installLanguages } from './http/lang';
import { AGENCY_API_INTRO, documentFor } from './http/openapi';
import { spellHeaderNames } from './http/idempotency';
import { modules } from './modules';

// The instance type lives in app-instance.ts (modules import it from there; importing this file would be a cycle).
export type { AppInstance };

/** `https://a.example, https://b.example` → their origins (a bad entry is refused at start). */
function corsOrigins(list: string): string[] {
  return commaList(list).map((s) => new URL(s).origin);
}

/** Builds the whole API on an open database (no listening): used by the server and by tests via inject(). */
export async function buildApp(config: Config, database: Database): Promise<AppInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-agency-key"]'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_000_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  installLanguages(app);
  installErrorHandling(app);
  // Browsers may call only from the site's own origin and CORS_ORIGINS; nothing is reflected back to others.
  const allowedOrigins = new Set([new URL(config.WEB_URL).origin, ...corsOrigins(config.CORS_ORIGINS)]);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('vary', 'Origin');
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowedOrigins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'x-api-key', 'authorization', 'x-client-ip', 'if-none-match', 'idempotency-key'],
    exposedHeaders: ['etag', 'retry-after'],
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'VIP airport services & store API',
        version: '1.0.0',
        description:
          "Persian storefront and CIP booking API. Errors answer the envelope `{ status_code, error_code, error_message, errors? }` with a Persian message; the codes are listed in packages/contract/src/errors.ts. Languages: every path's `/fa/` segment may be `/en/` or `/ar/` — the same operation, answering names of airports, airlines, services and countries and `error_message` in English or Arabic (Persian where a translation is missing); any other segment answers 404.",
        license: { name: 'Proprietary', url: `${config.WEB_URL}/` },
      },
      servers: [{ url: config.PUBLIC_API_URL, description: 'This API' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A member access token from sign-in or refresh (15 minutes by default)',
          },
          agencyKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-agency-key',
            description: "A travel agency's API key from the back office (the agency API only)",
          },
          staffBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A staff access token from POST /v1/admin/fa/auth/signin (back office only)',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: (input) => spellHeaderNames(jsonSchemaTransform(input)),
    // Schemas with an id (Money, CipOrder, Flight) become components.schemas, referenced where they are used.
    transformObject: jsonSchemaTransformObject,
  });
  // /docs (and /docs/json) show the public and member operations; the back office's are in /docs/admin/json, the
  // travel agencies' in /docs/agency/json.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    transformSpecification: (spec) => documentFor(spec, 'public'),
  });
  app.get('/docs/admin/json', { schema: { hide: true } }, async () =>
    documentFor(app.swagger(), 'staff', { title: 'VIP airport services & store API: back office' }),
  );
  app.get('/docs/agency/json', { schema: { hide: true } }, async () =>
    documentFor(app.swagger(), 'agency', { title: 'VIP airport services: agency API', description: AGENCY_API_INTRO }),
  );
  installApiKeyCheck(app, database.db);
  installPublicCache(app, config.PUBLIC_CACHE_TTL_MS);

  // Member uploads (receipts, ticket attachments): one file per request, capped (modules/upload/files.ts).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  for (const mod of modules) await app.register(mod);
  return app;
}
