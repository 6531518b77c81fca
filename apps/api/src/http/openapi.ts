/**
 * The API's three OpenAPI documents, cut from the one Fastify builds: `/docs/json` for the storefront, members and
 * integrators (public and member operations), `/docs/admin/json` for the back office (staff operations) and
 * `/docs/agency/json` for travel agencies (the `/v1/agency/` operations, by `x-agency-key` alone). A generated client
 * of one document then holds no function of another. Each is completed with what the zod schemas cannot say
 * (completeDocument): redirects and their `Location`, `Retry-After` on 429, HTML pages, and the wire conventions
 * (money in Rials, instants and dates) on every field they apply to.
 */
import { api, type Endpoint } from '@vip/contract';
import { AGENCY_KEY_RULE } from '../modules/agency/rate-limit';

type Json = Record<string, unknown>;
interface Document {
  paths?: Record<string, object | undefined>;
  info?: object;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, unknown>[];
}

export type Audience = 'public' | 'staff' | 'agency';

/** The security schemes each document's operations use (the others are dropped from it). */
const SCHEMES: Record<Audience, readonly string[]> = {
  public: ['apiKey', 'bearer'],
  staff: ['apiKey', 'staffBearer'],
  agency: ['agencyKey'],
};

const securityOf = (op: unknown) => (op as { security?: Record<string, unknown>[] } | null)?.security ?? [];

/** Whose operation it is: the back office's (under /v1/admin/ or asking for a staff token), an agency's, or public. */
function audienceOf(path: string, op: unknown): Audience {
  const security = securityOf(op);
  if (path.startsWith('/v1/admin/') || security.some((s) => 'staffBearer' in s)) return 'staff';
  if (path.startsWith('/v1/agency/') || security.some((s) => 'agencyKey' in s)) return 'agency';
  return 'public';
}

/**
 * The operations of one audience (a path with none left is dropped) with only the security schemes they use; the
 * agency document's default security is its key (an operation there never falls back to the storefront key).
 */
export function documentFor<D extends Document>(
  doc: D,
  audience: Audience,
  info?: { title: string; description?: string },
): D {
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const kept = Object.entries(item ?? {}).filter(([, op]) => audienceOf(path, op) === audience);
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  const schemes = Object.fromEntries(
    Object.entries(doc.components?.securitySchemes ?? {}).filter(([name]) => SCHEMES[audience].includes(name)),
  );
  const complete = completeDocument({
    ...doc,
    paths,
    ...(doc.components ? { components: { ...doc.components, securitySchemes: schemes } } : {}),
    ...(audience === 'agency' ? { security: [{ agencyKey: [] }] } : {}),
  });
  return { ...complete, ...(info && doc.info ? { info: { ...doc.info, ...info } } : {}) };
}

/** What a travel agency's developer reads first in its document. */
export const AGENCY_API_INTRO = [
  "Book airport VIP services (CIP, business lounge, fast track) for your customers on your agency's credit line.",
  '',
  "- **Authentication**: every call sends the header `x-agency-key` with a key from the back office or the agents' panel (shown once when made). No other credential is accepted: no key is 401 `agency_key_missing`, a wrong or revoked key 401 `agency_key_invalid`, a suspended agency 401 `agency_suspended`.",
  `- **Rate limit**: ${AGENCY_KEY_RULE.limit} calls per key per ${AGENCY_KEY_RULE.windowSeconds} seconds (fixed windows); beyond that 429 \`too_many_requests\` with \`Retry-After\` in seconds.`,
  "- **Flow**: list flights of a date (`agencyListFlights`), read a flight's services with your prices (`agencyFlightServices`: gross, commission, net per person), book with `agencyCreateCipOrder` and an `Idempotency-Key` (confirmed at once, the net charged to your credit), then read, list or cancel it; `agencyGetAccount` shows the credit left, `agencyGetStatement` (and its PDF) a Jalali month.",
  "- **Money** is an integer number of Rials; instants are ISO-8601 UTC, calendar dates `YYYY-MM-DD` Gregorian (the statement's `month` is Jalali, `YYYY-MM`).",
  '- **Errors** answer `{ status_code, error_code, error_message, errors? }`; `error_message` is a Persian sentence fit to show a person, `errors` names the fields of a 400.',
  '- **Languages**: the `/fa/` segment of a path may be `/en/` or `/ar/` for names and messages in English or Arabic.',
].join('\n');

