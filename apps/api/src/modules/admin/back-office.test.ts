import { api as endpoints, creditEndpoints, creditMemberEndpoints } from '@vip/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { paidBooking } from '../cipservice/test-util';
import { totpOf } from './auth';
import { createStaff } from './staff-service';
import { auditOf, STAFF_PASSWORD, staffToken } from './test-util';

describeEachBackend('back office: sign-in, dashboard, audit log', (api, backend) => {
  it('signs staff in only with the password and a fresh TOTP code (a code works once)', async () => {
    const email = 'support-desk@asemanvip.ir';
    const { secret } = await createStaff(api().app.db, {
      email,
      password: STAFF_PASSWORD,
      fullName: 'مریم رضایی',
      role: 'support',
    });
    const code = totpOf(secret, email).generate();
    const wrongPassword = await api().call(endpoints.adminSignIn, {
      body: { email, password: 'Wrong!pass1405', totp_code: code },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await api().call(endpoints.adminSignIn, { body: { email, password: STAFF_PASSWORD, totp_code: wrongCode } }))
        .statusCode,
    ).toBe(401);
    const ok = await api().call(endpoints.adminSignIn, {
      body: { email: 'Support-Desk@AsemanVIP.ir', password: STAFF_PASSWORD, totp_code: code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.staff).toMatchObject({ email, role: 'support', full_name: 'مریم رضایی' });
    const replay = await api().call(endpoints.adminSignIn, {
      body: { email, password: STAFF_PASSWORD, totp_code: code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_message).toMatch(/کد تأیید/);
    const me = await api().call(endpoints.adminMe, { token: ok.json().data.access_token });
    expect(me.json().data.email).toBe(email);
    // A staff token is not a member token.
    expect(
      (await api().call(creditEndpoints.getCreditBalance, { token: ok.json().data.access_token })).statusCode,
    ).toBe(401);
  });

  it('dashboard: today’s revenue rises by a paid booking, pending top-ups by a request; 30 days oldest first', async () => {
    const { token } = await staffToken(api, 'admin');
    const read = async () => (await api().call(endpoints.adminDashboard, { token })).json().data;
    const before = await read();
    expect(before.revenue).toHaveLength(30);
    expect(before.revenue.at(-1).date).toBe(before.today);
    const { member, order } = await paidBooking(api, 'IR 721', 8);
    await api().call(creditMemberEndpoints.offlineIncrease, {
      token: member.token,
      body: { value: 3_000_000, type_code: 2, cheque_date: '2026-11-22', deposit_source: 'بانک ملی' },
    });
    const after = await read();
    expect(after.revenue.at(-1).amount - before.revenue.at(-1).amount).toBe(order.total_price);
    expect(after.revenue.at(-1).orders - before.revenue.at(-1).orders).toBe(1);
    expect(after.pending_topups - before.pending_topups).toBe(1);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const admin = await staffToken(api, 'admin');
    const made = await api().call(endpoints.adminCreateStaff, {
      token: admin.token,
      body: { email: 'audit-check@asemanvip.ir', full_name: 'بررسی دفتر', role: 'support', password: STAFF_PASSWORD },
    });
    expect(made.statusCode, made.body).toBe(201);
    const entries = await auditOf(api, { action: 'adminCreateStaff' });
    expect(entries.length).toBeGreaterThan(0);
    await expect(api().app.db.execute(sql`update audit_log set note = 'x'`)).rejects.toThrow();
    await expect(api().app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    if (backend === 'postgres')
      expect((await auditOf(api, { action: 'adminCreateStaff' })).length).toBe(entries.length);
  });
});

// Its own database: the sign-in limits per address start afresh (the tests above spend some of them).
describeEachBackend('back office: second factor by SMS', (api) => {
  it('staff sign in with a code sent by SMS to the mobile an admin set; the code works once', async () => {
    const admins = await staffToken(api, 'admin');
    const email = 'sms-finance@asemanvip.ir';
    const created = await api().call(endpoints.adminCreateStaff, {
      body: { email, full_name: 'سارا محمدی', role: 'finance', password: STAFF_PASSWORD },
      token: admins.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const ask = () => api().call(endpoints.adminRequestSignInCode, { body: { email, password: STAFF_PASSWORD } });
    // No mobile yet: the app's code only.
    expect((await ask()).statusCode).toBe(409);
    const set = await api().call(endpoints.adminUpdateStaff, {
      params: { id },
      body: { mobile: '۰۹۱۲۴۴۴۵۵۶۶' },
      token: admins.token,
    });
    expect(set.json().data.mobile).toBe('09124445566');
    expect(
      (await api().call(endpoints.adminRequestSignInCode, { body: { email, password: 'Wrong!pass1405' } })).statusCode,
    ).toBe(401);
    const sent = await ask();
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().data).toMatchObject({ mobile: '0912***5566', expires_in_seconds: 120 });
    // One a minute.
    expect((await ask()).statusCode).toBe(429);
    const [sms] = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, '09124445566'), eq(outbox.template, 'staff-signin-code')))
      .orderBy(desc(outbox.id));
    const code = sms.token!;
    expect(code).toMatch(/^\d{6}$/);
    const signIn2 = (body: Record<string, string>) =>
      api().call(endpoints.adminSignIn, { body: { email, password: STAFF_PASSWORD, ...body } });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await signIn2({ sms_code: wrong })).statusCode).toBe(401);
    // Both factors at once, or none, is a 400.
    expect((await signIn2({})).statusCode).toBe(400);
    const ok = await signIn2({ sms_code: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.staff).toMatchObject({ email, role: 'finance' });
    expect((await signIn2({ sms_code: code })).statusCode).toBe(401);
    // The authenticator app still works for the same account.
    const app = totpOf(created.json().data.totp_secret, email).generate();
    expect((await signIn2({ totp_code: app })).statusCode).toBe(200);
    // The mobile change is audited, the code never is.
    const [entry] = await auditOf(api, { action: 'adminUpdateStaff', entity_id: String(id) });
    expect(entry.after.mobile).toBe('09124445566');
    expect(JSON.stringify(await auditOf(api, {}))).not.toContain(code);
  });

  it('an SMS code dies after five wrong tries', async () => {
    const admins = await staffToken(api, 'admin');
    const email = 'sms-support@asemanvip.ir';
    await api().call(endpoints.adminCreateStaff, {
      body: { email, full_name: 'رضا احمدی', role: 'support', password: STAFF_PASSWORD, mobile: '09127778899' },
      token: admins.token,
    });
    expect(
      (await api().call(endpoints.adminRequestSignInCode, { body: { email, password: STAFF_PASSWORD } })).statusCode,
    ).toBe(202);
    const [sms] = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, '09127778899'), eq(outbox.template, 'staff-signin-code')));
    const wrong = String((Number(sms.token) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await api().call(endpoints.adminSignIn, { body: { email, password: STAFF_PASSWORD, sms_code: wrong } });
    }
    const late = await api().call(endpoints.adminSignIn, {
      body: { email, password: STAFF_PASSWORD, sms_code: sms.token },
    });
    expect(late.statusCode).toBe(401);
  });
});
