import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { totpOf } from './auth';
import { staffToken } from './test-util';

describeEachBackend('back office staff accounts', (api) => {
  it('an admin makes an account (TOTP shown once), changes its role at once, and deactivates it', async () => {
    const boss = await staffToken(api, 'admin');
    const email = 'desk-ika@asemanvip.ir';
    const password = 'Farudgah!Emam1405';
    const weak = await api().call(endpoints.adminCreateStaff, {
      body: { email, full_name: 'علی محمدی', role: 'vip_desk', password: '12345678' },
      token: boss.token,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error_message).toMatch(/رمز عبور ضعیف است/);

    const made = await api().call(endpoints.adminCreateStaff, {
      body: { email, full_name: 'علی محمدی', role: 'vip_desk', password },
      token: boss.token,
    });
    expect(made.statusCode, made.body).toBe(201);
    const account = made.json().data;
    expect(account.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const signin = await api().call(endpoints.adminSignIn, {
      body: { email, password, totp_code: totpOf(account.totp_secret, email).generate() },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const token = signin.json().data.access_token;
    expect(
      (await api().call(endpoints.adminListCipBookings, { query: { date: '2026-11-24' }, token })).statusCode,
    ).toBe(200);

    const moved = await api().call(endpoints.adminUpdateStaff, {
      params: { id: account.id },
      body: { role: 'support' },
      token: boss.token,
    });
    expect(moved.json().data.role).toBe('support');
    expect(
      (await api().call(endpoints.adminListCipBookings, { query: { date: '2026-11-24' }, token })).statusCode,
    ).toBe(403);
    expect((await api().call(endpoints.adminListTickets, { token })).statusCode).toBe(200);

    await api().call(endpoints.adminUpdateStaff, {
      params: { id: account.id },
      body: { active: false },
      token: boss.token,
    });
    expect((await api().call(endpoints.adminListTickets, { token })).statusCode).toBe(401);

    const self = await api().call(endpoints.adminUpdateStaff, {
      params: { id: boss.staffId },
      body: { active: false },
      token: boss.token,
    });
    expect(self.statusCode).toBe(409);

    const audit = (
      await api().call(endpoints.adminListAudit, {
        query: { entity: 'staff', entity_id: String(account.id) },
        token: boss.token,
      })
    ).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'adminUpdateStaff',
      'adminUpdateStaff',
      'adminCreateStaff',
    ]);
    expect(audit[1]).toMatchObject({ before: { role: 'vip_desk' }, after: { role: 'support' } });
    expect(JSON.stringify(audit)).not.toContain(account.totp_secret);
    const list = (await api().call(endpoints.adminListStaff, { token: boss.token })).json().data;
    expect(list.find((s: { id: number }) => s.id === account.id)).toMatchObject({ active: false, role: 'support' });
    expect(JSON.stringify(list)).not.toContain(account.totp_secret);
  });
});
