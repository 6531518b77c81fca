// SMS in the member's language: the sign-in code in the language of the page asking for it, the member's language
// remembered from where they sign in and book (members.locale), a booking's SMS written in it.
import { cipserviceEndpoints as ep, type Lang, localizedPath } from '@vip/contract';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from '../src/modules/member/schema';
import { memberClient } from '../src/modules/member/test-util';
import { bookingBody, cipOf, flightWithServices, paidBooking, passenger } from '../src/modules/cipservice/test-util';
import { outbox } from '../src/outbox/schema';
import { describeEachBackend, injectCall, TEST_API_KEY } from './helpers';
import { api as endpoints } from '@vip/contract';

describeEachBackend('SMS in the member’s language', (api) => {
  const smsTo = async (mobile: string, template?: string) =>
    (
      await api()
        .app.db.select()
        .from(outbox)
        .where(and(eq(outbox.recipient, mobile), template ? eq(outbox.template, template) : undefined))
        .orderBy(desc(outbox.id))
        .limit(1)
    )[0];
  const localeOf = async (mobile: string) =>
    (await api().app.db.select({ locale: members.locale }).from(members).where(eq(members.mobile, mobile)))[0]?.locale;
  const post = (lang: Lang, path: string, body: unknown, ip: string) =>
    api().app.inject({
      method: 'POST',
      url: localizedPath(path, lang),
      payload: body as object,
      headers: { 'x-api-key': TEST_API_KEY, 'x-client-ip': ip },
    });

  it('sends the sign-in code in the page’s language and remembers it as the member’s language', async () => {
    const client = memberClient(api);
    const expected: Record<Lang, RegExp> = {
      fa: /^کد ورود شما: \d{5,6}\nاین کد تا ۲ دقیقه/,
      en: /^Your sign-in code: \d{5,6}\nValid for 2 minutes/,
      ar: /^رمز الدخول: \d{5,6}\n/,
    };
    for (const [i, lang] of (['fa', 'en', 'ar'] as const).entries()) {
      // Numbers of their own (signIn's client counts 0912… numbers from the start).
      const mobile = `0935000000${i}`;
      const ip = client.ip();
      expect((await post(lang, endpoints.requestSigninCode.path, { mobile }, ip)).statusCode).toBe(200);
      const sms = await smsTo(mobile);
      expect(sms.body, lang).toMatch(expected[lang]);
      const verified = await post(lang, endpoints.verifySigninCode.path, { mobile, code: sms.token }, ip);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(await localeOf(mobile), lang).toBe(lang);
    }
  });

  it('writes a booking’s SMS in the member’s language, and a booking under /en makes English the language', async () => {
    const booking = await paidBooking(api, 'IR 721', 6);
    expect(await localeOf(booking.mobile)).toBe('fa');
    expect((await smsTo(booking.mobile, 'cip-paid')).body).toMatch(/^آسمان ویژه: رزرو سی‌آی‌پی [۰-۹]+ پرداخت شد/);

    await api().app.db.update(members).set({ locale: 'ar' }).where(eq(members.id, booking.memberId));
    const cancel = await injectCall(
      api().app,
      { ...ep.cancelCipOrder, path: localizedPath(ep.cancelCipOrder.path, 'ar') },
      { params: { id: booking.order.id }, body: {}, token: booking.token },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const canceled = await smsTo(booking.mobile, 'cip-canceled');
    expect(canceled.body).toContain(
      `آسمان VIP: أُلغي الحجز رقم ${booking.order.reference.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])}.`,
    );
    expect(canceled.body).toContain('إلى محفظتك');

    // Booking from an English page: the member's later SMS are in English.
    const { flight, services } = await flightWithServices(api, 'W5 118', 6);
    const created = await injectCall(
      api().app,
      { ...ep.createCipOrder, path: localizedPath(ep.createCipOrder.path, 'en') },
      {
        body: bookingBody(
          flight.id,
          [{ reservation_type: 0, service_id: cipOf(services.departure).id }],
          [passenger()],
        ),
        token: booking.token,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await localeOf(booking.mobile)).toBe('en');
    await injectCall(
      api().app,
      { ...ep.cancelCipOrder, path: ep.cancelCipOrder.path },
      { params: { id: created.json().data.id }, body: {}, token: booking.token },
    );
    expect((await smsTo(booking.mobile, 'cip-canceled')).body).toMatch(/^Aseman VIP: booking \d+ is cancelled\./);
  });
});
