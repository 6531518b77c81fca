import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type EndpointDef,
  errorBody,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '@vip/contract';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AppInstance } from '../app';
import { authenticateStaff } from '../modules/admin/auth';
import { authenticate, memberSecurity } from './auth';

/** The request a handler of endpoint E receives: params, query and body already parsed by the contract. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler of endpoint E: answers what the contract's response schema accepts (undefined for 204). */
export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E>> | ReplyOf<E>;

/** Error answers an endpoint can give, from what its declaration says about it. */
function errorResponses(e: EndpointDef) {
  const out: Record<number, typeof errorBody> = { 400: errorBody };
  if (e.auth !== 'public') out[401] = errorBody;
  if (e.auth === 'staff') out[403] = errorBody;
  if (e.params || e.auth !== 'public') out[404] = errorBody;
  if (e.method !== 'GET' && e.auth !== 'public') out[409] = errorBody;
  if (e.idempotent) out[409] = errorBody;
  if (e.rateLimited) out[429] = errorBody;
  return out;
}

/** The Fastify schema (validation + OpenAPI) of an endpoint. */
export function schemaOf(e: Endpoint): FastifySchema {
  const status = e.status ?? 200;
  return {
    tags: [e.tag],
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    operationId: e.operationId,
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    // Staff and members both send the API key and a bearer token (of different audiences).
    ...(e.auth === 'public' ? {} : { security: memberSecurity }),
    ...(e.hidden ? { hide: true } : {}),
    response: { ...(e.response ? { [status]: e.response } : {}), ...errorResponses(e) },
  } as FastifySchema;
}

/**
 * Registers the route of one contract endpoint: method, path, schemas, auth and cache all come from its
 * declaration; the handler only does the work. Member endpoints are authenticated before the handler runs
 * (`requireMember(request)` then answers the member's id); staff endpoints check the token and that the staff's
 * role is one of `roles` (401 without a token, 403 for a member's token or another role; `requireStaff(request)`).
 */
export function route<const E extends Endpoint>(app: AppInstance, endpoint: E, handler: EndpointHandler<E>) {
  const preHandler =
    endpoint.auth === 'member'
      ? [authenticate]
      : endpoint.auth === 'staff'
        ? [async (request: FastifyRequest) => void (await authenticateStaff(request, endpoint.roles ?? ['admin']))]
        : [];
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { publicCache: endpoint.publicCache ?? false, browser: endpoint.browser ?? false },
    preHandler,
    handler: async (request, reply) => {
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      if (status !== 200 && reply.statusCode === 200) reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}

/** What the client receives from E (re-exported for tests). */
export type { AnswerOf };
