// What a stranger reads: the public document holds no staff or agency operation, the back office's document only
// the staff's and the agency document only the agency API's; each operation declares the security the API really
// checks and the answers it really gives.
import { type Endpoint, api as endpoints } from '@vip/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, TEST_API_KEY } from './helpers';

type Operation = {
  operationId?: string;
  security?: Record<string, unknown>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type Doc = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  security?: Record<string, unknown>[];
  components: { securitySchemes?: Record<string, unknown> };
};

let api: Awaited<ReturnType<typeof startTestApi>>;
let publicDoc: Doc;
let staffDoc: Doc;
let agencyDoc: Doc;

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.values(item).map((op) => ({ path, ...op })));
const all = Object.values(endpoints) as Endpoint[];

beforeAll(async () => {
  api = await startTestApi('pglite');
  publicDoc = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json();
  staffDoc = (await api.app.inject({ method: 'GET', url: '/docs/admin/json' })).json();
  agencyDoc = (await api.app.inject({ method: 'GET', url: '/docs/agency/json' })).json();
}, 120_000);

afterAll(() => api?.close());

it('the public document has no staff operation, the back office document has every one and nothing else', () => {
  const publicIds = new Set(operationsOf(publicDoc).map((op) => op.operationId));
  const staffIds = new Set(operationsOf(staffDoc).map((op) => op.operationId));
  const staff = all.filter((e) => e.auth === 'staff').map((e) => e.operationId);
  expect(staff.length).toBeGreaterThan(50);
  expect(staff.filter((id) => publicIds.has(id))).toEqual([]);
  expect(staff.filter((id) => !staffIds.has(id))).toEqual([]);
  // Besides the staff calls, only the staff sign-in steps (public: no token yet).
  const signIn = all.filter((e) => e.auth === 'public' && e.path.startsWith('/v1/admin/')).map((e) => e.operationId);
  expect(signIn.length).toBeGreaterThan(0);
  expect(staffIds.size).toBe(staff.length + signIn.length);
  expect(Object.keys(publicDoc.paths).filter((p) => p.startsWith('/v1/admin/'))).toEqual([]);
  expect(publicIds.has('createCipOrder') || publicIds.has('getMe')).toBe(true);
  expect(staffDoc.info.title).toMatch(/back office/);
});

it('the agency document has every agency API operation and nothing else; the others have none of them', () => {
  const agencyIds = new Set(operationsOf(agencyDoc).map((o) => o.operationId));
  const agency = all.filter((e) => e.auth === 'agency').map((e) => e.operationId);
  expect(agency.length).toBeGreaterThanOrEqual(9);
  expect([...agencyIds].sort()).toEqual([...agency].sort());
  expect(Object.keys(agencyDoc.paths).every((p) => p.startsWith('/v1/agency/'))).toBe(true);
  for (const doc of [publicDoc, staffDoc]) {
    const ids = new Set(operationsOf(doc).map((o) => o.operationId));
    expect(agency.filter((id) => ids.has(id))).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1/agency/'))).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes ?? {})).not.toContain('agencyKey');
  }
  // The agents' panel is member calls of the site (bearer token): it stays in the public document.
  expect(
    all
      .filter((e) => e.path.startsWith('/v1/agents/'))
      .every((e) => publicDoc.paths[e.path.replace(/:(\w+)/g, '{$1}')]),
  ).toBe(true);
  // Only the agency key: a generated client asks for nothing else.
  expect(Object.keys(agencyDoc.components.securitySchemes ?? {})).toEqual(['agencyKey']);
  expect(agencyDoc.security).toEqual([{ agencyKey: [] }]);
  for (const o of operationsOf(agencyDoc)) {
    expect(o.security, o.operationId).toEqual([{ agencyKey: [] }]);
    expect(Object.keys(o.responses), o.operationId).toEqual(expect.arrayContaining(['401', '429']));
    expect((o.responses['429'] as Response).headers, o.operationId).toHaveProperty('Retry-After');
  }
  expect(agencyDoc.info.title).toMatch(/agency API/);
  expect(agencyDoc.info.description).toMatch(/x-agency-key/);
  expect(agencyDoc.info.description).toMatch(/120 calls per key/);
});

