import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type EndpointDef,
  ERROR_MEANINGS,
  errorBody,
  errorCodesByStatus,
  hasLangSegment,
  LANGS,
  localizedPath,
  needsApiKey,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '@vip/contract';
import type { FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../app-instance';
import { authenticateStaff } from '../modules/admin/auth';
import { authenticateAgency } from '../modules/agency/auth';
import { limitAgencyKey } from '../modules/agency/rate-limit';
import { agencySecurity, authenticate, memberSecurity, staffSecurity } from './auth';
import { notFound } from './errors';
import { claimIdempotencyKey, idempotencyHeaders, requiredIdempotencyHeaders } from './idempotency';

/** The request a handler of endpoint E receives: params, query and body already parsed by the contract. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * What a handler of E returns: what the contract's response schema accepts (undefined for 204); an endpoint that
 * `produces` a file or page, or answers a `redirect`, sends it itself and returns the reply.
 */
type HandlerResult<E extends EndpointDef> = E['produces'] extends string
  ? FastifyReply
  : E['redirect'] extends object
    ? FastifyReply
    : ReplyOf<E>;

/** A handler of endpoint E. */
export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** Route options a few endpoints need besides their declaration. */
export interface RouteExtras {
  /** Runs before parsing (e.g. repairing a legacy client's query string). */
  onRequest?: onRequestHookHandler;
}

/**
 * Error answers an endpoint can give (the envelope), from what its declaration says about it: per status, the codes
 * it may carry as the document's enum of `error_code`, each with when it fires. The enum is only in the document:
 * the answer is still checked as any string, so a code missing from a declaration cannot turn into a 500.
 */
function errorResponses(e: EndpointDef) {
  return Object.fromEntries(
    [...errorCodesByStatus(e)].map(([status, codes]) => {
      const meanings = codes.map((code) => `- \`${code}\`: ${ERROR_MEANINGS[code]}`).join('\n');
      const errorCode = z.string().meta({ enum: codes, description: `One of:\n${meanings}` });
      return [status, errorBody.extend({ error_code: errorCode })];
    }),
  );
}

/** A file's bytes, or a page's text, in the OpenAPI document. */
const fileAnswer = z.string().meta({ format: 'binary' }).describe('The file');
const pageAnswer = z.string().describe('The page');

/**
 * The success answer of an endpoint in the OpenAPI document: its schema, a file or page, or nothing (204). A
 * redirect has none here: openapi.ts declares its status and `Location`.
 */
function successResponse(e: Endpoint) {
  const status = e.status ?? 200;
  if (e.response) return { [status]: e.response };
  if (e.produces) {
    const schema = e.produces.startsWith('text/') ? pageAnswer : fileAnswer;
    return { [status]: { content: { [e.produces]: { schema } } } };
  }
  if (e.redirect) return {};
  return { [status]: z.null().describe('No content') };
}

/** The OpenAPI description: the declaration's, plus the fields `sort` accepts. */
function descriptionOf(e: EndpointDef) {
  const sort = e.sort?.length ? `Sortable by (\`sort=field,-other\`): ${e.sort.join(', ')}.` : undefined;
  const text = [e.description, sort].filter(Boolean).join('\n\n');
  return text ? { description: text } : {};
}

/** What a caller must send, as the API checks it (the document's default is the API key alone). */
function securityOf(e: EndpointDef) {
  if (e.auth === 'member') return { security: memberSecurity };
  if (e.auth === 'staff') return { security: staffSecurity };
  if (e.auth === 'agency') return { security: agencySecurity };
  if (!needsApiKey(e)) return { security: [] };
  if (e.optionalBearer) return { security: [...memberSecurity, { apiKey: [] }] };
  return {};
}

/** The Fastify schema (validation + OpenAPI) of an endpoint. */
export function schemaOf(e: Endpoint): FastifySchema {
  return {
    tags: [e.tag],
    summary: e.summary,
    ...descriptionOf(e),
    operationId: e.operationId,
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.idempotent ? { headers: e.idempotent === 'required' ? requiredIdempotencyHeaders : idempotencyHeaders } : {}),
    ...securityOf(e),
    ...(e.hidden ? { hide: true } : {}),
    response: { ...successResponse(e), ...errorResponses(e) },
  } as FastifySchema;
}

/**
 * Registers the route of one contract endpoint: method, path, schemas, auth and cache all come from its
 * declaration; the handler only does the work. Member endpoints are authenticated before the body is parsed
 * (`requireMember(request)` then answers the member's id); staff endpoints check the token and that the staff's
 * role is one of `roles` (401 without a token, 403 for a member's token or another role; `requireStaff(request)`).
 */
export function route<const E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  // Who is calling is settled before the body is parsed or validated: a stranger gets 401 and a member on a staff
  // call 403, never a 400 naming the schema's fields.
  const authenticateCaller: onRequestHookHandler[] =
    endpoint.auth === 'member'
      ? [async (request, reply) => authenticate(request, reply)]
      : endpoint.auth === 'staff'
        ? [async (request) => void (await authenticateStaff(request, endpoint.roles ?? ['admin']))]
        : endpoint.auth === 'agency'
          ? [
              async (request) => {
                const { keyId } = await authenticateAgency(request);
                // Counted per key once it is known valid: a stranger's bad keys spend no agency's budget.
                if (endpoint.rateLimited) await limitAgencyKey(request.server.db, keyId);
              },
            ]
          : [];
  const onRequest = [...authenticateCaller, ...(extras.onRequest ? [extras.onRequest] : [])];
  const status = endpoint.status ?? 200;
  const schema = schemaOf(endpoint);
  // The same route under every language segment (`/fa/` as declared, `/en/`, `/ar/`); the document lists the
  // declared path once and says the segment may change (app.ts), so a generated client keeps one function per call.
  const langs = hasLangSegment(endpoint.path) ? LANGS : (['fa'] as const);
  for (const lang of langs)
    app.route({
      method: endpoint.method,
      url: localizedPath(endpoint.path, lang),
      schema: lang === 'fa' ? schema : { ...schema, hide: true },
      config: { publicCache: endpoint.publicCache ?? false, browser: endpoint.browser ?? false, lang },
      ...(onRequest.length ? { onRequest } : {}),
      handler: (request, reply) => handle(request, reply),
    });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const run = async () => {
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      if (status !== 200 && reply.statusCode === 200) reply.code(status);
      return result;
    };
    // The header was validated with the schema (schemaOf); without it the call is an ordinary one.
    const key = endpoint.idempotent
      ? (request.headers as { 'idempotency-key'?: string })['idempotency-key']
      : undefined;
    if (!key) {
      const result = await run();
      return status === 204 ? reply.send() : result;
    }
    const call = await claimIdempotencyKey(app.db, request, endpoint, key);
    const json = 'application/json; charset=utf-8';
    if (call.kind === 'replay') return reply.code(call.status).type(json).send(call.answer);
    let answer: string;
    try {
      // Serialized here (the route's response schema) so the replay is the very bytes of the first answer.
      answer = String(reply.serialize(await run())); // JSON: always a string
    } catch (err) {
      await call.release();
      throw err;
    }
    await call.complete(reply.statusCode, answer);
    return reply.type(json).send(answer);
  }
}

/** What the client receives from E (re-exported for tests). */
export type { AnswerOf };

/** The `{ data }` detail answer of a record, or 404 naming what was asked for (`what` in Persian). */
export function detailOr404<T>(item: T | undefined | null, what: string): { data: T } {
  if (item === undefined || item === null) throw notFound(what);
  return { data: item };
}
