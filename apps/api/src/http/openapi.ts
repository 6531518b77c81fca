/**
 * The API's two OpenAPI documents, cut from the one Fastify builds: `/docs/json` for the storefront, members and
 * integrators (public and member operations), `/docs/admin/json` for the back office (staff operations). A
 * generated client of the public document then holds no staff function. Both are completed with what the zod
 * schemas cannot say (completeDocument): redirects and their `Location`, `Retry-After` on 429, HTML pages, and the
 * wire conventions (money in Rials, instants and dates) on every field they apply to.
 */
import { api, type Endpoint } from '@vip/contract';

type Json = Record<string, unknown>;
interface Document {
  paths?: Record<string, object | undefined>;
  info?: object;
  components?: { schemas?: Record<string, unknown> };
}

export type Audience = 'public' | 'staff';

/** A back-office operation: under /v1/admin/ (staff sign-in too) or asking for a staff token. */
function isStaff(path: string, op: unknown): boolean {
  const security = (op as { security?: Record<string, unknown>[] } | null)?.security ?? [];
  return path.startsWith('/v1/admin/') || security.some((s) => 'staffBearer' in s);
}

/** The operations of one audience (a path with none left is dropped); the rest of the document is kept. */
export function documentFor<D extends Document>(doc: D, audience: Audience, title?: string): D {
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const kept = Object.entries(item ?? {}).filter(([, op]) => isStaff(path, op) === (audience === 'staff'));
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  const complete = completeDocument({ ...doc, paths });
  return { ...complete, ...(title && doc.info ? { info: { ...doc.info, title } } : {}) };
}

// ── What the schemas cannot say ──────────────────────────────────────────────────────────────────────────────

const endpointsById = new Map((Object.values(api) as Endpoint[]).map((e) => [e.operationId, e]));

const RETRY_AFTER = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', minimum: 1 },
};

/** An integer field holding money, by the wire format's names (`total_price`, `amount_due`, `balance`, …). */
const MONEY_NAME =
  /(^|_)(price|amount|total|fee|balance|subtotal|vat|discount|net)$|^(price|amount|total|balance|wallet)_|_rials$|_wallet$/;
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