it('the agency booking shows an example body, its rules and the credit answer; prices say gross, commission, net', () => {
  const create = op(agencyDoc, 'agencyCreateCipOrder') as Operation & {
    description?: string;
    requestBody: { content: Record<string, { schema: Schema }> };
  };
  const body = create.requestBody.content['application/json'].schema;
  const example = body.example as { customer: { full_name: string; mobile: string }; flight_orders: unknown[] };
  expect(example.customer.mobile).toMatch(/^09\d{9}$/);
  expect(example.flight_orders).toHaveLength(1);
  expect(create.description).toMatch(/Idempotency-Key/);
  expect(create.description).toMatch(/no more infants \(under 2\) than adults/);
  const conflict = responsesOf(agencyDoc, 'agencyCreateCipOrder')['409'].content?.['application/json'].schema as Schema;
  expect((conflict.properties as Record<string, Schema>).error_code.enum).toContain('agency_credit_exceeded');
  const prices = propertiesOf(op(agencyDoc, 'agencyFlightServices').responses['200']);
  for (const name of ['passenger', 'foreign_passenger', 'greeter_attendant'])
    expect(
      prices.some((p) => p.name === name),
      name,
    ).toBe(true);
  expect(JSON.stringify(prices)).toContain('#/components/schemas/AgencyPrice');
  const agencyPrice = (agencyDoc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas
    .AgencyPrice as { properties: Record<string, Schema> };
  expect(agencyPrice.properties.net.description).toMatch(/gross − commission.*Rials/);
  // Every amount of the agency document says its unit, as in the others.
  const money = /(^|_)(price|amount|total|fee|balance|subtotal|vat|gross|net|commission)$|_rials$/;
  const silent = propertiesOf(agencyDoc)
    .filter(({ name, schema }) => money.test(name) && schema.type === 'integer')
    .filter(({ schema }) => !describes(schema, /rial|number of/i))
    .map(({ name }) => name);
  expect([...new Set(silent)]).toEqual([]);
  const pdf = responsesOf(agencyDoc, 'agencyGetStatementPdf');
  expect(Object.keys(pdf['200'].content ?? {})).toEqual(['application/pdf']);
  expect(Object.keys(pdf)).toContain('503');
});

it('security is declared as the API checks it', () => {
  const ops = new Map([...operationsOf(publicDoc), ...operationsOf(staffDoc)].map((op) => [op.operationId, op]));
  // Sign-out reads the bearer token when sent: a generated client must be able to send it.
  expect(ops.get('signout')?.security).toEqual([{ apiKey: [], bearer: [] }, { apiKey: [] }]);
  // The health probe and the pages a browser opens itself need no key.
  for (const id of ['getHealth', 'paymentCallback', 'paymentCallbackPost'])
    expect(ops.get(id)?.security, id).toEqual([]);
  for (const e of all.filter((x) => x.auth === 'staff')) {
    expect(ops.get(e.operationId)?.security, e.operationId).toEqual([{ apiKey: [], staffBearer: [] }]);
  }
  for (const e of all.filter((x) => x.auth === 'member')) {
    expect(ops.get(e.operationId)?.security, e.operationId).toEqual([{ apiKey: [], bearer: [] }]);
  }
});

it('every call that needs the key documents 401, and every body documents 413', () => {
  for (const op of [...operationsOf(publicDoc), ...operationsOf(staffDoc)]) {
    const keyless = Array.isArray(op.security) && op.security.length === 0;
    if (!keyless) expect(Object.keys(op.responses), op.operationId).toContain('401');
    if (op.requestBody) expect(Object.keys(op.responses), op.operationId).toContain('413');
  }
});

it('a body over the limit is the 413 the document promises, in the error envelope', async () => {
  const res = await api.app.inject({
    method: 'POST',
    url: '/v1/sitemember/fa/auth/signout',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({ refresh_token: 'x'.repeat(1_100_000) }),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ status_code: 413 });
  expect(res.json().error_message).toMatch(/[\u0600-\u06FF]/);
});

// ── What the schemas alone could not say ─────────────────────────────────────────────────────────────────────

type Schema = Record<string, unknown>;
type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema }>;
};

