import { api as endpoints } from '@vip/contract';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { hashPassword, verifyPassword } from '../member/password';
import { members, memberSessions } from '../member/schema';

const PERSIAN = /[\u0600-\u06ff]/;
const STRONG = 'Safar-1405-Kish!';

describeEachBackend('forgot password (issue #16)', (api) => {
  let n = 0;
  const db = () => api().app.db;
  /** A member with a password (and a mobile when given), as e-mail sign-up makes them. */
  const member = async (mobile: string | null = null) => {
    const email = `reset${++n}@example.com`;
    const [row] = await db()
      .insert(members)
      .values({
        email,
        mobile,
        passwordHash: await hashPassword('Old-pass-1234'),
        firstName: 'سارا',
        lastName: 'کریمی',
      })
      .returning();
    return row;
  };
  const ip = () => `10.77.${n}.${++n % 250}`;
  const forgot = (email: string) =>
    api().call(endpoints.requestPasswordReset, { body: { email } }, { 'x-client-ip': ip() });
  const reset = (email: string, code: string, password = STRONG) =>
    api().call(endpoints.resetPassword, { body: { email, code, password } }, { 'x-client-ip': ip() });
  const lastMessage = async (recipient: string) =>
    (await db().select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1))[0];

  it('answers an unknown e-mail exactly like a known one, and sends nothing for it', async () => {
    const known = await member();
    const a = await forgot(known.email!);
    const b = await forgot('nobody-here@example.com');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().data).toEqual({ sent: true, expires_in_seconds: 900 });
    expect(await lastMessage('nobody-here@example.com')).toBeUndefined();
  });

  it('answers wrong reset codes the same for a registered and an unknown address, up to the code dying', async () => {
    const known = await member();
    const unknown = `nobody-${n}@example.com`;
    await forgot(known.email!);
    await forgot(unknown);
    const sent = (await lastMessage(known.email!)).token;
    const wrong = sent === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i++) {
      const a = await reset(known.email!, wrong);
      const b = await reset(unknown, wrong);
      expect(a.statusCode).toBe(400);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    }
  });

  it('e-mails the code to an e-mail-only account, then sets the new password with it and ends every session', async () => {
    const m = await member();
    const [session] = await db().insert(memberSessions).values({ memberId: m.id, method: 'email' }).returning();
    await forgot(m.email!);
    const mail = await lastMessage(m.email!);
    expect(mail).toMatchObject({ channel: 'email', status: 'pending' });
    expect(mail.body).toContain(mail.token);
    expect(mail.body).toMatch(PERSIAN);

    const weak = await reset(m.email!, mail.token, '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('body.password');
    const ok = await reset(
      m.email!,
      mail.token.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ reset: true });
    const [after] = await db().select().from(members).where(eq(members.id, m.id));
    expect(await verifyPassword(STRONG, after.passwordHash!)).toBe(true);
    expect(await verifyPassword('Old-pass-1234', after.passwordHash!)).toBe(false);
    const [ended] = await db().select().from(memberSessions).where(eq(memberSessions.id, session.id));
    expect(ended.revokedAt).not.toBeNull();
    // A spent code does not work twice.
    expect((await reset(m.email!, mail.token)).statusCode).toBe(400);
    await api().app.outbox.drain();
    expect((await lastMessage(m.email!)).status).toBe('sent');
  });

  it('sends the code by SMS when the account has a mobile', async () => {
    const m = await member('09127770001');
    await forgot(m.email!);
    expect(await lastMessage('09127770001')).toMatchObject({ channel: 'sms' });
    expect(await lastMessage(m.email!)).toBeUndefined();
  });

  it('refuses a wrong code in Persian, kills the code on the fifth wrong try and keeps only the newest code', async () => {
    const m = await member();
    await forgot(m.email!);
    const first = (await lastMessage(m.email!)).token;
    await forgot(m.email!);
    const newest = (await lastMessage(m.email!)).token;
    // The older code is dead; trying it counts as a wrong try of the newest.
    const answers = first === newest ? [] : [await reset(m.email!, first)];
    const wrong = newest === '000000' ? '111111' : '000000';
    while (answers.length < 5) answers.push(await reset(m.email!, wrong));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0].json().error_message).toMatch(PERSIAN);
    expect(answers[4].json().error_code).toBe('code_locked');
    const late = await reset(m.email!, newest);
    expect(late.statusCode).toBe(400);
  });

  it('limits requests per e-mail like sign-in (429 with Retry-After)', async () => {
    const m = await member();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await forgot(m.email!)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    const last = await forgot(m.email!);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
