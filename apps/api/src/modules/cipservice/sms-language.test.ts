// A member who booked under /en or /ar gets the booking's SMS (paid, a delay, a change of flight, the day-before
// reminder) in that language: the flight's day in the Gregorian calendar, the hour in the reader's digits and the
// airport's English or Arabic name; Persian stays as it was (Jalali, Persian digits).
import {
  type CipOrder,
  cipserviceEndpoints as ep,
  type FlightBriefView,
  flightStatusEndpoints as fs,
  type Lang,
  localizedPath,
} from '@vip/contract';
import { formatJalaliDate, toPersianDigits } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, injectCall } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { outbox } from '../../outbox/schema';
import { sendDayBeforeReminders } from './notify';
import { cipAirports } from './schema';
import {
  bookingBody,
  cipOf,
  flightWithServices,
  laterFlightOf,
  passenger,
  payFromWallet,
  signIn,
  topUp,
} from './test-util';

const HOUR = 3_600_000;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
/** Letters (and digits) Persian has and Arabic does not: پ چ ژ گ ک ی, ۰–۹. */
const PERSIAN_ONLY = /[پچژگکی۰-۹]/;
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** What the reader should see of a departure at Tehran's airports, worked out by ICU independently of the code. */
function expected(lang: Lang, at: Date) {
  const day = (locale: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Tehran' }).format(
      at,
    );
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tehran',
  }).format(at);
  if (lang === 'en') return { day: day('en-GB'), time: hhmm };
  if (lang === 'ar') return { day: day('ar-u-ca-gregory-nu-arab'), time: hhmm.replace(/\d/g, (d) => ARABIC_INDIC[+d]) };
  return { day: formatJalaliDate(at, { style: 'long' }).replace(/ [۰-۹]{4}$/, ''), time: toPersianDigits(hhmm) };
}