/** Every property schema of a document with its name (through objects, arrays, unions and components). */
function propertiesOf(doc: unknown): { name: string; schema: Schema }[] {
  const out: { name: string; schema: Schema }[] = [];
  const walk = (node: unknown, name?: string) => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, name);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const s = node as Schema;
    if (name && ('type' in s || 'allOf' in s || '$ref' in s)) out.push({ name, schema: s });
    for (const [key, value] of Object.entries(s)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const [prop, child] of Object.entries(value)) walk(child, prop);
      else if (key === 'items' || key === 'anyOf' || key === 'oneOf') walk(value, name);
      else if (key !== 'properties') walk(value);
    }
  };
  walk(doc);
  return out;
}

const MONEY_REF = '#/components/schemas/Money';
const isMoney = (s: Schema) =>
  s.$ref === MONEY_REF || (Array.isArray(s.allOf) && s.allOf.some((x) => (x as Schema).$ref === MONEY_REF));
const describes = (s: Schema, pattern: RegExp) => typeof s.description === 'string' && pattern.test(s.description);
const op = (doc: Doc, id: string) => {
  const found = operationsOf(doc).find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found as Operation & { path: string; description?: string; parameters?: { name: string; schema: Schema }[] };
};
const responsesOf = (doc: Doc, id: string) => op(doc, id).responses as Record<string, Response>;
const component = (name: string) =>
  (publicDoc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas[name];

it('every amount says it is in Rials: named money fields, and the tariff fields by the Money schema', () => {
  const money = /(^|_)(price|amount|total|fee|balance|subtotal|vat)$|^(price|amount|total)_|_rials$/;
  for (const doc of [publicDoc, staffDoc]) {
    const fields = propertiesOf(doc).filter(({ name, schema }) => money.test(name) && schema.type === 'integer');
    expect(fields.length).toBeGreaterThan(50);
    const silent = fields.filter(({ schema }) => !describes(schema, /rial|number of/i)).map(({ name }) => name);
    expect([...new Set(silent)]).toEqual([]);
  }
  expect(component('Money')).toMatchObject({ type: 'integer' });
  expect(component('Money').description).toMatch(/Rials/);
  // The CIP tariff: 0 of its 30 fields said Rials before; each is Money now (or says Rials itself).
  const service = component('CipOrder') as { properties: Record<string, unknown> };
  const reservation = propertiesOf(service).find((p) => p.name === 'service')?.schema as Schema;
  const tariff = propertiesOf(reservation).filter((p) =>
    ['adult', 'child', 'infant', 'pet', 'visa', 'main', 'hourly', 'outdoor', 'indoor', 'service_price'].includes(
      p.name,
    ),
  );
  expect(tariff.length).toBeGreaterThanOrEqual(10);
  for (const { name, schema } of tariff) expect(isMoney(schema) || describes(schema, /rial/i), name).toBe(true);
});

it('instants are date-time and calendar days are date', () => {
  for (const doc of [publicDoc, staffDoc]) {
    const strings = propertiesOf(doc).filter(({ schema }) => schema.type === 'string');
    const instants = strings.filter(({ name }) => /_at$|_until$/.test(name));
    const days = strings.filter(({ name }) => /(^|_)date$/.test(name));
    expect(instants.length).toBeGreaterThan(20);
    expect(days.length).toBeGreaterThan(3);
    expect([...new Set(instants.filter((p) => p.schema.format !== 'date-time').map((p) => p.name))]).toEqual([]);
    expect([...new Set(days.filter((p) => p.schema.format !== 'date').map((p) => p.name))]).toEqual([]);
  }
});

it('the booking, the flight and money are named schemas, referenced where they are used', () => {
  for (const name of ['CipOrder', 'Flight', 'Money']) expect(component(name), name).toBeDefined();
  const text = (id: string) => JSON.stringify(op(publicDoc, id).responses['200'] ?? op(publicDoc, id).responses['201']);
  expect(text('getCipOrder')).toContain('#/components/schemas/CipOrder');
  expect(text('createCipOrder')).toContain('#/components/schemas/CipOrder');
  expect(text('listBriefFlights')).toContain('#/components/schemas/Flight');
  expect(JSON.stringify(component('CipOrder'))).toContain('#/components/schemas/Flight');
});

it('coded fields are enums with their meanings', () => {
  const body = JSON.stringify(op(publicDoc, 'createCipOrder').requestBody);
  const fields = propertiesOf(op(publicDoc, 'createCipOrder').requestBody);
  const field = (name: string) => fields.find((f) => f.name === name)?.schema as Schema;
  expect(field('person_age_type')).toMatchObject({ enum: [1, 2, 3] });
  expect(field('person_age_type').description).toMatch(/`3`: adult, 12 years or older/);
  expect(field('gender').enum).toEqual([0, 1]);
  expect(field('nationality').description).toMatch(/`1`: foreign/);
  expect(field('flight_class').description).toMatch(/`4`: economy/);
  expect(field('role').description).toMatch(/greeter/);
  expect(body).toContain('Departure: the service at the origin airport');
  const order = propertiesOf(component('CipOrder'));
  const answer = (name: string) => order.find((f) => f.name === name)?.schema as Schema;
  expect(answer('status').enum).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(answer('status').description).toMatch(/`3`: cancelled/);
  expect(answer('payment_status').description).toMatch(/`1`: paid/);
  expect(answer('person_age_type').enum).toEqual([1, 2, 3]);
  const staffRole = propertiesOf(op(staffDoc, 'adminListStaff').responses['200']).find((p) => p.name === 'role');
  expect(staffRole?.schema.enum).toContain('vip_desk');
  expect(staffRole?.schema.description).toMatch(/`vip_desk`: VIP desk/);
  // Every error answer lists its codes as an enum, each with when it fires.
  const conflict = responsesOf(publicDoc, 'updateCipOrder')['409'].content?.['application/json'].schema as Schema;
  const errorCode = (conflict.properties as Record<string, Schema>).error_code;
  expect(errorCode.enum).toContain('payment_required');
  expect(errorCode.description).toMatch(/`payment_required`: .*amount_rials/);
});

it('payment_required carries the amount as a number', () => {
  const conflict = responsesOf(publicDoc, 'updateCipOrder')['409'].content?.['application/json'].schema as Schema;
  expect((conflict.properties as Record<string, Schema>).amount_rials).toMatchObject({ type: 'integer' });
  expect((conflict.properties as Record<string, Schema>).amount_rials.description).toMatch(/Rials/);
});

it('redirects declare their status and Location, HTML pages their type, 429 its Retry-After', () => {
  for (const id of ['paymentCallback', 'paymentCallbackPost']) {
    const responses = responsesOf(publicDoc, id);
    expect(
      Object.keys(responses).filter((s) => s.startsWith('2')),
      id,
    ).toEqual([]);
    expect(responses['302']?.headers, id).toHaveProperty('Location');
  }
  const decision = responsesOf(publicDoc, 'sandboxBankDecision');
  expect(Object.keys(decision).filter((s) => s.startsWith('2'))).toEqual([]);
  expect(decision['303']?.headers).toHaveProperty('Location');
  expect(decision['404']).toBeDefined();
  const page = responsesOf(publicDoc, 'sandboxBankPage');
  expect(Object.keys(page['200'].content ?? {})).toEqual(['text/html']);
  expect(page['200'].content?.['text/html'].schema).toMatchObject({ type: 'string' });
  expect(page['200'].content?.['text/html'].schema).not.toHaveProperty('format');
  expect(Object.keys(page['404'].content ?? {})).toEqual(['text/html']);
  const limited = [...operationsOf(publicDoc), ...operationsOf(staffDoc)].filter((o) => o.responses['429']);
  expect(limited.length).toBeGreaterThan(5);
  for (const o of limited)
    expect((o.responses['429'] as Response).headers, o.operationId).toHaveProperty('Retry-After');
});

it('the sandbox bank answers an authority it never issued with 404, the page in HTML and the button too', async () => {
  const page = await api.app.inject({ method: 'GET', url: '/v1/payment/fa/sandbox/NO-SUCH-AUTHORITY' });
  expect(page.statusCode).toBe(404);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const decision = await api.app.inject({
    method: 'POST',
    url: '/v1/payment/fa/sandbox/NO-SUCH-AUTHORITY',
    payload: { action: 'pay' },
  });
  expect(decision.statusCode).toBe(404);
  expect(decision.headers.location).toBeUndefined();
});

it('the booking rules the schema cannot express are in the operations that take a booking', () => {
  for (const id of ['createCipOrder', 'updateCipOrder']) {
    const text = op(publicDoc, id).description ?? '';
    expect(text, id).toMatch(/first passenger's `mobile` is required/);
    expect(text, id).toMatch(/no more infants \(under 2\) than adults/);
    expect(text, id).toMatch(/no identity twice/);
    expect(text, id).toMatch(/greeters \(`role` 2\) only on an Arrival reservation/);
  }
  const verifyUrl = propertiesOf(op(publicDoc, 'getCipVoucher').responses['200']).find((p) => p.name === 'verify_url');
  expect(verifyUrl?.schema.description).toMatch(/`sig` is an HMAC-SHA256/);
  const sig = op(publicDoc, 'verifyCipVoucher').parameters?.find((p) => p.name === 'sig') as { description?: string };
  expect(sig.description).toMatch(/verify_url/);
});

it('list query parameters are documented as a client can send them', () => {
  const params = op(publicDoc, 'checkDiscountCode').parameters ?? [];
  const items = params.find((p) => p.name === 'items') as unknown as { schema: Schema; description: string };
  expect(items.schema).toMatchObject({ type: 'array', items: { type: 'string' } });
  expect(items.description).toMatch(/items=12:2&items=40:1/);
  // Every array in a query is of plain values (a generated SDK writes them as repeated parameters).
  for (const o of [...operationsOf(publicDoc), ...operationsOf(staffDoc)]) {
    for (const p of (o as { parameters?: { in: string; name: string; schema: Schema }[] }).parameters ?? []) {
      if (p.in !== 'query' || p.schema.type !== 'array') continue;
      expect((p.schema.items as Schema).type, `${o.operationId} ${p.name}`).not.toBe('object');
    }
  }
});

it('no two paths can match the same URL without one being the more specific', () => {
  const paths = [...new Set([...Object.keys(publicDoc.paths), ...Object.keys(staffDoc.paths)])];
  const isParam = (s: string) => s.startsWith('{');
  const ambiguous: string[] = [];
  for (const [i, a] of paths.entries()) {
    for (const b of paths.slice(i + 1)) {
      const x = a.split('/');
      const y = b.split('/');
      if (x.length !== y.length) continue;
      const overlap = x.every((s, k) => s === y[k] || isParam(s) || isParam(y[k]));
      const aMore = x.some((s, k) => !isParam(s) && isParam(y[k]));
      const bMore = x.some((s, k) => isParam(s) && !isParam(y[k]));
      if (overlap && aMore && bMore) ambiguous.push(`${a} ~ ${b}`);
    }
  }
  expect(ambiguous).toEqual([]);
});
