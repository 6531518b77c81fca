// Every member and staff call settles who is calling before it reads the input: a stranger gets 401, a member on a
// staff call or staff of another role 403 — never a 400 that names the schema's fields to someone not allowed in.
import { api as contract, type EndpointDef, pathOf } from '@vip/contract';
import { STAFF_ROLES } from '@vip/domain';
import { expect, it } from 'vitest';
import { staffToken } from '../src/modules/admin/test-util';
import { memberClient } from '../src/modules/member/test-util';
import { describeEachBackend, injectCall, type TestApi } from './helpers';

const endpoints = Object.values(contract) as EndpointDef[];
const guarded = endpoints.filter((e) => e.auth === 'member' || e.auth === 'staff');

/** Invalid path params (ids that are not numbers), an invalid body and a nonsense query: each a 400 once let in. */
function hostileCall(api: () => TestApi, e: EndpointDef, token?: string) {
  const params = Object.fromEntries([...e.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => [name, 'not-an-id']));
  return injectCall(api().app, e, {
    params,
    query: { limit: 'many', offset: '-5' },
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { body: { unexpected: ['field'] } }),
    ...(token ? { token } : {}),
  });
}

describeEachBackend('authentication comes before validation', (api) => {
  const members = memberClient(api);
  it('every guarded call without a token is 401, whatever the input', async () => {
    expect(guarded.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const e of guarded) {
      const res = await hostileCall(api, e);
      if (res.statusCode !== 401) wrong.push(`${e.method} ${pathOf(e, {})} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a member on any staff call is 403, and staff of a role not listed are 403, before validation', async () => {
    const member = await members.signInMobile();
    const tokens = new Map(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, (await staffToken(api, role)).token] as const)),
    );
    const wrong: string[] = [];
    for (const e of guarded.filter((g) => g.auth === 'staff')) {
      const asMember = await hostileCall(api, e, member.access_token);
      if (asMember.statusCode !== 403) wrong.push(`member ${e.method} ${e.path} → ${asMember.statusCode}`);
      for (const role of STAFF_ROLES.filter((r) => !(e.roles ?? ['admin']).includes(r))) {
        const res = await hostileCall(api, e, tokens.get(role));
        if (res.statusCode !== 403) wrong.push(`${role} ${e.method} ${e.path} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an allowed caller with bad input gets the 400 with field names', async () => {
    const member = await members.signInMobile();
    const memberPost = guarded.find(
      (e) => e.auth === 'member' && e.method === 'POST' && e.body && !e.path.includes(':'),
    );
    const res = await hostileCall(api, memberPost!, member.access_token);
    expect(res.statusCode, `${memberPost!.path}: ${res.body}`).toBe(400);
    expect(res.json().error_code).toBe('validation_error');
  });
});
