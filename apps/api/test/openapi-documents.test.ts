// What a stranger reads: the public document holds no staff operation and the back office's document holds only
// them; each operation declares the security the API really checks and the answers it really gives.
import { type Endpoint, api as endpoints } from '@vip/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, TEST_API_KEY } from './helpers';

type Operation = {
  operationId?: string;
  security?: Record<string, unknown>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type Doc = { info: { title: string }; paths: Record<string, Record<string, Operation>> };

let api: Awaited<ReturnType<typeof startTestApi>>;
let publicDoc: Doc;
let staffDoc: Doc;

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.values(item).map((op) => ({ path, ...op })));
const all = Object.values(endpoints) as Endpoint[];

beforeAll(async () => {
  api = await startTestApi('pglite');
  publicDoc = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json();
  staffDoc = (await api.app.inject({ method: 'GET', url: '/docs/admin/json' })).json();
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
