import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@vip/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { installApiKeyCheck } from './http/api-key';
import { installPublicCache } from './http/cache';
import { installErrorHandling } from './http/errors';
import { modules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

/** The Fastify instance every module registers on, typed through the zod provider. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Builds the whole API on an open database (no listening): used by the server and by tests via inject(). */
export async function buildApp(config: Config, database: Database): Promise<AppInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_000_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  installErrorHandling(app);
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'x-api-key', 'authorization', 'x-client-ip', 'if-none-match', 'idempotency-key'],
    exposedHeaders: ['etag', 'retry-after'],
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'VIP airport services & store API',
        version: '1.0.0',
        description: 'Persian storefront and CIP booking API',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  installApiKeyCheck(app, database.db);
  installPublicCache(app, config.PUBLIC_CACHE_TTL_MS);

  // Member uploads (receipts, ticket attachments): one file per request, capped (modules/upload/files.ts).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  for (const mod of modules) await app.register(mod);
  return app;
}
