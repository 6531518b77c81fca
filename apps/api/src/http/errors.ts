import {
  ERROR_MESSAGES_BY_LANG,
  ERRORS,
  type ErrorBody,
  type ErrorCode,
  fieldSentence,
  INVALID_FIELD,
  isErrorCode,
  type Lang,
  LANGS,
} from '@vip/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Field-level problem in an error answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** Numbers an error answer carries besides its message, for a client to act on (`amount_rials`). */
export type ErrorExtra = Pick<ErrorBody, 'amount_rials'>;

/**
 * An error the API answers with as the envelope of §8: a code of the vocabulary (packages/contract/src/errors.ts),
 * whose status it takes, and a Persian message (the code's default unless a more precise one is given). A failure
 * the vocabulary lacks is added there first, so the site and the OpenAPI document know it too.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    message: string = ERRORS[errorCode].message,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly extra?: ErrorExtra,
  ) {
    super(message);
    this.statusCode = ERRORS[errorCode].status;
  }
}

/** The error of a vocabulary code: its status, and its Persian message unless a more precise one is given. */
export const apiError = (
  code: ErrorCode,
  message: string = ERRORS[code].message,
  errors?: FieldError[],
  headers?: Record<string, string>,
) => new ApiError(code, message, errors, headers);

/**
 * 409 payment_required: a change costs `amountRials` the wallet cannot cover. The amount comes as a number
 * (`amount_rials`) and, for older clients, as the `amount_due` entry of `errors[]`.
 */
export const paymentRequired = (amountRials: number, message: string) =>
  new ApiError('payment_required', message, [{ field: 'amount_due', message: String(amountRials) }], undefined, {
    amount_rials: amountRials,
  });

/** 404 for a record that does not exist (or belongs to someone else). */
export const notFound = (what = 'مورد درخواستی') => apiError('not_found', `${what} پیدا نشد.`);

/** 404 for a path the API does not serve (also what a hidden route answers to a caller it refuses). */
export const routeNotFound = () => apiError('route_not_found');

/** 400 for a bad input naming the field. */
export const badRequest = (field: string, message: string) =>
  apiError('validation_error', message, [{ field, message }]);

/** The envelope of §8. */
export function errorEnvelope(
  statusCode: number,
  errorCode: ErrorCode,
  message: string,
  errors?: FieldError[],
  extra?: ErrorExtra,
): ErrorBody {
  return {
    status_code: statusCode,
    error_code: errorCode,
    error_message: message,
    ...(errors ? { errors } : {}),
    ...extra,
  };
}

/**
 * The envelope in the request's language: under `/en/` and `/ar/` the code's message of that language, and a field's
 * problem as "the value of <field> is not valid" (the schemas word their precise messages in Persian). The code,
 * status, fields and numbers stay as they are, so a client acts on them the same way in every language.
 */
export function inLanguage(lang: Lang, body: ErrorBody): ErrorBody {
  if (lang === 'fa') return body;
  const invalid = INVALID_FIELD[lang];
  const fields = body.error_code === 'validation_error' ? body.errors : undefined;
  const errors = fields?.map((e) => ({ field: e.field, message: invalid(e.field) }));
  const first = errors?.[0];
  return {
    ...body,
    error_message: first ? first.message : ERROR_MESSAGES_BY_LANG[lang][body.error_code as ErrorCode],
    ...(errors ? { errors } : {}),
  };
}

/** The language of a path no route matched (`/v1/cip/en/nothing`), so even a 404 reads in the caller's language. */
function langOfUrl(url: string): Lang {
  const segment = url.split('/')[3];
  return LANGS.find((l) => l === segment) ?? 'fa';
}

/** Fastify's own request errors (raised before a route runs) as vocabulary codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

/** The vocabulary code of a 4xx error Fastify or a plugin raised (never a raw `FST_ERR_*` on the wire). */
function codeOfClientError(error: FastifyError): ErrorCode {
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return 'invalid_json';
  if (error.statusCode === 413) return 'body_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  if (error.statusCode === 429) return 'too_many_requests';
  if (error.statusCode === 404) return 'not_found';
  if (isErrorCode(error.code) && ERRORS[error.code].status === error.statusCode) return error.code;
  return 'bad_request';
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
  reply.status(status).send(errorEnvelope(status, 'bad_request', 'آدرس درخواست نامعتبر است.'));
}

/** Installs the error and not-found handlers that turn every failure into the docs/architecture.md error body. */
export function installErrorHandling(app: FastifyInstance) {
  // A NUL character anywhere in the input is refused in one place for every route (docs/architecture.md: bad input is a 4xx).
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.query, 'query') ?? nulPath(request.body, 'body') ?? nulPath(request.params, 'params');
    if (field) {
      const message = 'نویسهٔ نامعتبر (NUL) در ورودی پذیرفته نیست.';
      throw apiError('validation_error', message, [{ field: field.replace(/^query\./, ''), message }]);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          inLanguage(
            request.lang,
            errorEnvelope(error.statusCode, error.errorCode, error.message, error.errors, error.extra),
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => ({
        field: [where, ...v.instancePath.split('/').filter(Boolean)].join('.').replace(/^querystring\./, ''),
        message: v.message ?? 'مقدار نامعتبر است.',
      }));
      // A person reads the message: the first problem as a sentence, never its path (errors[] keeps it).
      const first = errors[0];
      const message = first ? fieldSentence(first.field, first.message) : ERRORS.validation_error.message;
      return reply.status(400).send(inLanguage(request.lang, errorEnvelope(400, 'validation_error', message, errors)));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = codeOfClientError(error);
      const body = errorEnvelope(error.statusCode, code, ERRORS[code].message);
      return reply.status(error.statusCode).send(inLanguage(request.lang, body));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(inLanguage(request.lang, errorEnvelope(500, 'unknown_error', ERRORS.unknown_error.message)));
  });
  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const body = errorEnvelope(404, 'route_not_found', ERRORS.route_not_found.message);
    reply.status(404).send(inLanguage(langOfUrl(request.url), body));
  });
}