// ── What the schemas cannot say ──────────────────────────────────────────────────────────────────────────────

const endpointsById = new Map((Object.values(api) as Endpoint[]).map((e) => [e.operationId, e]));

const RETRY_AFTER = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', minimum: 1 },
};

/** An integer field holding money, by the wire format's names (`total_price`, `amount_due`, `balance`, …). */
const MONEY_NAME =
  /(^|_)(price|amount|total|fee|balance|subtotal|vat|discount|net|gross|commission)$|^(price|amount|total|balance|wallet)_|_rials$|_wallet$/;
/** A tariff's unit price in the back office's flat service form (`passenger_adult`, `parking_main`, `visa`, …). */
const TARIFF_NAME =
  /^(passenger|greeter)_(adult|child|infant)$|^parking_(main|hourly)$|^wheelchair_(in|out)door$|^(pet|visa)$/;
/** A string field holding an instant (`created_at`, `pay_until`) or a calendar day (`date`, `cheque_date`). */
const INSTANT_NAME = /_at$|_until$/;
const DATE_NAME = /(^|_)date$/;

/** A description that already says what unit the number counts (paging's `total` counts items). */
const UNIT_STATED = /rial|number of|count|percent/i;

/**
 * The wire format's conventions on every property of a schema: an integer money field says it is in Rials, an
 * instant is `date-time` and a calendar day `date` (the API sends them so: `toISOString()`, `YYYY-MM-DD`).
 */
function conventions(schema: unknown, name?: string): void {
  if (Array.isArray(schema)) {
    for (const s of schema) conventions(s, name);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Json;
  if (name && s.type === 'integer' && (MONEY_NAME.test(name) || TARIFF_NAME.test(name))) {
    const description = typeof s.description === 'string' ? s.description : '';
    if (!UNIT_STATED.test(description)) s.description = description ? `${description} (Rials)` : 'Amount in Rials';
  }
  if (name && s.type === 'string' && s.format === undefined && s.enum === undefined) {
    if (INSTANT_NAME.test(name)) s.format = 'date-time';
    else if (DATE_NAME.test(name)) s.format = 'date';
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [prop, child] of Object.entries(value)) conventions(child, prop);
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      conventions(value, name);
    } else if (key === 'additionalProperties' || key === 'not') {
      conventions(value);
    }
  }
}

/** One operation completed from its endpoint's declaration. */
function completeOperation(op: Json): void {
  const e = endpointsById.get(String(op.operationId));
  const responses = (op.responses ?? {}) as Record<string, Json>;
  if (e?.redirect) {
    for (const status of Object.keys(responses)) if (status.startsWith('2')) delete responses[status];
    responses[String(e.redirect.status)] = {
      description: `Redirect to ${e.redirect.to}`,
      headers: {
        Location: { description: e.redirect.to, schema: { type: 'string', format: 'uri' }, required: true },
      },
    };
  }
  if (e?.produces?.startsWith('text/html') && responses['404']) {
    responses['404'] = {
      description: 'The page saying nothing was found (HTML)',
      content: { [e.produces]: { schema: { type: 'string' } } },
    };
  }
  const tooMany = responses['429'];
  if (tooMany) tooMany.headers = { ...(tooMany.headers as Json | undefined), 'Retry-After': RETRY_AFTER };
  op.responses = responses;
  for (const p of (op.parameters ?? []) as Json[]) conventions(p.schema, String(p.name));
  for (const part of [op.requestBody as Json | undefined, ...Object.values(responses)]) {
    for (const media of Object.values((part?.content ?? {}) as Record<string, Json>)) conventions(media.schema);
  }
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** The document with what its schemas cannot say added (a copy: the document Fastify caches is not changed). */
export function completeDocument<D extends Document>(doc: D): D {
  const out = structuredClone(doc);
  for (const item of Object.values(out.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) if (HTTP_METHODS.has(method)) completeOperation(op as Json);
  }
  conventions(Object.values(out.components?.schemas ?? {}));
  return out;
}
