/**
 * Demo bookings of the demo member (the store's seed creates them): saved passengers, a confirmed IKA departure
 * with its voucher, a paid Tehran–Mashhad round trip with a transfer awaiting the provider, an unpaid booking
 * that expired, and a paid booking inside its cut-off (not editable or cancellable). Flights are picked days ahead of the seed, so the bookings are upcoming on a fresh database.
 */
import { cipOrderBody, type PersonInput } from '@vip/contract';
import { AgeType, Gender, Nationality, OrderStatus, PaymentStatus } from '@vip/domain';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { appendLedger } from '../credit/ledger';
import { members } from '../member/schema';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { addPaidAmount, cancelOrderRecord, moveOrderStatus, SYSTEM } from '../order/service';
import { DEMO_MEMBER_MOBILE } from '../store/seed';
import { createCipOrder, releasePlacesOf } from './booking';
import { flightServices, listBriefFlights } from './catalogue';
import { holdLimitsOf } from './holds';
import { tehranDate } from './schedule';
import { cipAirports, cipFlightPatterns, cipFlights, cipSavedPassengers } from './schema';

const person = (
  first_name: string,
  last_name: string,
  national_code: string,
  person_age_type: AgeType,
  gender: Gender,
  mobile = '',
): PersonInput => ({
  first_name,
  last_name,
  national_code,
  passport_number: '',
  mobile,
  person_age_type,
  gender,
  nationality: Nationality.iranian,
  country_id: 1,
});

// Valid §5 national codes (check digits computed).
const SARA = person('سارا', 'محمدی', '0076543218', AgeType.adult, Gender.female, DEMO_MEMBER_MOBILE);
const REZA = person('رضا', 'محمدی', '0081234562', AgeType.adult, Gender.male, '09351234567');
const AVA = person('آوا', 'محمدی', '0023456787', AgeType.child, Gender.female);

/** The default hold rules (each demo booking is paid or cancelled before the next is made). */
const limits = holdLimitsOf(loadConfig({}));

/** The flight with this number `days` after `now`, with its CIP services. */
async function flight(db: Db, flightNumber: string, days: number) {
  const list = await listBriefFlights(db, {
    date: tehranDate(new Date(), days),
    searchtext: flightNumber,
    limit: 5,
    offset: 0,
  });
  const found = list.data.find((f) => f.flight_number === flightNumber);
  if (!found) throw new Error(`demo flight ${flightNumber} not in the schedule`);
  const answer = await flightServices(db, found.id);
  const cipAt = (side: 'departure' | 'arrival') => answer!.data[side].find((s) => s.service_type === 2)!;
  return { id: found.id, cip: cipAt('departure'), arrivalCip: cipAt('arrival') };
}

/** Pays a demo booking from the wallet (a top-up, then the payment) and hands it to the provider. */
async function payFromWallet(db: Db, order: OrderRow, memberId: number) {
  await appendLedger(db, { memberId, kind: 'topup', amount: order.totalPrice, note: 'شارژ کیف پول از درگاه بانک' });
  await appendLedger(db, {
    memberId,
    kind: 'payment',
    amount: -order.totalPrice,
    orderId: order.id,
    note: `پرداخت رزرو ${order.reference}`,
  });
  await addPaidAmount(db, order.id, order.totalPrice);
  await moveOrderStatus(
    db,
    order.id,
    { status: OrderStatus.wait, paymentStatus: PaymentStatus.paid },
    SYSTEM,
    'پرداخت از کیف پول',
  );
  await moveOrderStatus(db, order.id, { status: OrderStatus.providerPending }, SYSTEM, 'ارسال به ارائه‌دهنده');
  await db.update(orders).set({ paidAt: new Date(), expiresAt: null }).where(eq(orders.id, order.id));
}