describeEachBackend('booking SMS in the language the member booked in', (api) => {
  const db = () => api().app.db;
  const desk = () => staffToken(api, 'vip_desk');

  /** A paid departure CIP booking made from the site's `lang` pages. */
  async function bookedIn(lang: Lang, flightNumber: string, days: number) {
    const member = await signIn(api);
    const { flight, services } = await flightWithServices(api, flightNumber, days);
    const created = await injectCall(
      api().app,
      { ...ep.createCipOrder, path: localizedPath(ep.createCipOrder.path, lang) },
      {
        body: bookingBody(
          flight.id,
          [{ reservation_type: 0, service_id: cipOf(services.departure).id }],
          [passenger()],
        ),
        token: member.token,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as CipOrder;
    await payFromWallet(api, member, order);
    // The later flight may price higher (night or holiday surcharges): the wallet covers the change's rise.
    await topUp(db(), member.memberId, 900_000_000);
    return { ...member, flight, order };
  }

  const smsOf = async (template: string, reference: string) => {
    const rows = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, template), eq(outbox.token, reference)));
    expect(rows.length, `${template} of ${reference}`).toBeGreaterThan(0);
    return rows[0].body;
  };

  const airportName = async (flight: FlightBriefView, lang: Lang) => {
    const [a] = await db().select().from(cipAirports).where(eq(cipAirports.id, flight.origin.airport_id));
    return lang === 'en' ? a.titleEn : lang === 'ar' ? a.titleAr : a.title;
  };

  /** Delays the flight two hours, sends the reminder the day before, then moves the booking to a later flight. */
  async function delayRemindAndChange(b: Awaited<ReturnType<typeof bookedIn>>, after: number) {
    const newAt = new Date(new Date(b.flight.origin.at).getTime() + 2 * HOUR);
    const delay = await api().call(fs.adminSetFlightStatus, {
      params: { id: b.flight.id },
      body: { status: 'delayed', departure_at: newAt.toISOString() } as never,
      token: (await desk()).token,
    });
    expect(delay.statusCode, delay.body).toBe(200);
    await sendDayBeforeReminders(db(), new Date(newAt.getTime() - 20 * HOUR));
    const later = await laterFlightOf(api, b.flight, after);
    const change = await api().call(fs.changeCipFlight, {
      params: { id: b.order.id },
      body: { flight_order_id: b.order.flight_orders[0].id, flight_id: later.id },
      token: b.token,
    });
    expect(change.statusCode, change.body).toBe(200);
    return {
      newAt,
      later,
      delayed: await smsOf('cip-delayed', b.order.reference),
      reminder: await smsOf('cip-reminder', b.order.reference),
      changed: await smsOf('cip-flight-changed', b.order.reference),
      paid: await smsOf('order-paid', b.order.reference),
    };
  }

  it('English: Gregorian day, Latin digits, the English airport name and no Arabic-script letter', async () => {
    const b = await bookedIn('en', 'IR 721', 12);
    const sms = await delayRemindAndChange(b, 13);
    const airport = await airportName(b.flight, 'en');
    const delayedAt = expected('en', sms.newAt);
    expect(sms.delayed).toContain('is delayed');
    expect(sms.delayed).toContain(`IR 721 on ${delayedAt.day} at ${delayedAt.time} from ${airport}`);
    expect(sms.reminder).toContain(`flight IR 721 tomorrow at ${delayedAt.time} from ${airport}`);
    const changedAt = expected('en', new Date(sms.later.origin.at));
    expect(sms.changed).toContain(`has changed; new flight: IR 721 on ${changedAt.day} at ${changedAt.time}`);
    expect(sms.paid).toContain(`order ${b.order.reference} of`);
    for (const body of [sms.delayed, sms.reminder, sms.changed, sms.paid]) {
      expect(body).toContain(b.order.reference);
      expect(body).not.toMatch(ARABIC_SCRIPT);
    }
  });

  it('Arabic: Gregorian day, Arabic-Indic digits, the Arabic airport name and no Persian-only letter', async () => {
    const b = await bookedIn('ar', 'IR 721', 22);
    const sms = await delayRemindAndChange(b, 23);
    const airport = await airportName(b.flight, 'ar');
    expect(airport).toMatch(ARABIC_SCRIPT);
    const delayedAt = expected('ar', sms.newAt);
    expect(sms.delayed).toContain('متأخرة');
    expect(sms.delayed).toContain(`IR 721 يوم ${delayedAt.day} الساعة ${delayedAt.time} من ${airport}`);
    expect(sms.reminder).toContain(`الرحلة IR 721 غدًا الساعة ${delayedAt.time} من ${airport}`);
    const changedAt = expected('ar', new Date(sms.later.origin.at));
    expect(sms.changed).toContain(`الرحلة الجديدة: IR 721 يوم ${changedAt.day} الساعة ${changedAt.time}`);
    const reference = b.order.reference.replace(/\d/g, (d) => ARABIC_INDIC[+d]);
    expect(sms.paid).toContain(`تم دفع الطلب رقم ${reference}`);
    for (const body of [sms.delayed, sms.reminder, sms.changed, sms.paid]) {
      expect(body).toContain(reference);
      expect(body).not.toMatch(PERSIAN_ONLY);
    }
  });

  it('Persian as before: the Jalali day, Persian digits and the Persian airport name', async () => {
    const b = await bookedIn('fa', 'IR 721', 32);
    const sms = await delayRemindAndChange(b, 33);
    const airport = await airportName(b.flight, 'fa');
    const delayedAt = expected('fa', sms.newAt);
    expect(sms.delayed).toContain(`زمان جدید: IR 721 ${delayedAt.day} ساعت ${delayedAt.time} از ${airport}`);
    expect(sms.reminder).toContain(`پرواز IR 721 فردا ساعت ${delayedAt.time} از ${airport}`);
    const changedAt = expected('fa', new Date(sms.later.origin.at));
    expect(sms.changed).toContain(`پرواز جدید: IR 721 ${changedAt.day} ساعت ${changedAt.time}`);
    expect(sms.changed).toContain(toPersianDigits(b.order.reference));
  });
});
