import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { deviceName } from './device-sessions';
import { memberClient } from './test-util';

it('names devices in Persian', () => {
  expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(
    'کروم روی اندروید',
  );
  expect(
    deviceName(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('سافاری روی iOS');
  expect(deviceName(null)).toBe('دستگاه ناشناس');
});

describeEachBackend(
  'active sessions',
  (api) => {
    const c = memberClient(api);

    it('lists the member’s signed-in devices, signs one out, then all others, and the signed-out tokens stop working', async () => {
      const mobile = c.mobile();
      const phone = await c.signInMobile(mobile);
      await c.age(mobile, 61);
      const laptop = await c.signInMobile(mobile);
      await c.age(mobile, 61);
      const tablet = await c.signInMobile(mobile);
      const list = (await api().call(endpoints.listMemberSessions, { token: laptop.access_token })).json().data;
      expect(list).toHaveLength(3);
      expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      const phoneSession = list.find((s: { current: boolean }) => !s.current);

      // Another member cannot end this member's session.
      const stranger = await c.signInMobile();
      const foreign = await api().call(endpoints.revokeMemberSession, {
        token: stranger.access_token,
        params: { id: phoneSession.id },
      });
      expect(foreign.statusCode).toBe(404);

      const one = await api().call(endpoints.revokeMemberSession, {
        token: laptop.access_token,
        params: { id: phoneSession.id },
      });
      expect(one.statusCode).toBe(204);
      expect((await api().call(endpoints.listMemberSessions, { token: laptop.access_token })).json().data).toHaveLength(
        2,
      );
      const others = await api().call(endpoints.revokeOtherMemberSessions, { token: laptop.access_token });
      expect(others.json().data.signed_out).toBe(1);
      // Whichever of phone/tablet each id was, both are out now; the laptop stays in.
      for (const t of [phone, tablet]) {
        expect((await api().call(endpoints.listMemberSessions, { token: t.access_token })).statusCode).toBe(401);
      }
      const left = (await api().call(endpoints.listMemberSessions, { token: laptop.access_token })).json().data;
      expect(left).toEqual([expect.objectContaining({ current: true })]);
    });
  },
  { SEED_DEMO: 'false' },
);
