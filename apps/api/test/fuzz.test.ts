// Bad input never makes the API fail (issue 11): every operation of the API's own OpenAPI document, whether or not
// it is in the contract table yet, is driven with hostile values, with and without a member token. Each answer must
// be below 500, and every 4xx the error envelope of docs/architecture.md with a Persian message.
import { api as contract, type EndpointDef } from '@vip/contract';
import { STAFF_ROLES, type StaffRole } from '@vip/domain';
import type { Response as InjectResponse } from 'light-my-request';
import { expect, it } from 'vitest';
import { staffToken } from '../src/modules/admin/test-util';
import { memberClient } from '../src/modules/member/test-util';
import { describeEachBackend, TEST_API_KEY, type TestApi } from './helpers';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: Schema;
  member: boolean;
  /** The staff roles allowed, for a staff operation of the contract. */
  staffRoles?: readonly StaffRole[];
}

const byOperationId = new Map(
  (Object.values(contract) as EndpointDef[]).map((e) => [(e as { operationId?: string }).operationId, e]),
);

/** Values a path segment or query parameter is sent with. */
const BAD_TEXT = [
  '2147483648',
  '99999999999999999999999',
  '-1',
  '1.5',
  'NaN',
  '1e400',
  'x\u0000y',
  '\u0001\u001b[31m\u007f',
  'x'.repeat(100_000),
  '__proto__',
  '',
];
/** Values a JSON body field is sent with. */
const BAD_JSON: unknown[] = [
  2 ** 31,
  1e20,
  -1,
  1.5,
  'NaN',
  'x\u0000y',
  '\u0007\u0008',
  'ب'.repeat(100_000),
  null,
  {},
  [],
  JSON.parse('{"__proto__":{"polluted":1}}'),
];
/** Prototype names as sort fields and as filter keys. */
const PROTO = ['__proto__', 'constructor', 'toString', '-__proto__', 'hasOwnProperty'];

/** Every operation of the OpenAPI document. */
function operations(app: TestApi['app']): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema: Schema }> };
          security?: Record<string, unknown>[];
          operationId?: string;
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const declared = byOperationId.get(op.operationId);
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
        member: (op.security ?? []).some((s) => 'bearer' in s),
        // Staff sign-out would end the sessions the probes go on with: it is probed as a visitor and a member only.
        ...(declared?.auth === 'staff' && op.operationId !== 'adminSignOut'
          ? { staffRoles: declared.roles ?? ['admin'] }
          : {}),
      });
    }
  }
  return ops;
}

/** A plausible value for a JSON schema, so one bad field at a time gets past the others. */
function sample(s: Schema | undefined): unknown {
  if (!s) return undefined;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.pattern?.includes('09')) return '09121234567';
      return 'آزمون فازی';
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return undefined;
  }
}

interface Probe {
  label: string;
  method: Operation['method'];
  url: string;
  payload?: string;
  contentType?: string;
}

const urlOf = (op: Operation, params: Record<string, string>, query: [string, string][] = []) => {
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
  if (query.length) url += `?${new URLSearchParams(query).toString()}`;
  return url;
};

