import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { dbRateLimiter } from '../../rate-limit/limiter';
import { RULES, signinFailuresKey } from './limits';
import { hashPassword } from './password';
import { members } from './schema';
import { memberClient } from './test-util';

const PERSIAN = /[\u0600-\u06ff]/;
const RIGHT = 'Owner-pass-1405';
const WRONG = 'Guess-pass-9999';

describeEachBackend(
  'e-mail accounts: pending sign-ups and failed passwords',
  (api) => {
    const c = memberClient(api);
    const signin = (email: string, password: string, ip: string) =>
      c.post(endpoints.signinByEmail.path, { email, password }, { 'x-client-ip': ip });
    const signup = (email: string, password: string, ip = c.ip()) =>
      c.post(
        endpoints.signupByEmail.path,
        { email, password, first_name: 'مینا', last_name: 'کریمی' },
        { 'x-client-ip': ip },
      );
    const verify = (email: string, code: string) =>
      c.post(endpoints.verifyEmailSignup.path, { email, code }, { 'x-client-ip': c.ip() });
    /** A member with a mobile and an e-mail + password, as the owner of both. */
    const owner = async () => {
      const mobile = c.mobile();
      const email = `owner-${mobile}@example.com`;
      await api()
        .app.db.insert(members)
        .values({ mobile, email, passwordHash: await hashPassword(RIGHT), firstName: 'سارا', lastName: 'کریمی' });
      return { mobile, email };
    };

    it('a second sign-up of a pending address keeps the first password: the owner’s code makes the owner’s account', async () => {
      const email = 'pending-owner@example.com';
      const first = await signup(email, RIGHT);
      expect(first.statusCode).toBe(202);
      const ownersCode = await c.lastEmailCode(email);
      expect(ownersCode).toMatch(/^[0-9]{6}$/);
      const second = await signup(email, WRONG);
      expect(second.statusCode).toBe(202);
      expect(second.json()).toEqual(first.json());
      // The address was told, without a code that would carry the second caller's password.
      expect(await c.lastEmailCode(email)).toBeUndefined();

      expect((await verify(email, ownersCode!)).statusCode).toBe(201);
      expect((await signin(email, RIGHT, c.ip())).statusCode).toBe(200);
      expect((await signin(email, WRONG, c.ip())).statusCode).toBe(401);
    });

    it('signing up again with the same password mails a fresh code that replaces the first', async () => {
      const email = 'send-again@example.com';
      await signup(email, RIGHT);
      const firstCode = await c.lastEmailCode(email);
      await signup(email, RIGHT);
      const freshCode = await c.lastEmailCode(email);
      expect(freshCode).toMatch(/^[0-9]{6}$/);
      if (freshCode !== firstCode) expect((await verify(email, firstCode!)).statusCode).toBe(400);
      expect((await verify(email, freshCode!)).statusCode).toBe(201);
      expect((await signin(email, RIGHT, c.ip())).statusCode).toBe(200);
    });

    it('ten wrong passwords from ten addresses: the owner still signs in by SMS code, and by password from another address', async () => {
      const { mobile, email } = await owner();
      for (let i = 0; i < 10; i++) expect((await signin(email, WRONG, c.ip())).statusCode).toBe(401);
      const bySms = await c.signInMobile(mobile);
      expect(bySms.member.mobile).toBe(mobile);
      const byPassword = await signin(email, RIGHT, c.ip());
      expect(byPassword.statusCode, byPassword.body).toBe(200);
    });

    it('stops one address after 5 wrong passwords for an account (even the right one then), not the owner elsewhere', async () => {
      const { email } = await owner();
      const ip = c.ip();
      for (let i = 0; i < 5; i++) expect((await signin(email, WRONG, ip)).statusCode).toBe(401);
      const stopped = await signin(email, RIGHT, ip);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json().error_message).toMatch(PERSIAN);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signin(email, RIGHT, c.ip())).statusCode).toBe(200);
    });

    it('pauses password sign-in of an address after 50 failures an hour from anywhere, the same for an unknown address; SMS and a reset still let the owner in', async () => {
      const { mobile, email } = await owner();
      const unknown = 'nobody-at-all@example.com';
      // 45 failures counted as the route counts them, the last 5 through it (a hundred real tries take too long).
      const limiter = dbRateLimiter(api().app.db);
      for (let i = 0; i < 45; i++) {
        await limiter.hit(signinFailuresKey(email), RULES.signinFailuresPerEmail);
        await limiter.hit(signinFailuresKey(unknown), RULES.signinFailuresPerEmail);
      }
      for (let i = 0; i < 5; i++) {
        expect((await signin(email, WRONG, c.ip())).statusCode).toBe(401);
        expect((await signin(unknown, WRONG, c.ip())).statusCode).toBe(401);
      }
      const paused = await signin(email, RIGHT, c.ip());
      const pausedUnknown = await signin(unknown, RIGHT, c.ip());
      expect(paused.statusCode).toBe(429);
      expect(pausedUnknown.statusCode).toBe(429);
      expect(paused.json()).toEqual(pausedUnknown.json());
      expect(paused.json().error_message).toMatch(/پیامک/);

      expect((await c.signInMobile(mobile)).member.mobile).toBe(mobile);
      // A password reset (by SMS to the owner's mobile) ends the pause.
      await c.post(endpoints.requestPasswordReset.path, { email }, { 'x-client-ip': c.ip() });
      const code = await c.lastCode(mobile);
      const reset = await c.post(
        endpoints.resetPassword.path,
        { email, code, password: 'Fresh-pass-1405' },
        { 'x-client-ip': c.ip() },
      );
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await signin(email, 'Fresh-pass-1405', c.ip())).statusCode).toBe(200);
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);
