import { api as endpoints } from '@vip/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { hashPassword } from './password';
import { members } from './schema';
import { memberClient } from './test-util';

const PERSIAN = /[\u0600-\u06ff]/;

describeEachBackend(
  'profile: e-mail and birth date',
  (api) => {
    const c = memberClient(api);
    const save = (token: string, body: Record<string, unknown>) =>
      api().call(endpoints.updateMyProfile, { token, body: { first_name: 'سارا', last_name: 'محمدی', ...body } });
    const changeEmail = (token: string, email: string) =>
      api().call(endpoints.changeMyEmail, { token, body: { email } }, { 'x-client-ip': c.ip() });
    const verifyEmail = (token: string, code: string) =>
      api().call(endpoints.verifyMyEmail, { token, body: { code } }, { 'x-client-ip': c.ip() });
    const me = async (token: string) => (await api().call(endpoints.getMe, { token })).json().data;

    it('keeps a birth date (Persian digits accepted) and refuses a future date; a new e-mail waits for its code', async () => {
      const a = await c.signInMobile();
      const res = await save(a.access_token, {
        birth_date: '۱۹۹۰-۰۳-۲۱',
        email: 'Sara.M@Example.com',
        national_code: '0012345679',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        birth_date: '1990-03-21',
        email: null,
        pending_email: 'sara.m@example.com',
        national_code: '0012345679',
      });
      expect((await me(a.access_token)).birth_date).toBe('1990-03-21');
      const future = await save(a.access_token, { birth_date: '2999-01-01' });
      expect(future.statusCode).toBe(400);
      expect(future.json().error_message).toMatch(/تاریخ تولد/);
      const cleared = await save(a.access_token, { birth_date: null, email: null });
      expect(cleared.json().data).toMatchObject({ birth_date: null, email: null, pending_email: null });
    });

    it('a new e-mail counts only once the code mailed to it comes back; until then it is pending', async () => {
      const a = await c.signInMobile();
      const asked = await changeEmail(a.access_token, 'New.Addr@Example.com');
      expect(asked.statusCode).toBe(202);
      expect(asked.json().data).toEqual({
        sent: true,
        email: 'new.addr@example.com',
        expires_in_seconds: 900,
        resend_after_seconds: 60,
      });
      expect(await me(a.access_token)).toMatchObject({ email: null, pending_email: 'new.addr@example.com' });
      // Not the account's yet: nobody signs up around it, and the row keeps no e-mail.
      const [row] = await api().app.db.select().from(members).where(eq(members.id, a.member.id));
      expect(row.email).toBeNull();

      const code = await c.lastEmailCode('new.addr@example.com');
      expect(code).toMatch(/^[0-9]{6}$/);
      const wrong = await verifyEmail(a.access_token, code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].field).toBe('body.code');
      expect(wrong.json().error_message).toMatch(PERSIAN);
      const ok = await verifyEmail(a.access_token, code!);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ email: 'new.addr@example.com', pending_email: null });
      expect((await verifyEmail(a.access_token, code!)).statusCode).toBe(400);
    });

    it('an e-mail-only account keeps signing in with its old address until the new one is confirmed', async () => {
      const email = 'old-addr@example.com';
      await api()
        .app.db.insert(members)
        .values({ email, passwordHash: await hashPassword('Abcdef12'), firstName: 'مینا', lastName: 'کریمی' });
      const signin = (address: string) =>
        c.post(endpoints.signinByEmail.path, { email: address, password: 'Abcdef12' }, { 'x-client-ip': c.ip() });
      const token = (await signin(email)).json().data.access_token;
      await changeEmail(token, 'next-addr@example.com');
      expect((await signin('next-addr@example.com')).statusCode).toBe(401);
      expect((await signin(email)).statusCode).toBe(200);
      await verifyEmail(token, (await c.lastEmailCode('next-addr@example.com'))!);
      expect((await signin('next-addr@example.com')).statusCode).toBe(200);
      expect((await signin(email)).statusCode).toBe(401);
    });

    it('answers a change to an address another account holds exactly like a free one, and mails only the free one', async () => {
      const holder = await c.signInMobile();
      await changeEmail(holder.access_token, 'held@example.com');
      await verifyEmail(holder.access_token, (await c.lastEmailCode('held@example.com'))!);
      const mailsToHolder = async () =>
        (await c.get(`${endpoints.listDevOutbox.path}?email=held@example.com&limit=20`)).json().data.length;
      const before = await mailsToHolder();

      const b = await c.signInMobile();
      const d = await c.signInMobile();
      const taken = await changeEmail(b.access_token, 'held@example.com');
      const free = await changeEmail(d.access_token, 'free@example.com');
      expect(taken.statusCode).toBe(202);
      expect(taken.body.replace('held@', 'X@')).toBe(free.body.replace('free@', 'X@'));
      expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
      expect(await mailsToHolder()).toBe(before);
      expect(await c.lastEmailCode('free@example.com')).toMatch(/^[0-9]{6}$/);

      // The profile form's way answers alike too (the member, the address pending).
      const strip = (r: { body: string }, m: { member: { id: number; mobile: string } }, address: string) =>
        r.body
          .replace(`"id":${m.member.id}`, '"id":0')
          .replace(m.member.mobile, 'M')
          .replace(/"created_at":"[^"]+"/, '')
          .replace(address, 'X');
      const viaForm = await save(b.access_token, { email: 'held@example.com' });
      const viaFormFree = await save(d.access_token, { email: 'free@example.com' });
      expect(viaForm.statusCode).toBe(200);
      expect(strip(viaForm, b, 'held@example.com')).toBe(strip(viaFormFree, d, 'free@example.com'));
      const [holderRow] = await api().app.db.select().from(members).where(eq(members.id, holder.member.id));
      expect(holderRow.email).toBe('held@example.com');
    });
  },
  { SEED_DEMO: 'false' },
);
