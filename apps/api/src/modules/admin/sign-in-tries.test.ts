import { adminEndpoints as admin } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { totpOf } from './auth';
import { createStaff } from './staff-service';
import { STAFF_PASSWORD } from './test-util';

describeEachBackend(
  'staff sign-in tells the tries left',
  (api) => {
    const signIn = (body: { email: string; password: string; totp_code: string }, ip: string) =>
      api().call(admin.adminSignIn, { body }, { 'x-client-ip': ip });

    it('a wrong password says how many tries this address has left and what to do; the last one says it closed', async () => {
      const email = 'tries@asemanvip.ir';
      await createStaff(api().app.db, { email, password: STAFF_PASSWORD, fullName: 'کارمند', role: 'support' });
      const first = await signIn({ email, password: 'Wrong!pass1405', totp_code: '000000' }, '203.0.113.40');
      expect(first.statusCode).toBe(401);
      expect(first.json()).toMatchObject({ error_code: 'invalid_credentials' });
      const message = first.json().error_message as string;
      expect(message).toContain(`${toPersianDigits(9)} تلاش دیگر دارید`);
      expect(message).toContain('به مدیر سامانه خبر دهید');

      for (let left = 8; left >= 1; left--) {
        const next = await signIn({ email, password: 'Wrong!pass1405', totp_code: '000000' }, '203.0.113.40');
        expect(next.json().error_message).toContain(`${toPersianDigits(left)} تلاش دیگر دارید`);
      }
      const last = await signIn({ email, password: 'Wrong!pass1405', totp_code: '000000' }, '203.0.113.40');
      expect(last.statusCode).toBe(401);
      expect(last.json().error_message).toMatch(/این آخرین تلاش بود؛ ورود از این نشانی تا .* دقیقهٔ دیگر بسته است/);
      expect((await signIn({ email, password: STAFF_PASSWORD, totp_code: '000000' }, '203.0.113.40')).statusCode).toBe(
        429,
      );
      // Another address has its own tries.
      const elsewhere = await signIn({ email, password: 'Wrong!pass1405', totp_code: '000000' }, '203.0.113.41');
      expect(elsewhere.json().error_message).toContain(`${toPersianDigits(9)} تلاش دیگر دارید`);
    });

    it('a wrong code after the right password, a wrong password and an unknown e-mail read the same', async () => {
      const email = 'same@asemanvip.ir';
      const { secret } = await createStaff(api().app.db, {
        email,
        password: STAFF_PASSWORD,
        fullName: 'کارمند',
        role: 'finance',
      });
      const valid = [-30_000, 0, 30_000].map((d) => totpOf(secret, email).generate({ timestamp: Date.now() + d }));
      const wrong = ['000000', '111111', '222222'].find((c) => !valid.includes(c)) as string;
      const answers = [
        await signIn({ email, password: STAFF_PASSWORD, totp_code: wrong }, '198.51.100.1'),
        await signIn({ email, password: 'Wrong!pass1405', totp_code: wrong }, '198.51.100.2'),
        await signIn({ email: 'nobody@asemanvip.ir', password: STAFF_PASSWORD, totp_code: wrong }, '198.51.100.3'),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
      expect(new Set(answers.map((a) => a.json().error_message)).size).toBe(1);
    });
  },
  { SEED_DEMO: 'false', TRUST_PROXY: 'loopback' },
);