/** The bad requests of one operation: each path parameter, query parameter and body field in turn, then the body. */
function probes(op: Operation): Probe[] {
  const list: Probe[] = [];
  const json = (value: unknown) => JSON.stringify(value);
  const baseBody = op.body ? json(sample(op.body)) : undefined;
  const base = { method: op.method, payload: baseBody, contentType: baseBody ? 'application/json' : undefined };
  for (const name of op.pathParams) {
    for (const v of BAD_TEXT)
      list.push({ ...base, label: `path ${name}=${v.slice(0, 20)}`, url: urlOf(op, { [name]: v }) });
  }
  for (const name of op.queryParams) {
    for (const v of BAD_TEXT)
      list.push({ ...base, label: `query ${name}=${v.slice(0, 20)}`, url: urlOf(op, {}, [[name, v]]) });
  }
  if (op.queryParams.includes('sort')) {
    for (const v of PROTO) list.push({ ...base, label: `sort=${v}`, url: urlOf(op, {}, [['sort', v]]) });
  }
  for (const key of PROTO) {
    list.push({
      ...base,
      label: `filter key ${key}`,
      url: urlOf(op, {}, [
        [key, '1'],
        [`${key}[polluted]`, '1'],
      ]),
    });
  }
  if (op.method === 'GET') return list;

  const url = urlOf(op, {});
  const body = (sample(op.body) ?? {}) as Record<string, unknown>;
  for (const field of Object.keys(op.body?.properties ?? {})) {
    for (const v of BAD_JSON) {
      list.push({
        label: `body ${field}=${json(v)?.slice(0, 20)}`,
        method: op.method,
        url,
        payload: json({ ...body, [field]: v }),
        contentType: 'application/json',
      });
    }
  }
  const whole: [string, string, string | undefined][] = [
    ['broken JSON', '{"mobile": "0912', 'application/json'],
    ['JSON array', '[]', 'application/json'],
    ['JSON string', '"x"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['empty JSON', '', 'application/json'],
    ['prototype keys', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}', 'application/json'],
    ['text/plain', 'hello', 'text/plain'],
    ['form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['xml', '<a/>', 'application/xml'],
    ['no content type', baseBody ?? '{}', undefined],
    ['charset', baseBody ?? '{}', 'application/json; charset=latin1'],
  ];
  for (const [label, payload, contentType] of whole) list.push({ label, method: op.method, url, payload, contentType });
  return list;
}

/** The call of an operation with plausible params and body: what each staff role is tried with. */
function plausible(op: Operation): Probe {
  const payload = op.body ? JSON.stringify(sample(op.body)) : undefined;
  return {
    label: 'plausible input',
    method: op.method,
    url: urlOf(op, {}),
    ...(payload ? { payload, contentType: 'application/json' } : {}),
  };
}

const PERSIAN = /[\u0600-\u06FF]/;

/** Why an answer breaks the rule (undefined when it keeps it). */
function problem(res: InjectResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 120)}`;
  if (res.statusCode < 400) return undefined;
  // Pages a browser opens itself (the sandbox bank) answer a Persian page, not JSON.
  if (String(res.headers['content-type'] ?? '').startsWith('text/html')) {
    return PERSIAN.test(res.body) ? undefined : `${res.statusCode} page not Persian: ${res.body.slice(0, 80)}`;
  }
  let body: { status_code?: unknown; error_code?: unknown; error_message?: unknown };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 80)}`;
  }
  if (body.status_code !== res.statusCode || typeof body.error_code !== 'string') {
    return `${res.statusCode} not the error envelope: ${res.body.slice(0, 120)}`;
  }
  if (typeof body.error_message !== 'string' || !PERSIAN.test(body.error_message)) {
    return `${res.statusCode} message not Persian: ${String(body.error_message).slice(0, 80)}`;
  }
  return undefined;
}

describeEachBackend(
  'bad input on every operation',
  (api) => {
    it('never answers 5xx, and every 4xx is the error envelope with a Persian message', async () => {
      const token = (await memberClient(api).signInMobile()).access_token;
      const staff = new Map<StaffRole, string>();
      for (const role of STAFF_ROLES) staff.set(role, (await staffToken(api, role)).token);
      const ops = operations(api().app);
      expect(ops.length).toBeGreaterThan(30);
      expect(ops.filter((op) => op.staffRoles).length).toBeGreaterThan(50);
      const failures: string[] = [];
      let sent = 0;
      const send = async (op: Operation, probe: Probe, bearer: string | undefined, who: string) => {
        const res = await api().app.inject({
          method: probe.method,
          url: probe.url,
          headers: {
            'x-api-key': TEST_API_KEY,
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
          },
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
        });
        sent++;
        const why = problem(res);
        if (why) failures.push(`${op.method} ${op.path} [${probe.label}] ${who}: ${why}`);
        return res;
      };
      for (const op of ops) {
        // Public operations are probed as a visitor; member ones as a visitor and as a signed-in member; staff ones
        // as a visitor, a member and staff of the first role they allow (the bad input then reaches validation).
        const callers: [string, string | undefined][] = op.staffRoles
          ? [
              ['visitor', undefined],
              ['member', token],
              [op.staffRoles[0], staff.get(op.staffRoles[0])],
            ]
          : op.member
            ? [
                ['visitor', undefined],
                ['member', token],
              ]
            : [['visitor', undefined]];
        for (const probe of probes(op)) {
          for (const [who, bearer] of callers) await send(op, probe, bearer, who);
        }
        // Every role tries the operation with plausible input: a role not allowed is refused (403) before anything
        // is read; an allowed one is answered without a 5xx.
        if (!op.staffRoles) continue;
        for (const role of STAFF_ROLES) {
          const res = await send(op, plausible(op), staff.get(role), role);
          if (!op.staffRoles.includes(role) && res.statusCode !== 403) {
            failures.push(`${op.method} ${op.path} as ${role}: ${res.statusCode}, not 403`);
          }
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect({ count: failures.length, first: failures.slice(0, 40) }).toEqual({ count: 0, first: [] });
    }, 600_000);
  },
  { OUTBOX_POLL_MS: '0' },
);