export async function seedCipDemo(db: Db) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_MEMBER_MOBILE));
  if (!member) return;
  const memberId = member.id;
  await db.insert(cipSavedPassengers).values(
    [SARA, REZA, AVA].map((p) => ({
      memberId,
      firstName: p.first_name,
      lastName: p.last_name,
      mobile: p.mobile ?? '',
      nationalCode: p.national_code ?? '',
      passportNumber: '',
      ageType: p.person_age_type,
      gender: p.gender ?? Gender.male,
      nationality: Nationality.iranian,
      countryId: 1,
    })),
  );
  const book = async (body: unknown) =>
    (await createCipOrder(db, memberId, cipOrderBody.parse(body), { clientIp: '127.0.0.1', limits })).order;

  const istanbul = await flight(db, 'IR 721', 6);
  const confirmed = await book({
    flight_orders: [
      {
        order_type: 0,
        flight_id: istanbul.id,
        passengers: [SARA, REZA, AVA],
        reservations: [
          {
            reservation_type: 0,
            service_id: istanbul.cip.id,
            wheelchair_count: 1,
            parking_count: 1,
            parking_additional_hours: 48,
            suite_list: [{ suite_id: istanbul.cip.suites[0].id }],
          },
        ],
      },
    ],
  });
  await payFromWallet(db, confirmed, memberId);
  await moveOrderStatus(
    db,
    confirmed.id,
    { status: OrderStatus.providerConfirmed },
    { actor: 'staff' },
    'تأیید فرودگاه',
  );

  const out = await flight(db, 'IR 201', 3);
  const back = await flight(db, 'IR 202', 5);
  const roundTrip = await book({
    flight_orders: [
      {
        order_type: 0,
        flight_id: out.id,
        passengers: [SARA],
        reservations: [{ reservation_type: 0, service_id: out.cip.id }],
      },
      {
        order_type: 1,
        flight_id: back.id,
        passengers: [SARA],
        reservations: [
          {
            reservation_type: 1,
            service_id: back.arrivalCip.id,
            greeter_attendant_list: [{ ...REZA, role: 2 }],
            transfer: {
              transfer_id: back.arrivalCip.transfers[1].id,
              address: 'تهران، سعادت‌آباد، میدان کاج، خیابان سرو غربی، پلاک ۲۴',
              date: tehranDate(new Date(), 5),
              time: '23:00',
              latitude: 35.7796,
              longitude: 51.3774,
              stop_count: 0,
            },
          },
        ],
      },
    ],
  });
  await payFromWallet(db, roundTrip, memberId);

  const shiraz = await flight(db, 'IR 433', 9);
  const expired = await book({
    flight_orders: [
      {
        order_type: 0,
        flight_id: shiraz.id,
        passengers: [REZA],
        reservations: [{ reservation_type: 0, service_id: shiraz.cip.id }],
      },
    ],
  });
  await cancelOrderRecord(db, expired.id, SYSTEM, 'پایان مهلت پرداخت');
  // The kind's hook may not be registered while seeding (before the routes load); releasing twice is harmless.
  await releasePlacesOf(db, expired.id);

  await seedInsideCutoff(db, memberId);
}

/**
 * A paid booking whose flight leaves within the cut-off of the seed (booked, as it were, the day before): its
 * edit and cancellation are refused with the Persian reason. Skipped when no served flight leaves that soon.
 */
async function seedInsideCutoff(db: Db, memberId: number) {
  const now = new Date();
  const servedFlights = () =>
    db
      .select({ id: cipFlights.id, departureAt: cipFlights.departureAt })
      .from(cipFlights)
      .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
      .innerJoin(cipAirports, eq(cipAirports.id, cipFlightPatterns.originAirportId));
  const [upcoming] = await servedFlights()
    .where(
      and(
        eq(cipAirports.served, true),
        gt(cipFlights.departureAt, new Date(now.getTime() + 20 * 60_000)),
        lt(
          cipFlights.departureAt,
          sql`${now.toISOString()}::timestamptz + make_interval(hours => ${cipAirports.bookingCutoffHours})`,
        ),
      ),
    )
    .orderBy(asc(cipFlights.departureAt))
    .limit(1);
  // Late at night no served flight may leave within a cut-off (none depart 23:00–02:00 Tehran): then a flight that
  // left in the last hours stands in, which is just as far past its cut-off.
  const [recent] = upcoming
    ? [undefined]
    : await servedFlights()
        .where(
          and(
            eq(cipAirports.served, true),
            lt(cipFlights.departureAt, new Date(now.getTime() + 20 * 60_000)),
            gt(cipFlights.departureAt, new Date(now.getTime() - 12 * 3_600_000)),
          ),
        )
        .orderBy(desc(cipFlights.departureAt))
        .limit(1);
  const soon = upcoming ?? recent;
  if (!soon) return;
  const services = await flightServices(db, soon.id);
  const cip = services?.data.departure.find((x) => x.service_type === 2);
  if (!cip) return;
  const body = cipOrderBody.parse({
    flight_orders: [
      {
        order_type: 0,
        flight_id: soon.id,
        passengers: [SARA],
        reservations: [{ reservation_type: 0, service_id: cip.id }],
      },
    ],
  });
  const bookedAt = new Date(soon.departureAt.getTime() - 24 * 3_600_000);
  const { order } = await createCipOrder(db, memberId, body, { clientIp: '127.0.0.1', now: bookedAt, limits });
  await payFromWallet(db, order, memberId);
}
