import { adminEndpoints as admin } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { totpOf } from './auth';
import { createStaff, SECOND_FACTOR_FAILED } from './staff-service';
import { auditOf, STAFF_PASSWORD } from './test-util';

describeEachBackend(
  'staff second factor limited per account',
  (api) => {
    async function account(email: string, role: 'support' | 'finance') {
      const { secret } = await createStaff(api().app.db, { email, password: STAFF_PASSWORD, fullName: email, role });
      const totp = totpOf(secret, email);
      // A code no step of the ±1 window accepts.
      const valid = [-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d }));
      let wrong = 0;
      while (valid.includes(String(wrong).padStart(6, '0'))) wrong++;
      const signIn = (code: string, ip: string, password = STAFF_PASSWORD) =>
        api().call(admin.adminSignIn, { body: { email, password, totp_code: code } }, { 'x-client-ip': ip });
      return {
        signIn,
        wrong: String(wrong).padStart(6, '0'),
        // Right codes of this step and of the next (each signs in once).
        now: () => totp.generate(),
        right: () => totp.generate({ timestamp: Date.now() + 30_000 }),
      };
    }

    it('refuses the 11th attempt of the hour from an 11th address, even with the right code; no success resets it', async () => {
      const target = await account('guessed@asemanvip.ir', 'support');
      const other = await account('colleague@asemanvip.ir', 'finance');
      for (let i = 1; i <= 5; i++) expect((await target.signIn(target.wrong, `203.0.113.${i}`)).statusCode).toBe(401);
      // Another account signing in from the attacker's address, and the owner's own success, forget nothing.
      expect((await other.signIn(other.now(), '203.0.113.5')).statusCode).toBe(200);
      expect((await target.signIn(target.right(), '198.51.100.7')).statusCode).toBe(200);
      for (let i = 6; i <= 10; i++) expect((await target.signIn(target.wrong, `203.0.113.${i}`)).statusCode).toBe(401);

      const locked = await target.signIn(target.right(), '203.0.113.11');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
      expect(locked.json().error_message).toMatch(/ورود به این حساب تا .* دقیقهٔ دیگر بسته است/);
      // The lock answers before the password, so it never confirms a guessed password.
      expect((await target.signIn(target.right(), '203.0.113.12', 'Wrong!pass1405')).statusCode).toBe(429);
      // The other account is not locked by it.
      expect((await other.signIn(other.right(), '203.0.113.13')).statusCode).toBe(200);

      const failures = await auditOf(api, { action: SECOND_FACTOR_FAILED });
      expect(failures).toHaveLength(10);
      expect(new Set(failures.map((f) => f.staff_email))).toEqual(new Set(['guessed@asemanvip.ir']));
      expect(failures.map((f) => f.client_ip).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`).sort(),
      );
      expect(failures[0]).toMatchObject({ entity: 'staff', after: { factor: 'totp' } });
    });

    it('counts parallel wrong codes exactly: never more than ten get checked', async () => {
      const target = await account('parallel@asemanvip.ir', 'support');
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => target.signIn(target.wrong, `192.0.2.${i + 1}`)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 401)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(4);
    });
  },
  { SEED_DEMO: 'false', TRUST_PROXY: 'loopback' },
);
