import { adminAgencyEndpoints as admin, agencyEndpoints } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditOf, staffToken } from '../src/modules/admin/test-util';
import { hashAgencyKey } from '../src/modules/agency/auth';
import { agencyKeys } from '../src/modules/agency/schema';
import { ledgerLine, seedLedger } from '../src/modules/agency/test-util';
import { signIn } from '../src/modules/cipservice/test-util';
import { describeEachBackend, type TestApi } from './helpers';

// The back office's agency desk (docs/agencies.md, "Back office"): admin and finance only.

const body = (over: Record<string, unknown> = {}) => ({
  name: 'آژانس سفرهای آسمان',
  commission_percent: 12.5,
  credit_limit: 50_000_000,
  contact_mobile: '۰۹۱۲۳۴۵۶۷۸۹',
  legal_id: '10101234567',
  ...over,
});

async function newAgency(api: () => TestApi, over: Record<string, unknown> = {}) {
  const { token } = await staffToken(api, 'admin');
  const res = await api().call(admin.adminCreateAgency, { token, body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string };
}

const accountWith = (api: () => TestApi, key: string) =>
  api().app.inject({ method: 'GET', url: agencyEndpoints.agencyGetAccount.path, headers: { 'x-agency-key': key } });

describeEachBackend('agency desk (back office)', (api) => {
  it('lets admin and finance in; other roles 403, no token 401 before the body is read', async () => {
    const created = await newAgency(api);
    for (const role of ['admin', 'finance'] as StaffRole[]) {
      const { token } = await staffToken(api, role);
      const list = await api().call(admin.adminListAgencies, { token });
      expect(list.statusCode, `${role} ${list.body}`).toBe(200);
      const account = await api().call(admin.adminGetAgencyAccount, { token, params: { id: created.id } });
      expect(account.statusCode, role).toBe(200);
    }
    for (const role of ['vip_desk', 'fulfilment', 'support', 'editor'] as StaffRole[]) {
      const { token } = await staffToken(api, role);
      const list = await api().call(admin.adminListAgencies, { token });
      expect([list.statusCode, list.json().error_code], role).toEqual([403, 'forbidden']);
      const create = await api().call(admin.adminCreateAgency, { token, body: body() });
      expect(create.statusCode, role).toBe(403);
      const pay = await api().call(admin.adminRecordAgencyPayment, {
        token,
        params: { id: created.id },
        body: { amount: 1000 },
      });
      expect(pay.statusCode, role).toBe(403);
    }
    const stranger = await api().call(admin.adminCreateAgency, { body: { name: '' } });
    expect(stranger.statusCode).toBe(401);
    const member = await signIn(api);
    const asMember = await api().call(admin.adminListAgencies, { token: member.token });
    expect([401, 403]).toContain(asMember.statusCode);
  });

  it('creates with Persian reasons for bad fields, lists, searches, reads and edits; unknown id 404', async () => {
    const { token } = await staffToken(api, 'admin');
    const bad = await api().call(admin.adminCreateAgency, {
      token,
      body: { name: 'a', commission_percent: 120, credit_limit: -5, contact_mobile: '123' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.name', 'body.commission_percent', 'body.credit_limit', 'body.contact_mobile']),
    );
    for (const e of bad.json().errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
    const tooPrecise = await api().call(admin.adminCreateAgency, { token, body: body({ commission_percent: 1.234 }) });
    expect(tooPrecise.statusCode).toBe(400);

    const res = await api().call(admin.adminCreateAgency, { token, body: body({ name: 'آژانس پرواز کیش' }) });
    expect(res.statusCode, res.body).toBe(201);
    const agency = res.json().data;
    expect(agency).toMatchObject({
      name: 'آژانس پرواز کیش',
      commission_percent: 12.5,
      credit_limit: 50_000_000,
      used: 0,
      available: 50_000_000,
      contact_mobile: '09123456789',
      legal_id: '10101234567',
      status: 'active',
    });
    expect((await auditOf(api, { action: 'adminCreateAgency' })).length).toBeGreaterThan(0);

    const found = await api().call(admin.adminListAgencies, { token, query: { search_text: 'کیش' } });
    expect(found.json().data.map((a: { id: number }) => a.id)).toEqual([agency.id]);
    const none = await api().call(admin.adminListAgencies, { token, query: { search_text: 'ناموجود۱۲۳' } });
    expect(none.json().data).toEqual([]);
    expect(none.json().paging.total).toBe(0);

    const edited = await api().call(admin.adminUpdateAgency, {
      token,
      params: { id: agency.id },
      body: { commission_percent: 8, credit_limit: 20_000_000, legal_id: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'آژانس پرواز کیش', commission_percent: 8, legal_id: null });
    const read = await api().call(admin.adminGetAgency, { token, params: { id: agency.id } });
    expect(read.json().data).toMatchObject({ commission_percent: 8, credit_limit: 20_000_000 });

    for (const call of [
      api().call(admin.adminGetAgency, { token, params: { id: 999_999 } }),
      api().call(admin.adminUpdateAgency, { token, params: { id: 999_999 }, body: { name: 'آژانس تازه' } }),
      api().call(admin.adminListAgencyKeys, { token, params: { id: 999_999 } }),
      api().call(admin.adminCreateAgencyKey, { token, params: { id: 999_999 }, body: { title: 'x' } }),
      api().call(admin.adminListAgencyUsers, { token, params: { id: 999_999 } }),
      api().call(admin.adminListAgencyLedger, { token, params: { id: 999_999 } }),
      api().call(admin.adminRecordAgencyPayment, { token, params: { id: 999_999 }, body: { amount: 10 } }),
      api().call(admin.adminGetAgencyAccount, { token, params: { id: 999_999 } }),
      api().call(admin.adminGetAgencyStatement, { token, params: { id: 999_999 }, query: { month: '1405-09' } }),
    ]) {
      const r = await call;
      expect([r.statusCode, r.json().error_code]).toEqual([404, 'not_found']);
    }
  });

  it('answers a key once, keeps its hash, lists the prefix; suspension and revocation stop it at once', async () => {
    const { token } = await staffToken(api, 'finance');
    const agency = await newAgency(api);
    const made = await api().call(admin.adminCreateAgencyKey, {
      token,
      params: { id: agency.id },
      body: { title: 'سامانهٔ رزرو' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id: keyId, key, prefix } = made.json().data;
    expect(key).toMatch(/^vipag_[A-Za-z0-9_-]{40,}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const [stored] = await api().app.db.select().from(agencyKeys).where(eq(agencyKeys.id, keyId));
    expect(stored.keyHash).toBe(hashAgencyKey(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = await api().call(admin.adminListAgencyKeys, { token, params: { id: agency.id } });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: keyId, prefix, revoked_at: null, last_used_at: null }),
    ]);
    expect(list.body).not.toContain(key);
    const audit = await auditOf(api, { action: 'adminCreateAgencyKey' });
    expect(JSON.stringify(audit)).not.toContain(key);

    expect((await accountWith(api, key)).statusCode).toBe(200);
    // The list says when the key was last used.
    const used = await api().call(admin.adminListAgencyKeys, { token, params: { id: agency.id } });
    expect(Date.now() - Date.parse(used.json().data[0].last_used_at)).toBeLessThan(60_000);
    const suspend = await api().call(admin.adminUpdateAgency, {
      token,
      params: { id: agency.id },
      body: { status: 'suspended' },
    });
    expect(suspend.json().data).toMatchObject({ status: 'suspended', status_label: 'تعلیق' });
    const stopped = await accountWith(api, key);
    expect([stopped.statusCode, stopped.json().error_code]).toEqual([401, 'agency_suspended']);
    const suspendedOnly = await api().call(admin.adminListAgencies, { token, query: { status: 'suspended' } });
    expect(suspendedOnly.json().data.map((a: { id: number }) => a.id)).toContain(agency.id);
    await api().call(admin.adminUpdateAgency, { token, params: { id: agency.id }, body: { status: 'active' } });
    expect((await accountWith(api, key)).statusCode).toBe(200);

    // Another agency cannot be named in the path to reach this key.
    const other = await newAgency(api, { name: 'آژانس دیگر' });
    const foreign = await api().call(admin.adminRevokeAgencyKey, {
      token,
      params: { id: other.id, key_id: keyId },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await accountWith(api, key)).statusCode).toBe(200);

    const revoked = await api().call(admin.adminRevokeAgencyKey, { token, params: { id: agency.id, key_id: keyId } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const dead = await accountWith(api, key);
    expect([dead.statusCode, dead.json().error_code]).toEqual([401, 'agency_key_invalid']);
    const again = await api().call(admin.adminRevokeAgencyKey, { token, params: { id: agency.id, key_id: keyId } });
    expect(again.json().data.revoked_at).toBe(revoked.json().data.revoked_at);

    const noTitle = await api().call(admin.adminCreateAgencyKey, { token, params: { id: agency.id }, body: {} });
    expect(noTitle.statusCode).toBe(400);
  });

  it('adds members by mobile (unknown 404, taken 409), lists and removes them', async () => {
    const { token } = await staffToken(api, 'admin');
    const first = await newAgency(api);
    const second = await newAgency(api, { name: 'آژانس دوم' });
    const member = await signIn(api);
    const add = (id: number, mobile: string, role = 'agent') =>
      api().call(admin.adminAddAgencyUser, { token, params: { id }, body: { mobile, role } });

    const unknown = await add(first.id, '09351112233');
    expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, 'not_found']);
    expect(unknown.json().error_message).toMatch(/شمارهٔ همراه/);
    const badRole = await add(first.id, member.mobile, 'boss');
    expect(badRole.statusCode).toBe(400);

    const added = await add(first.id, member.mobile, 'owner');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ member_id: member.memberId, mobile: member.mobile, role: 'owner' });
    const elsewhere = await add(second.id, member.mobile);
    expect([elsewhere.statusCode, elsewhere.json().error_code]).toEqual([409, 'agency_user_taken']);
    const twice = await add(first.id, member.mobile);
    expect(twice.statusCode).toBe(409);

    const users = await api().call(admin.adminListAgencyUsers, { token, params: { id: first.id } });
    expect(users.json().data.map((u: { member_id: number }) => u.member_id)).toEqual([member.memberId]);
    const userId = added.json().data.id;
    const foreign = await api().call(admin.adminRemoveAgencyUser, {
      token,
      params: { id: second.id, user_id: userId },
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await api().call(admin.adminRemoveAgencyUser, { token, params: { id: first.id, user_id: userId } });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await api().call(admin.adminListAgencyUsers, { token, params: { id: first.id } })).json().data).toEqual([]);
    expect((await add(second.id, member.mobile)).statusCode).toBe(201);
  });

  it('records a payment: the ledger gains a staff line, used drops and available rises by the amount', async () => {
    const { token, staffId } = await staffToken(api, 'finance');
    const agency = await newAgency(api, { credit_limit: 10_000_000 });
    await seedLedger(api().app.db, [ledgerLine(agency.id, 'booking', -6_000_000)]);
    const before = (await api().call(admin.adminGetAgencyAccount, { token, params: { id: agency.id } })).json().data;
    expect(before).toMatchObject({ used: 6_000_000, available: 4_000_000 });

    const paid = await api().call(admin.adminRecordAgencyPayment, {
      token,
      params: { id: agency.id },
      body: { amount: 2_500_000, note: 'فیش ۱۲۳۴' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ kind: 'payment', amount: 2_500_000, created_by: `staff:${staffId}` });
    const after = (await api().call(admin.adminGetAgencyAccount, { token, params: { id: agency.id } })).json().data;
    expect(after).toMatchObject({ used: 3_500_000, available: 6_500_000 });
    const listed = (await api().call(admin.adminGetAgency, { token, params: { id: agency.id } })).json().data;
    expect(listed).toMatchObject({ used: 3_500_000, available: 6_500_000, balance: -3_500_000 });
    // Paid beyond the debt: nothing is used and the balance shows the money paid ahead.
    await api().call(admin.adminRecordAgencyPayment, {
      token,
      params: { id: agency.id },
      body: { amount: 5_000_000, note: 'فیش ۱۲۳۵' },
    });
    const ahead = (await api().call(admin.adminGetAgency, { token, params: { id: agency.id } })).json().data;
    expect(ahead).toMatchObject({ used: 0, available: 10_000_000, balance: 1_500_000 });

    const ledger = await api().call(admin.adminListAgencyLedger, { token, params: { id: agency.id } });
    expect(ledger.json().data.map((l: { kind: string }) => l.kind)).toEqual(['payment', 'payment', 'booking']);
    expect(ledger.json().paging.total).toBe(3);

    const negative = await api().call(admin.adminRecordAgencyPayment, {
      token,
      params: { id: agency.id },
      body: { amount: -100 },
    });
    expect([negative.statusCode, negative.json().errors?.[0]?.field]).toEqual([400, 'amount']);
    const zero = await api().call(admin.adminRecordAgencyPayment, {
      token,
      params: { id: agency.id },
      body: { amount: 0 },
    });
    expect(zero.statusCode).toBe(400);
    const noReason = await api().call(admin.adminRecordAgencyPayment, {
      token,
      params: { id: agency.id },
      body: { kind: 'adjustment', amount: -100 },
    });
    expect([noReason.statusCode, noReason.json().errors?.[0]?.field]).toEqual([400, 'note']);

    const statement = await api().call(admin.adminGetAgencyStatement, {
      token,
      params: { id: agency.id },
      query: { month: '1405-09' },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const badMonth = await api().call(admin.adminGetAgencyStatement, {
      token,
      params: { id: agency.id },
      query: { month: '1405-13' },
    });
    expect(badMonth.statusCode).toBe(400);
  });
});
