import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from './test-util';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

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

    it('names each device from the user agent forwarded on sign-in, and keeps it current on refresh', async () => {
      const mobile = c.mobile();
      const phone = await c.signInMobile(mobile, c.ip(), ANDROID_CHROME);
      const names = async (token: string) =>
        (await api().call(endpoints.listMemberSessions, { token }))
          .json()
          .data.map((s: { device: string; device_kind: string; current: boolean }) => [
            s.device,
            s.device_kind,
            s.current,
          ]);
      expect(await names(phone.access_token)).toEqual([['کروم روی اندروید', 'phone', true]]);

      // The same session refreshed from an updated browser on an iPhone (a restored backup): the newest agent names it.
      const ua = { 'user-agent': IPHONE_SAFARI };
      const refreshed = await api().call(endpoints.refreshTokens, { body: { refresh_token: phone.refresh_token } }, ua);
      expect(refreshed.statusCode).toBe(200);
      expect(await names(refreshed.json().data.access_token)).toEqual([['سافاری روی آیفون', 'phone', true]]);

      // A refresh whose agent names nothing (a bare server call) keeps the name it had.
      const bare = await api().call(
        endpoints.refreshTokens,
        { body: { refresh_token: refreshed.json().data.refresh_token } },
        { 'user-agent': 'node' },
      );
      expect(await names(bare.json().data.access_token)).toEqual([['سافاری روی آیفون', 'phone', true]]);

      // Signed in without any agent: an unknown device, still listed and still able to sign out.
      await c.age(mobile, 61);
      const unnamed = await c.signInMobile(mobile);
      const list = await names(unnamed.access_token);
      expect(list).toHaveLength(2);
      expect(list).toContainEqual(['دستگاه ناشناس', 'unknown', true]);
    });
  },
  { SEED_DEMO: 'false' },
);
