import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from './test-util';

describeEachBackend(
  'profile: e-mail and birth date',
  (api) => {
    const c = memberClient(api);
    const save = (token: string, body: Record<string, unknown>) =>
      api().call(endpoints.updateMyProfile, { token, body: { first_name: 'سارا', last_name: 'محمدی', ...body } });

    it('keeps a birth date (Persian digits accepted) and a free e-mail, and refuses a taken one or a future date', async () => {
      const a = await c.signInMobile();
      const b = await c.signInMobile();
      const res = await save(a.access_token, {
        birth_date: '۱۹۹۰-۰۳-۲۱',
        email: 'Sara.M@Example.com',
        national_code: '0012345679',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        birth_date: '1990-03-21',
        email: 'sara.m@example.com',
        national_code: '0012345679',
      });
      const me = (await api().call(endpoints.getMe, { token: a.access_token })).json().data;
      expect(me.birth_date).toBe('1990-03-21');
      const taken = await save(b.access_token, { email: 'sara.m@example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors[0].field).toBe('email');
      const future = await save(b.access_token, { birth_date: '2999-01-01' });
      expect(future.statusCode).toBe(400);
      expect(future.json().error_message).toMatch(/تاریخ تولد/);
      const cleared = await save(a.access_token, { birth_date: null, email: null });
      expect(cleared.json().data).toMatchObject({ birth_date: null, email: null });
    });
  },
  { SEED_DEMO: 'false' },
);
