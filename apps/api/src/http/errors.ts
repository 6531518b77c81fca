import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Field-level problem in an error answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** An error the API answers with as the JSON body of DESIGN §4; the message is Persian. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 404 for a record that does not exist (or belongs to someone else). */
export const notFound = (what = 'مورد درخواستی') => new ApiError(404, 'not_found', `${what} پیدا نشد.`);

/** 404 for a path the API does not serve (also what a hidden route answers to a caller it refuses). */
export const routeNotFound = () => new ApiError(404, 'route_not_found', 'چنین مسیری در API وجود ندارد.');

/** 400 for a bad input naming the field. */
export const badRequest = (field: string, message: string) =>
  new ApiError(400, 'validation_error', message, [{ field, message }]);

function body(statusCode: number, errorCode: string, message: string, errors?: FieldError[]) {
  return { status_code: statusCode, error_code: errorCode, error_message: message, ...(errors ? { errors } : {}) };
}

const NUL = '\u0000';

/** Path of the first string holding a NUL character in a parsed query or body (PostgreSQL cannot store one). */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes(NUL)) return `${path}.${k.replaceAll(NUL, '')}`;
    const found = nulPath(v, `${path}.${k}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Answers for requests Fastify refuses before routing (a malformed URL, an over-long path parameter): the same error
 * body as everything else instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(body(status, error.code ?? 'bad_request', 'آدرس درخواست نامعتبر است.'));
}

/** Installs the error and not-found handlers that turn every failure into the DESIGN §4 error body. */
export function installErrorHandling(app: FastifyInstance) {
  // A NUL character anywhere in the input is refused in one place for every route (DESIGN §4: bad input is a 4xx).
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.query, 'query') ?? nulPath(request.body, 'body') ?? nulPath(request.params, 'params');
    if (field) {
      const message = 'نویسهٔ نامعتبر (NUL) در ورودی پذیرفته نیست.';
      throw new ApiError(400, 'validation_error', message, [{ field: field.replace(/^query\./, ''), message }]);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.statusCode, error.errorCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => ({
        field: [where, ...v.instancePath.split('/').filter(Boolean)].join('.').replace(/^querystring\./, ''),
        message: v.message ?? 'مقدار نامعتبر است.',
      }));
      const first = errors[0];
      return reply
        .status(400)
        .send(body(400, 'validation_error', first ? `${first.field}: ${first.message}` : 'ورودی نامعتبر است.', errors));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body(429, 'too_many_requests', 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'نوع محتوای درخواست پشتیبانی نمی‌شود.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'حجم درخواست بیش از حد مجاز است.'
            : 'درخواست نامعتبر است.';
      return reply.status(error.statusCode).send(body(error.statusCode, error.code ?? 'bad_request', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'unknown_error', 'Unknown Error'));
  });
  app.setNotFoundHandler((_request, reply) => {
    const e = routeNotFound();
    reply.status(404).send(body(404, e.errorCode, e.message));
  });
}
