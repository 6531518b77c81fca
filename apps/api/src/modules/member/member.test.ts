import { api as endpoints, pathOf } from '@vip/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { accessTokenSettings, signAccessToken } from '../../http/auth';
import { describeEachBackend } from '../../../test/helpers';
import { createCaptcha } from '../captcha/service';
import { passwordProblem } from './password';
import { loginCodes, memberSessions, refreshTokens } from './schema';
import { memberClient } from './test-util';

const PERSIAN = /[\u0600-\u06ff]/;
const toPersian = (s: string) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

describeEachBackend(
  'member sign-in by mobile',
  (api) => {
    const c = memberClient(api);

    it('answers a code request the same way for a member and a stranger, in every accepted number form', async () => {
      const known = c.mobile();
      await c.signInMobile(known);
      await c.age(known, 61);
      const stranger = c.mobile();
      const a = await c.requestCode(`+98${known.slice(1)}`, c.ip());
      const b = await c.requestCode(toPersian(stranger), c.ip());
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      const { mobile: ma, ...restA } = a.json().data;
      const { mobile: mb, ...restB } = b.json().data;
      expect(ma).toBe(known);
      expect(mb).toBe(stranger);
      expect(restA).toEqual(restB);
      expect(restA).toEqual({ sent: true, resend_after_seconds: 60, expires_in_seconds: 120, captcha_required: false });
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
      for (const form of [`0098${stranger.slice(1)}`, `98${stranger.slice(1)}`]) {
        const other = c.mobile();
        const res = await c.requestCode(form.replace(stranger.slice(1), other.slice(1)), c.ip());
        expect(res.json().data.mobile).toBe(other);
      }
    });

    it('refuses a bad number with 400 naming the field in Persian', async () => {
      const res = await c.requestCode('0812345', c.ip());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('body.mobile');
      expect(res.json().error_message).toMatch(PERSIAN);
      const missing = await c.post(endpoints.requestSigninCode.path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0].field).toBe('body.mobile');
    });

    it('signs a new member in, asks for the profile, then answers /members/me', async () => {
      const mobile = c.mobile();
      const ip = c.ip();
      await c.requestCode(mobile, ip);
      const code = await c.lastCode(mobile);
      expect(code).toMatch(/^[0-9]{6}$/);
      const res = await c.verify(mobile, toPersian(code), ip);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900, is_new_member: true, needs_profile: true });
      expect(data.member).toMatchObject({ mobile, first_name: '', last_name: '', needs_profile: true });
      expect(data.refresh_token.length).toBeGreaterThan(30);

      const auth = c.bearer(data.access_token);
      const badId = await c.put(
        endpoints.updateMyProfile.path,
        { first_name: 'سارا', last_name: 'احمدی', national_code: '1234567890' },
        auth,
      );
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors[0].field).toBe('body.national_code');
      expect(badId.json().errors[0].message).toMatch(PERSIAN);
      const noName = await c.put(endpoints.updateMyProfile.path, { first_name: '  ', last_name: 'احمدی' }, auth);
      expect(noName.statusCode).toBe(400);
      expect(noName.json().errors[0].field).toBe('body.first_name');

      const ok = await c.put(
        endpoints.updateMyProfile.path,
        { first_name: 'سارا', last_name: 'احمدی', national_code: toPersian('0013542419') },
        auth,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ first_name: 'سارا', national_code: '0013542419', needs_profile: false });
      const me = await c.get(endpoints.getMe.path, auth);
      expect(me.json().data).toMatchObject({ id: data.member.id, full_name: 'سارا احمدی', mobile });

      await c.age(mobile, 61);
      const again = await c.signInMobile(mobile);
      expect(again).toMatchObject({ is_new_member: false, needs_profile: false });
      expect(again.member.id).toBe(data.member.id);
    });

    it('kills a code on the fifth wrong try: the sixth attempt fails even with the right code', async () => {
      const mobile = c.mobile();
      const ip = c.ip();
      await c.requestCode(mobile, ip);
      const code = await c.lastCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        const res = await c.verify(mobile, wrong, ip);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error_code: 'code_invalid' });
        expect(res.json().errors[0].field).toBe('body.code');
      }
      const fifth = await c.verify(mobile, wrong, ip);
      expect(fifth.json().error_code).toBe('code_locked');
      const sixth = await c.verify(mobile, code, ip);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().error_code).toBe('code_locked');
      expect(sixth.json().error_message).toMatch(PERSIAN);
    });

    it('refuses an expired code', async () => {
      const mobile = c.mobile();
      const ip = c.ip();
      await c.requestCode(mobile, ip);
      const code = await c.lastCode(mobile);
      await c.age(mobile, 121);
      const res = await c.verify(mobile, code, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('code_expired');
    });

    it('a code works once and only for the number it was sent to', async () => {
      const a = c.mobile();
      const b = c.mobile();
      const ip = c.ip();
      await c.requestCode(a, ip);
      const code = await c.lastCode(a);
      const forB = await c.verify(b, code, ip);
      expect(forB.statusCode).toBe(400);
      expect((await c.verify(a, code, ip)).statusCode).toBe(200);
      expect((await c.verify(a, code, ip)).statusCode).toBe(400);
      const [row] = await api().app.db.select().from(loginCodes).where(eq(loginCodes.mobile, a));
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).toHaveLength(43);
    });

    it('makes a resend wait 60 seconds (429 + Retry-After + Persian) and replaces the old code', async () => {
      const mobile = c.mobile();
      const ip = c.ip();
      await c.requestCode(mobile, ip);
      const first = await c.lastCode(mobile);
      const early = await c.requestCode(mobile, ip);
      expect(early.statusCode).toBe(429);
      const retry = Number(early.headers['retry-after']);
      expect(retry).toBeGreaterThan(50);
      expect(retry).toBeLessThanOrEqual(60);
      expect(early.json()).toMatchObject({ status_code: 429, error_code: 'too_many_requests' });
      expect(early.json().error_message).toMatch(/ثانیه صبر کنید/);
      await c.age(mobile, 61);
      expect((await c.requestCode(mobile, ip)).statusCode).toBe(200);
      const second = await c.lastCode(mobile);
      if (second !== first) expect((await c.verify(mobile, first, ip)).statusCode).toBe(400);
      expect((await c.verify(mobile, second, ip)).statusCode).toBe(200);
    });

    it('limits codes per number (5 an hour) and per IP (20 an hour)', async () => {
      const mobile = c.mobile();
      for (let i = 0; i < 5; i++) {
        expect((await c.requestCode(mobile, c.ip())).statusCode).toBe(200);
        await c.age(mobile, 61);
      }
      const sixth = await c.requestCode(mobile, c.ip());
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error_message).toMatch(/این شماره/);

      const ip = c.ip();
      for (let i = 0; i < 20; i++) expect((await c.requestCode(c.mobile(), ip)).statusCode).toBe(200);
      const over = await c.requestCode(c.mobile(), ip);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await c.requestCode(c.mobile(), c.ip())).statusCode).toBe(200);
    });

    it('scales the per-address limits by SIGNIN_IP_LIMIT_FACTOR (many people behind one carrier address)', async () => {
      const config = api().app.config;
      config.SIGNIN_IP_LIMIT_FACTOR = 2;
      try {
        const ip = c.ip();
        for (let i = 0; i < 40; i++) expect((await c.requestCode(c.mobile(), ip)).statusCode).toBe(200);
        expect((await c.requestCode(c.mobile(), ip)).statusCode).toBe(429);
      } finally {
        config.SIGNIN_IP_LIMIT_FACTOR = 1;
      }
    });

    it('limits verifications per IP', async () => {
      const ip = c.ip();
      const mobile = c.mobile();
      let last = 0;
      for (let i = 0; i < 61; i++) last = (await c.verify(mobile, '123456', ip)).statusCode;
      expect(last).toBe(429);
    });

    it('asks for the captcha after 3 failed verifications and accepts a captcha once', async () => {
      const mobile = c.mobile();
      const ip = c.ip();
      await c.requestCode(mobile, ip);
      const code = await c.lastCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++) await c.verify(mobile, wrong, ip);
      await c.age(mobile, 61);

      const without = await c.requestCode(mobile, ip);
      expect(without.statusCode).toBe(400);
      expect(without.json().error_code).toBe('captcha_required');
      expect(without.json().errors[0].field).toBe('body.captcha_value');

      const secret = api().config.JWT_SECRET;
      const image = { width: 100, height: 50, fontColor: 'black', backgroundColor: 'white' };
      const captcha = await createCaptcha(
        api().app.db,
        secret,
        { clientKey: 'login', length: 4, image, ip },
        () => 'AB34',
      );
      const wrongCaptcha = await c.requestCode(mobile, ip, { captcha_id: captcha.captcha_id, captcha_value: 'XXXX' });
      expect(wrongCaptcha.json().error_code).toBe('captcha_invalid');
      // Consumed by the wrong attempt: the right answer no longer works with this id.
      const reused = await c.requestCode(mobile, ip, { captcha_id: captcha.captcha_id, captcha_value: 'AB34' });
      expect(reused.json().error_code).toBe('captcha_invalid');

      const fresh = await createCaptcha(
        api().app.db,
        secret,
        { clientKey: 'login', length: 4, image, ip },
        () => 'AB34',
      );
      const ok = await c.requestCode(mobile, ip, {
        captcha_id: fresh.captcha_id,
        captcha_value: `ab${toPersian('34')}`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.captcha_required).toBe(true);
      await c.age(mobile, 61);
      const once = await c.requestCode(mobile, ip, { captcha_id: fresh.captcha_id, captcha_value: 'AB34' });
      expect(once.json().error_code).toBe('captcha_invalid');

      // A successful sign-in clears the failures: no captcha next time.
      expect((await c.verify(mobile, await c.lastCode(mobile), ip)).statusCode).toBe(200);
      await c.age(mobile, 61);
      const after = await c.requestCode(mobile, ip);
      expect(after.statusCode).toBe(200);
      expect(after.json().data.captcha_required).toBe(false);
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);

describeEachBackend(
  'member sign-up and sign-in by e-mail',
  (api) => {
    const c = memberClient(api);

    it('refuses a weak password with a Persian message that says what is missing', async () => {
      const ip = c.ip();
      const weak = await c.post(
        endpoints.signupByEmail.path,
        { email: 'weak@example.com', password: 'abcdefgh', first_name: 'علی', last_name: 'رضایی' },
        { 'x-client-ip': ip },
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error_code).toBe('weak_password');
      expect(weak.json().errors[0].field).toBe('body.password');
      const msg = weak.json().error_message as string;
      expect(msg).toMatch(/حرف بزرگ انگلیسی/);
      expect(msg).toMatch(/رقم/);
      expect(msg).not.toMatch(/حرف کوچک/);
      const short = await c.post(
        endpoints.signupByEmail.path,
        { email: 'short@example.com', password: 'Ab1', first_name: 'علی', last_name: 'رضایی' },
        { 'x-client-ip': ip },
      );
      expect(short.json().error_message).toMatch(/۷ نویسه/);
      const badEmail = await c.post(
        endpoints.signupByEmail.path,
        { email: 'not-an-email', password: 'Abcdef12', first_name: 'علی', last_name: 'رضایی' },
        { 'x-client-ip': ip },
      );
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().errors[0].field).toBe('body.email');
    });

    it('signs up through the mailed code, and signs in', async () => {
      const ip = c.ip();
      const up = await c.signUpEmail('Mina@Example.com', 'Abcdef12', ip);
      expect(up.statusCode).toBe(201);
      expect(up.json().data).toMatchObject({ is_new_member: true, needs_profile: false });
      expect(up.json().data.member).toMatchObject({ email: 'mina@example.com', mobile: null, has_password: true });
      const signin = await c.post(
        endpoints.signinByEmail.path,
        { email: 'MINA@example.com', password: 'Abcdef12' },
        { 'x-client-ip': ip },
      );
      expect(signin.statusCode).toBe(200);
      expect(signin.json().data).toMatchObject({ is_new_member: false, needs_profile: false });
      const me = await c.get(endpoints.getMe.path, c.bearer(signin.json().data.access_token));
      expect(me.json().data.email).toBe('mina@example.com');
    });

    it('answers sign-up the same for a registered and a new address; the owner is told by e-mail', async () => {
      const ip = c.ip();
      expect((await c.signUpEmail('taken@example.com', 'Abcdef12', ip)).statusCode).toBe(201);
      const body = (email: string) => ({ email, password: 'Xyzabc34', first_name: 'سارا', last_name: 'امینی' });
      const taken = await c.post(endpoints.signupByEmail.path, body('taken@example.com'), { 'x-client-ip': ip });
      const fresh = await c.post(endpoints.signupByEmail.path, body('fresh@example.com'), { 'x-client-ip': ip });
      expect(taken.statusCode).toBe(202);
      expect(fresh.statusCode).toBe(202);
      const shape = (r: typeof taken) => ({ ...r.json().data, email: '' });
      expect(shape(taken)).toEqual(shape(fresh));
      // The registered owner got a reminder without a code; the attacker's password did not replace theirs.
      expect(await c.lastEmailCode('taken@example.com')).toBeUndefined();
      const stolen = await c.post(
        endpoints.signinByEmail.path,
        { email: 'taken@example.com', password: 'Xyzabc34' },
        { 'x-client-ip': ip },
      );
      expect(stolen.statusCode).toBe(401);
      // Sign-up is not a sign-in: the new address has no account until its code comes back.
      const early = await c.post(
        endpoints.signinByEmail.path,
        { email: 'fresh@example.com', password: 'Xyzabc34' },
        { 'x-client-ip': ip },
      );
      expect(early.statusCode).toBe(401);
      const wrong = await c.post(
        endpoints.verifyEmailSignup.path,
        { email: 'fresh@example.com', code: '000000' },
        { 'x-client-ip': ip },
      );
      expect(wrong.statusCode).toBe(400);
    });

    it('limits sign-up per address like the mobile flow', async () => {
      const body = { email: 'often@example.com', password: 'Abcdef12', first_name: 'علی', last_name: 'رضایی' };
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        codes.push((await c.post(endpoints.signupByEmail.path, body, { 'x-client-ip': c.ip() })).statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
      expect(codes.slice(5)).toEqual([429, 429]);
    });

    it('answers a failed sign-in the same for an unknown e-mail and a wrong password', async () => {
      const ip = c.ip();
      await c.signUpEmail('reza@example.com', 'Abcdef12', ip);
      const t0 = performance.now();
      const wrong = await c.post(
        endpoints.signinByEmail.path,
        { email: 'reza@example.com', password: 'Abcdef13' },
        { 'x-client-ip': ip },
      );
      const t1 = performance.now();
      const unknown = await c.post(
        endpoints.signinByEmail.path,
        { email: 'nobody@example.com', password: 'Abcdef13' },
        { 'x-client-ip': ip },
      );
      const t2 = performance.now();
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().error_message).toMatch(PERSIAN);
      // Both checked a scrypt hash: neither answer is instant.
      expect(Math.min(t1 - t0, t2 - t1)).toBeGreaterThan(5);
    });

    it('scores passwords by §5 against the configured level', () => {
      expect(passwordProblem('abcdefg', 1)).toBeNull();
      expect(passwordProblem('abcdefg', 2)).toMatch(/حرف بزرگ انگلیسی/);
      expect(passwordProblem('Abcdef1', 2)).toBeNull();
      expect(passwordProblem('Abcdef1', 3)).toMatch(/۸ نویسه/);
      expect(passwordProblem('abcdefg1', 3)).toMatch(/۱ مورد دیگر.*حرف بزرگ انگلیسی.*\$ @ # & !/);
      expect(passwordProblem('Abcdefg1', 3)).toBeNull();
      expect(loadConfig({ PASSWORD_MIN_LEVEL: 'HARD' }).PASSWORD_MIN_LEVEL).toBe(3);
      expect(loadConfig({}).PASSWORD_MIN_LEVEL).toBe(2);
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);

describeEachBackend(
  'member tokens, sign-out and profile scoping',
  (api) => {
    const c = memberClient(api);

    it('rotates refresh tokens and revokes the whole family when a spent one comes back', async () => {
      const s = await c.signInMobile();
      const r1 = await c.post(endpoints.refreshTokens.path, { refresh_token: s.refresh_token });
      expect(r1.statusCode).toBe(200);
      const pair1 = r1.json().data;
      expect(pair1.refresh_token).not.toBe(s.refresh_token);
      expect((await c.get(endpoints.getMe.path, c.bearer(pair1.access_token))).statusCode).toBe(200);
      const r2 = await c.post(endpoints.refreshTokens.path, { refresh_token: pair1.refresh_token });
      expect(r2.statusCode).toBe(200);
      const pair2 = r2.json().data;

      // Past the grace window of a refresh race.
      await api()
        .app.db.update(refreshTokens)
        .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - make_interval(secs => 11)` })
        .where(
          inArray(
            refreshTokens.sessionId,
            api()
              .app.db.select({ id: memberSessions.id })
              .from(memberSessions)
              .where(eq(memberSessions.memberId, s.member.id)),
          ),
        );
      const reuse = await c.post(endpoints.refreshTokens.path, { refresh_token: s.refresh_token });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().error_code).toBe('refresh_token_reused');
      const latest = await c.post(endpoints.refreshTokens.path, { refresh_token: pair2.refresh_token });
      expect(latest.statusCode).toBe(401);
      const me = await c.get(endpoints.getMe.path, c.bearer(pair2.access_token));
      expect(me.statusCode).toBe(401);
      expect(me.json().error_code).toBe('session_revoked');
      const [session] = await api()
        .app.db.select()
        .from(memberSessions)
        .where(eq(memberSessions.memberId, s.member.id));
      expect(session.revokedReason).toBe('reuse');

      const other = await c.signInMobile();
      expect((await c.get(endpoints.getMe.path, c.bearer(other.access_token))).statusCode).toBe(200);
      const garbage = await c.post(endpoints.refreshTokens.path, { refresh_token: 'x'.repeat(43) });
      expect(garbage.json().error_code).toBe('invalid_refresh_token');
    });

    it('two refreshes of one token at the same moment (two tabs) both get a working session', async () => {
      const s = await c.signInMobile();
      const [a, b] = await Promise.all([
        c.post(endpoints.refreshTokens.path, { refresh_token: s.refresh_token }),
        c.post(endpoints.refreshTokens.path, { refresh_token: s.refresh_token }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      for (const pair of [a.json().data, b.json().data]) {
        expect((await c.get(endpoints.getMe.path, c.bearer(pair.access_token))).statusCode).toBe(200);
        expect((await c.post(endpoints.refreshTokens.path, { refresh_token: pair.refresh_token })).statusCode).toBe(
          200,
        );
      }
    });

    it('200 refreshes by one visitor do not sign out another (the per-IP limit counts the visitor, not the site)', async () => {
      const loud = await c.signInMobile();
      const quiet = await c.signInMobile();
      // Both come through the site's server (loopback), which names each visitor in X-Client-IP.
      const loudIp = { 'x-client-ip': '5.160.10.1' };
      let token = loud.refresh_token;
      let limited = 0;
      for (let i = 0; i < 200; i++) {
        const res = await c.post(endpoints.refreshTokens.path, { refresh_token: token }, loudIp);
        if (res.statusCode === 200) token = res.json().data.refresh_token;
        else if (res.statusCode === 429) limited++;
      }
      expect(limited).toBeGreaterThan(0);
      const other = await c.post(
        endpoints.refreshTokens.path,
        { refresh_token: quiet.refresh_token },
        { 'x-client-ip': '5.160.20.2' },
      );
      expect(other.statusCode).toBe(200);
    });

    it('sign-out revokes the refresh token and the access token', async () => {
      const s = await c.signInMobile();
      const out = await c.post(endpoints.signout.path, { refresh_token: s.refresh_token }, c.bearer(s.access_token));
      expect(out.statusCode).toBe(200);
      expect(out.json().data.signed_out).toBe(true);
      expect((await c.post(endpoints.refreshTokens.path, { refresh_token: s.refresh_token })).statusCode).toBe(401);
      expect((await c.get(endpoints.getMe.path, c.bearer(s.access_token))).statusCode).toBe(401);
      // Sign-out with the bearer alone ends that session too.
      const t = await c.signInMobile();
      expect((await c.post(endpoints.signout.path, {}, c.bearer(t.access_token))).statusCode).toBe(200);
      expect((await c.post(endpoints.refreshTokens.path, { refresh_token: t.refresh_token })).statusCode).toBe(401);
    });

    it('answers 401 in Persian without a token, with a bad one and with an expired one', async () => {
      const none = await c.get(endpoints.getMe.path);
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.json()).toMatchObject({ status_code: 401, error_code: 'unauthorized' });
      expect(none.json().error_message).toMatch(PERSIAN);
      expect((await c.get(endpoints.getMe.path, c.bearer('abc.def.ghi'))).json().error_code).toBe('token_invalid');
      const s = await c.signInMobile();
      const [session] = await api()
        .app.db.select()
        .from(memberSessions)
        .where(eq(memberSessions.memberId, s.member.id));
      const old = await signAccessToken(
        accessTokenSettings(api().config),
        s.member.id,
        session.id,
        Date.now() - 16 * 60_000,
      );
      const expired = await c.get(endpoints.getMe.path, c.bearer(old.token));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error_code).toBe('token_expired');
      const forged = await signAccessToken(
        { secret: 'another-secret-another-secret-another-secret', ttlSeconds: 900 },
        s.member.id,
        session.id,
      );
      expect((await c.get(endpoints.getMe.path, c.bearer(forged.token))).json().error_code).toBe('token_invalid');
    });

    it('a member cannot read or change another member’s profile (404)', async () => {
      const a = await c.signInMobile();
      const b = await c.signInMobile();
      const authA = c.bearer(a.access_token);
      await c.put(
        endpoints.updateMyProfile.path,
        { first_name: 'بهرام', last_name: 'بهرامی' },
        c.bearer(b.access_token),
      );

      const read = await c.get(pathOf(endpoints.getMember, { id: b.member.id }), authA);
      expect(read.statusCode).toBe(404);
      expect(read.json().error_message).toMatch(/پیدا نشد/);
      const change = await c.put(
        pathOf(endpoints.updateMemberProfile, { id: b.member.id }),
        { first_name: 'نفوذ', last_name: 'گر' },
        authA,
      );
      expect(change.statusCode).toBe(404);
      const bMe = await c.get(endpoints.getMe.path, c.bearer(b.access_token));
      expect(bMe.json().data).toMatchObject({ first_name: 'بهرام', last_name: 'بهرامی' });

      const own = await c.put(
        pathOf(endpoints.updateMemberProfile, { id: a.member.id }),
        { first_name: 'آرش', last_name: 'کمانگیر' },
        authA,
      );
      expect(own.statusCode).toBe(200);
      expect((await c.get(pathOf(endpoints.getMember, { id: a.member.id }), authA)).json().data.first_name).toBe('آرش');
    });

    it('lists every member endpoint in the OpenAPI document with bearer security', async () => {
      const doc = (await api().app.inject({ method: 'GET', url: '/docs/json' })).json();
      const paths = Object.keys(doc.paths);
      for (const p of [
        '/v1/sitemember/fa/auth/mobile/request-code',
        '/v1/sitemember/fa/auth/mobile/verify',
        '/v1/sitemember/fa/auth/email/signup',
        '/v1/sitemember/fa/auth/email/verify',
        '/v1/sitemember/fa/auth/email/signin',
        '/v1/sitemember/fa/auth/refresh',
        '/v1/sitemember/fa/auth/signout',
        '/v1/sitemember/fa/members/me',
        '/v1/sitemember/fa/members/me/profile',
        '/v1/general/fa/captcha/{id}',
        '/v1/dev/outbox',
      ]) {
        expect(paths).toContain(p);
      }
      expect(doc.paths['/v1/sitemember/fa/members/me'].get.security).toEqual([{ apiKey: [], bearer: [] }]);
      const body =
        doc.paths['/v1/sitemember/fa/auth/mobile/request-code'].post.requestBody.content['application/json'].schema;
      expect(body.properties.mobile.description).toMatch(/09xxxxxxxxx/);
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);

describeEachBackend(
  'member access-token lifetime from the configuration',
  (api) => {
    const c = memberClient(api);

    it('issues access tokens that live ACCESS_TOKEN_TTL_SECONDS, on sign-in and on refresh', async () => {
      const signedIn = await c.signInMobile();
      const first = decodeJwt(signedIn.access_token);
      expect((first.exp ?? 0) - (first.iat ?? 0)).toBe(120);
      const refreshed = await c.post(endpoints.refreshTokens.path, { refresh_token: signedIn.refresh_token });
      expect(refreshed.statusCode).toBe(200);
      const data = refreshed.json().data;
      expect(data.expires_in).toBe(120);
      const second = decodeJwt(data.access_token);
      expect((second.exp ?? 0) - (second.iat ?? 0)).toBe(120);
      expect(Date.parse(data.access_token_expires_at)).toBe((second.exp ?? 0) * 1000);
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false', ACCESS_TOKEN_TTL_SECONDS: '120' },
);
