/**
 * Airport VIP (CIP) catalogue and booking (§7 "Flights", docs/cip.md, issue #13).
 *
 * Catalogue (public): airports with terminals, brief flights of the rolling schedule, the services of a flight per
 * side (Departure = at the origin airport, Arrival = at the destination airport) with their tariffs, transfers.
 * Booking (member): CIP orders on the shared `orders` core (the CIP order's `id` IS the orders row id, so the
 * orders core's payment call takes it), saved passengers, vouchers (member, or a signed link from the QR).
 *
 * Prices: the server bills with `@vip/domain` pricing over its own tariffs; a client runs the same functions on
 * `toFlightService(view)` of the services answer, so its preview equals the bill. Prices sent by a client are
 * ignored.
 */
import { bill } from './bill';
import {
  AgeType,
  FlightClass,
  Gender,
  Nationality,
  PersonRole,
  validateMobile,
  validateNationalId,
  validatePassportNumber,
  OrderStatus,
} from '@vip/domain';
import { z } from 'zod';
import {
  bodyId,
  calendarDate,
  codeField,
  detailOf,
  idParam,
  idParams,
  latinDigits,
  listOf,
  money,
  pagingQuery,
  queryCode,
  rials,
  searchQuery,
} from './common';
import {
  AGE_TYPE_MEANINGS,
  FLIGHT_CLASS_MEANINGS,
  GENDER_MEANINGS,
  NATIONALITY_MEANINGS,
  ORDER_TYPE_MEANINGS,
  PERSON_ROLE_MEANINGS,
  RESERVATION_TYPE_MEANINGS,
  SERVICE_TYPE_MEANINGS,
  ageTypeCode,
  flightClassCode,
  flightStatusCode,
  genderCode,
  nationalityCode,
  orderStatusCode,
  paymentStatusCode,
  personRoleCode,
} from './codes';
import { defineEndpoints } from './endpoint';
import { paymentGateway, paymentStart } from './payment';

// ── Small field schemas ─────────────────────────────────────────────────────────────────────────────────────

const TAG = 'cipservice';

/** Gregorian calendar date `YYYY-MM-DD` (Persian digits accepted); a bad one is a Persian 400. */
export const gregorianDate = calendarDate('تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.');

const count = (label: string) =>
  z.preprocess(latinDigits, z.coerce.number().int(`${label} باید عدد صحیح باشد.`).min(0).max(99)).default(0);

/** Persian/English title pair of a place or company. */
const named = { title: z.string(), title_en: z.string() };

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────────────────

export const terminal = z.object({ id: z.number().int(), ...named });
export type Terminal = z.infer<typeof terminal>;

export const airport = z.object({
  id: z.number().int(),
  iata: z.string().describe('IATA code, e.g. IKA'),
  ...named,
  city: z.string(),
  city_en: z.string(),
  country_code: z.string().describe('ISO 3166-1 alpha-2, IR for Iranian airports'),
  is_domestic: z.boolean(),
  timezone: z.string().describe('IANA zone of the local times shown for this airport'),
  terminals: z.array(terminal),
  booking_cutoff_hours: z.number().int().describe('Bookings and edits close this many hours before a flight'),
  desk_phone: z.string().nullable().describe('The VIP desk (on the voucher)'),
});
export type Airport = z.infer<typeof airport>;

export const airportListQuery = pagingQuery(50).extend({
  search_text: z.string().max(100).optional(),
  /** Only airports where services can be booked (our Iranian airports). */
  served: z
    .preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean())
    .optional(),
});
export const airportList = listOf(airport);

export const airline = z.object({ id: z.number().int(), iata: z.string(), ...named });
export type Airline = z.infer<typeof airline>;

/** One end of a flight. */
export const flightEnd = z.object({
  airport_id: z.number().int(),
  iata: z.string(),
  ...named,
  city: z.string(),
  terminal_id: z.number().int().nullable(),
  terminal: z.string().nullable(),
  /** Local date and time at that airport. */
  date: z.string().describe('YYYY-MM-DD, local'),
  time: z.string().describe('HH:mm, local'),
  at: z.string().describe('ISO-8601 UTC'),
});
export type FlightEnd = z.infer<typeof flightEnd>;

/**
 * A flight's status and times (ISO-8601 UTC): the schedule's, and the current ones the desk or the flight feed set.
 * Declared once; the flight list, the desk's status answer and its disrupted flights each take the fields they show.
 */
export const flightStatusFields = z.object({
  status: flightStatusCode(),
  status_label: z.string().describe('Persian, e.g. «تأخیر»'),
  departure_at: z.string(),
  arrival_at: z.string(),
  scheduled_departure_at: z.string(),
  scheduled_arrival_at: z.string(),
  /** Minutes the departure moved from the schedule (0 on time). */
  delay_minutes: z.number().int(),
});

/** A flight of the schedule as listed by briefflights (maps onto the domain's FlightBrief). */
export const flightBrief = z
  .object({
    id: z.number().int(),
    flight_number: z.string().describe('e.g. IR 452'),
    airline,
    origin: flightEnd,
    destination: flightEnd,
    /** Departure date at the origin (the date searched by). */
    date: z.string(),
    time: z.string(),
    /** Bookable now: before the earliest cut-off of the flight's airports. */
    bookable: z.boolean(),
    booking_closes_at: z.string().describe('ISO-8601 UTC: the cut-off of the origin airport'),
    /** `origin.at`/`destination.at` are the current times. */
    ...flightStatusFields.omit({ departure_at: true, arrival_at: true }).shape,
    /** Origin or destination outside Iran: international fares apply. */
    international: z.boolean(),
  })
  .meta({ id: 'Flight', description: 'A flight of the schedule, with its current status and times.' });
export type FlightBriefView = z.infer<typeof flightBrief>;

export const FLIGHT_SORT_FIELDS = ['departure_at', 'flight_number', 'airline'] as const;

export const briefFlightsQuery = pagingQuery(20).extend({
  date: gregorianDate.describe('Gregorian departure date at the origin, YYYY-MM-DD'),
  searchtext: z
    .string()
    .max(100)
    .optional()
    .describe('Flight number, airline or airport (Persian or English, IATA); ي/ك and digits folded'),
  /** Only flights with at least one service at this airport (either side). */
  airport_id: idParam.optional(),
});
export type BriefFlightsQuery = z.input<typeof briefFlightsQuery>;
export const briefFlightList = listOf(flightBrief);

/** A price per person by age type (adult 12+, child 2–11, infant under 2), each in Rials. */
export const agePrices = z.object({ adult: money, child: money, infant: money });

/** Unit prices of a service in Rials (exactly what `@vip/domain` pricing reads). */
const fareTable = z.object({ domestic: agePrices, international: agePrices });

/** An airport's surcharges (a percent of a reservation's services, each a bill line; null is off). */
export const surchargeRules = z.object({
  late_booking: z.object({ hours: z.number().int(), percent: z.number().int() }).nullable(),
  night: z.object({ from: z.string(), to: z.string(), percent: z.number().int() }).nullable(),
  holiday: z.object({ percent: z.number().int() }).nullable(),
  utc_offset_minutes: z.number().int(),
});

export const serviceTariff = z.object({
  /** Passenger prices by nationality and flight kind (`passenger` is an Iranian's on a domestic flight). */
  fares: z.object({ iranian: fareTable, foreign: fareTable }).optional(),
  surcharges: surchargeRules.optional().describe("The airport's late-booking, night and holiday surcharges"),
  vat_percent: z.number().int().optional().describe('VAT on the taxable lines (visa is not), percent'),
  passenger: agePrices,
  greeter_attendant: agePrices,
  pet: rials('Each pet'),
  parking: z.object({
    main: rials('One parking place for the first `included_hours`'),
    hourly: rials('Each hour beyond them'),
    included_hours: z
      .number()
      .int()
      .optional()
      .describe('Hours `main` covers (in a services answer; a booked reservation keeps its price only)'),
  }),
  wheelchair: z.object({
    outdoor: rials('Each wheelchair outside the lounge'),
    indoor: rials('Each wheelchair inside it'),
  }),
  visa: rials('Each visa'),
});
export type ServiceTariffView = z.infer<typeof serviceTariff>;

export const suiteTariff = z.object({
  id: z.number().int(),
  title: z.string().describe('A suite or the conference room, priced per booking'),
  price: money,
});

export const transferTariff = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  title: z.string(),
  vehicle: z.string(),
  seats: z.number().int(),
  service_price: rials('Base price of the ride'),
  stop_price: rials('Price of each extra stop'),
});
export type TransferTariffView = z.infer<typeof transferTariff>;

/** A service offered to a flight on one side, with its tariff and what is left of its slot's capacity. */
export const flightServiceView = z.object({
  id: z.number().int(),
  title: z.string(),
  service_type: codeField(SERVICE_TYPE_MEANINGS, 'نوع خدمت نامعتبر است.', 'Service type'),
  reservation_type: codeField(RESERVATION_TYPE_MEANINGS, 'نوع رزرو نامعتبر است.', 'Reservation type'),
  description: z.string(),
  airport_id: z.number().int(),
  airport: z.string(),
  terminal_id: z.number().int().nullable(),
  terminal: z.string().nullable(),
  meeting_point: z.string(),
  desk_phone: z.string().nullable(),
  tariff: serviceTariff,
  suites: z.array(suiteTariff),
  transfers: z.array(transferTariff),
  /** Places left in the service's time slot of this flight (passengers + greeters/attendants count). */
  capacity_left: z.number().int(),
});
export type FlightServiceView = z.infer<typeof flightServiceView>;

export const flightServices = detailOf(
  z.object({
    flight: flightBrief,
    /** Services at the origin airport (the Departure reservation). */
    departure: z.array(flightServiceView),
    /** Services at the destination airport (the Arrival reservation). */
    arrival: z.array(flightServiceView),
  }),
);
export type FlightServicesAnswer = z.infer<typeof flightServices>;

export const transferListQuery = pagingQuery(20).extend({ service_id: idParam });
export const transferList = listOf(transferTariff);

// ── Persons ────────────────────────────────────────────────────────────────────────────────────────────────

const personFields = z.object({
  first_name: z.string().trim().min(1, 'نام را وارد کنید.').max(50, 'نام حداکثر ۵۰ نویسه است.'),
  last_name: z.string().trim().min(1, 'نام خانوادگی را وارد کنید.').max(50, 'نام خانوادگی حداکثر ۵۰ نویسه است.'),
  mobile: z.string().max(40).default(''),
  national_code: z.string().max(20).default(''),
  passport_number: z.string().max(20).default(''),
  person_age_type: codeField(AGE_TYPE_MEANINGS, 'رده سنی نامعتبر است.', 'Age type'),
  gender: codeField(GENDER_MEANINGS, 'جنسیت نامعتبر است.', 'Gender').default(Gender.male),
  nationality: codeField(NATIONALITY_MEANINGS, 'ملیت نامعتبر است.', 'Nationality').default(Nationality.iranian),
  country_id: bodyId.default(1).describe('Country of the passport (1 Iran)'),
});

/** A traveller's nine own fields on the wire (a body as parsed, an answer): see person-wire.ts for the mapping. */
export type PersonWire = z.output<typeof personFields>;
type IdentityIssue = { path: string[]; message: string };

/**
 * §5's identity checks of a person, digits normalised to Latin. `required`: an Iranian needs a valid national code,
 * a foreigner a passport number and a country other than Iran; otherwise a number is checked only when sent.
 * A mobile, when given, must be valid.
 */
function checkIdentity<P extends PersonWire>(p: P, required: boolean, issue: (i: IdentityIssue) => void) {
  const out = { ...p, mobile: '', national_code: '', passport_number: '' };
  if (p.nationality === Nationality.iranian) {
    if (required || p.national_code.trim() !== '') {
      const r = validateNationalId(p.national_code);
      if (r.ok) out.national_code = r.value;
      else issue({ path: ['national_code'], message: r.reason });
    }
  } else {
    if (required || p.passport_number.trim() !== '') {
      const r = validatePassportNumber(p.passport_number);
      if (r.ok) out.passport_number = r.value;
      else issue({ path: ['passport_number'], message: r.reason });
    }
    if (required && p.country_id === 1) {
      issue({ path: ['country_id'], message: 'کشور صادرکننده گذرنامه را انتخاب کنید.' });
    }
  }
  if (p.mobile.trim() !== '') {
    const r = validateMobile(p.mobile);
    if (r.ok) out.mobile = r.value;
    else issue({ path: ['mobile'], message: r.reason });
  }
  return out;
}

/**
 * A person of a booking with §5's rules: an Iranian needs a valid national code, a foreigner a passport number
 * and a country other than Iran; a mobile, when given, must be valid. Digits are normalised to Latin.
 */
export const personInput = personFields.transform((p, ctx) =>
  checkIdentity(p, true, (i) => ctx.addIssue({ code: 'custom', ...i })),
);
export type PersonInput = z.input<typeof personInput>;
/** A person of a booking as the API parsed it (identity numbers normalised). */
export type ParsedPerson = z.output<typeof personInput>;

/**
 * A greeter (Arrival) or attendant (Departure) with their role: a name and an optional mobile, nothing else
 * required. The age type prices them (adult unless sent); an identity number, when sent, is checked.
 */
export const greeterAttendantInput = personFields
  .extend({
    person_age_type: personFields.shape.person_age_type.default(AgeType.adult),
    // Typed as the domain's role (the site sends its GreeterAttendant as it is); a passenger's code is refused.
    role: codeField(
      PERSON_ROLE_MEANINGS,
      'نقش همراه نامعتبر است.',
      'Role: 2 (greeter) on an Arrival reservation, 3 (attendant) on a Departure one; 1 is refused',
    ).refine((r) => r !== PersonRole.passenger, 'نقش همراه نامعتبر است.'),
  })
  .transform((p, ctx) => checkIdentity(p, false, (i) => ctx.addIssue({ code: 'custom', ...i })));
export type GreeterAttendantInput = z.input<typeof greeterAttendantInput>;
/** A greeter or attendant as the API parsed it. */
export type ParsedGreeterAttendant = z.output<typeof greeterAttendantInput>;

/** A person as the API answers it. */
export const personView = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  national_code: z.string(),
  passport_number: z.string(),
  person_age_type: ageTypeCode(),
  gender: genderCode(),
  nationality: nationalityCode(),
  country_id: z.number().int(),
  role: personRoleCode(),
});
export type PersonView = z.infer<typeof personView>;

/** A member's saved passenger (picked in the passengers step). */
export const savedPassenger = personView.omit({ role: true }).extend({ created_at: z.string() });
export type SavedPassenger = z.infer<typeof savedPassenger>;
export const savedPassengerList = listOf(savedPassenger);
export const savedPassengerDetail = detailOf(savedPassenger);
export const savedPassengerListQuery = pagingQuery(50).extend({ search_text: z.string().max(100).optional() });

// ── Booking ────────────────────────────────────────────────────────────────────────────────────────────────

/** The transfer chosen for a reservation, with its map point. */
export const transferChoice = z.object({
  transfer_id: idParam,
  address: z.string().trim().min(1, 'نشانی ترانسفر را وارد کنید.').max(300),
  date: gregorianDate,
  time: z.preprocess(latinDigits, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ساعت باید به شکل HH:mm باشد.')),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  stop_count: count('تعداد توقف'),
});

/** The extras of a reservation (what pricing reads), shared by booking and edit. */
const reservationExtras = z.object({
  visa_count: count('تعداد ویزا'),
  visa_number_list: z.array(z.string().max(30)).max(99).default([]),
  suite_list: z
    .array(z.object({ suite_id: idParam }))
    .max(99)
    .default([]),
  suite_description: z.string().max(500).default(''),
  wheelchair_count: count('تعداد ویلچر'),
  indoor_wheelchair_count: count('تعداد ویلچر داخل سالن'),
  parking_count: count('تعداد پارکینگ'),
  parking_additional_hours: count('ساعت اضافه پارکینگ'),
  pet_count: count('تعداد حیوان خانگی'),
  greeter_attendant_list: z.array(greeterAttendantInput).max(20).default([]),
  transfer: transferChoice.nullable().default(null),
  note: z.string().max(500).default(''),
});

/** The extras of a reservation as the API parsed them (booking and edit; what pricing reads). */
export type ParsedReservationExtras = z.output<typeof reservationExtras>;

export const reservationInput = reservationExtras.extend({
  reservation_type: codeField(RESERVATION_TYPE_MEANINGS, 'نوع رزرو نامعتبر است.', 'Reservation type'),
  service_id: idParam,
});
export type ReservationInput = z.input<typeof reservationInput>;

export const flightOrderInput = z.object({
  order_type: codeField(ORDER_TYPE_MEANINGS, 'نوع سفارش پرواز نامعتبر است.', 'Flight order type'),
  flight_id: idParam,
  flight_class: codeField(FLIGHT_CLASS_MEANINGS, 'کلاس پرواز نامعتبر است.', 'Flight class').default(
    FlightClass.economy,
  ),
  /** The travellers of this flight (each booked reservation serves all of them); adults first is not required. */
  passengers: z.array(personInput).min(1, 'دست‌کم یک مسافر لازم است.').max(30),
  /** One or two reservations (Departure and/or Arrival), each with its own service. */
  reservations: z.array(reservationInput).min(1, 'دست‌کم یک خدمت انتخاب کنید.').max(2),
});
export type FlightOrderInput = z.input<typeof flightOrderInput>;

export const cipOrderBody = z.object({
  /** One (one-way) or two (departing and returning) flight orders. */
  flight_orders: z.array(flightOrderInput).min(1).max(2),
  /** What the client's preview showed; ignored for billing, answered back as `client_total_matches`. */
  client_total: z.number().int().optional(),
});
export type CipOrderBody = z.input<typeof cipOrderBody>;
/** A booking as the API parsed it (defaults filled, identity numbers normalised). */
export type ParsedCipOrderBody = z.output<typeof cipOrderBody>;

/** The edit of §4: extras and passengers of the reservations sent (any of the order's; flights and services stay). */
export const cipOrderEditBody = z.object({
  reservations: z
    .array(
      reservationExtras.extend({
        id: idParam.describe('Reservation id from the order'),
        passengers: z.array(personInput).min(1, 'دست‌کم یک مسافر لازم است.').max(30),
      }),
    )
    .min(1),
  client_total: z.number().int().optional(),
});
export type CipOrderEditBody = z.input<typeof cipOrderEditBody>;
/** An edit as the API parsed it. */
export type ParsedCipOrderEditBody = z.output<typeof cipOrderEditBody>;

/** One line of a bill (the domain's PriceLine). */
export const priceLine = z.object({
  kind: z.string().describe("'passenger' or a service kind (visa, suite, wheelchair, parking, pet, …)"),
  label: z.string(),
  count: z.number().int(),
  unit_price: money,
  amount: rials('count × unit_price'),
});

/**
 * A booked transfer's trip: where it picks up, when (`YYYY-MM-DD` and `HH:mm`, local at the airport, as the member
 * chose them) and its stops.
 */
export const transferTrip = z.object({
  title: z.string(),
  address: z.string(),
  date: z.string(),
  time: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stop_count: z.number().int(),
});

/** A reservation as stored (§3 server order reservation). */
export const reservationView = z.object({
  id: z.number().int(),
  reservation_type: z.number().int(),
  service: z.object({
    id: z.number().int(),
    title: z.string(),
    service_type: z.number().int(),
    meeting_point: z.string(),
    desk_phone: z.string().nullable(),
    price: serviceTariff.describe('The tariff the reservation was priced with'),
  }),
  airport: z.string(),
  terminal_id: z.number().int().nullable(),
  terminal: z.string().nullable(),
  visa_count: z.number().int(),
  visa_number: z.array(z.string()),
  suite_list: z.array(z.object({ suite_id: z.number().int(), title: z.string(), price: z.number().int() })),
  suite_description: z.string(),
  wheelchair_count: z.number().int(),
  indoor_wheelchair_count: z.number().int(),
  parking_count: z.number().int(),
  parking_hour: z.number().int(),
  pet_count: z.number().int(),
  /** Parking's share of the bill (count × main + extra hours × hourly), §3's parking_price. */
  parking_price: z.number().int(),
  note: z.string(),
  /** §3's note_list: the member's notes for the desk. */
  note_list: z.array(z.string()),
  transfer: z
    .object({
      transfer_id: z.number().int(),
      ...transferTrip.shape,
      service_price: z.number().int(),
      stop_price: z.number().int(),
    })
    .nullable(),
  passengers: z.array(personView),
  greeters: z.array(personView),
  attendants: z.array(personView),
  lines: z.array(priceLine),
  total_price: z.number().int(),
});
export type ReservationView = z.infer<typeof reservationView>;

export const flightOrderView = z.object({
  id: z.number().int(),
  order_type: z.number().int(),
  flight_class: flightClassCode(),
  flight: flightBrief,
  reservations: z.array(reservationView),
  total_price: z.number().int(),
  rebooked_order_id: z
    .number()
    .int()
    .nullable()
    .describe("The booking this one's free move after the airline cancelled its flight created, once moved"),
});
export type FlightOrderView = z.infer<typeof flightOrderView>;

/** A window of the cancellation policy: cancelling at least `hours_before` the flight refunds `refund_percent`. */
export const cancellationWindow = z.object({ hours_before: z.number().int(), refund_percent: z.number().int() });

export const cipOrder = z
  .object({
    id: z.number().int().describe('The orders row id (pay it with the orders core payment call)'),
    reference: z.string().describe('Short reference code read over the phone'),
    status: orderStatusCode(),
    status_label: z.string(),
    payment_status: paymentStatusCode(),
    payment_status_label: z.string(),
    total_price: rials('What the booking costs now'),
    paid_amount: rials('Paid so far, net of refunds'),
    amount_due: rials('total_price − paid_amount when positive (an edit that raised the price)'),
    refunded_amount: rials('Refunded to the wallet so far'),
    created_at: z.string(),
    first_flight_at: z.string().describe('ISO-8601 UTC of the earliest booked flight'),
    editable_until: z.string().describe('ISO-8601 UTC: edits and cancellation close (the earliest cut-off)'),
    editable: z.boolean(),
    pay_until: z
      .string()
      .nullable()
      .describe('ISO-8601 UTC: an unpaid booking is cancelled and its places released after this; null once paid'),
    cancellation: z.object({
      allowed: z.boolean(),
      refund_percent: z.number().int(),
      refund_amount: z.number().int(),
      reason: z.string().nullable().describe('Persian reason when not allowed'),
    }),
    cancellation_policy: z.array(cancellationWindow),
    flight_orders: z.array(flightOrderView),
    voucher_available: z.boolean(),
    /** The order's bill: every reservation's lines, the surcharges and VAT as their own lines; they add up to total_price. */
    bill,
  })
  .meta({
    id: 'CipOrder',
    description:
      "A VIP (CIP) booking: its flights, each flight's reservations (Departure and/or Arrival side) with travellers, extras and price lines, the money (Rials) and what the member may still do.",
  });
export type CipOrder = z.infer<typeof cipOrder>;
export const cipOrderDetail = detailOf(cipOrder);

/** A booking's answer: the order, and whether the client's preview matched the server's bill. */
export const cipOrderCreated = detailOf(cipOrder).extend({ client_total_matches: z.boolean().nullable() });

/**
 * What an edit does to the money. On a paid order the amount it removes comes back at the cancellation policy's
 * share of that moment (the rest is kept), and what it adds is taken from the wallet.
 */
export const cipEditSettlement = z.object({
  previous_total: z.number().int(),
  new_total: z.number().int(),
  /** On a paid order: how much cheaper the booking became. */
  removed_amount: z.number().int(),
  /** The cancellation policy's share (0–100) at the time of the edit, applied to `removed_amount`. */
  refund_percent: z.number().int(),
  refunded_to_wallet: z.number().int(),
  /** The part of `removed_amount` the policy keeps (never refunded later, never spent on a later raise). */
  kept_amount: z.number().int(),
  /** On an unpaid order: the new total still to pay. */
  amount_due: z.number().int(),
  /** On a paid order whose price rose: taken from the wallet (409 payment_required when it cannot cover it). */
  charged_from_wallet: z.number().int(),
  /** The same in one Persian sentence, e.g. «…۵۰٪ مبلغ حذف‌شده (…) به کیف پول برمی‌گردد: …». */
  summary: z.string(),
});
export type CipEditSettlement = z.infer<typeof cipEditSettlement>;

/** What an edit did to the money: refunded to the wallet, or now due. */
export const cipOrderEdited = detailOf(cipOrder).extend({ settlement: cipEditSettlement });

/** What an edit would do, before the member confirms it (nothing is saved). */
export const cipOrderEditPreview = detailOf(cipEditSettlement);

/** Body of POST /v1/cipservice/fa/orders/{id}/payment (the orders core's payment, for a CIP order). */
export const cipOrderPaymentBody = z.object({
  /** Bank for what the wallet does not cover (default: the configured gateway); `credit` = wallet only. */
  gateway: paymentGateway.optional(),
  /** Take what the wallet holds first (default true). */
  use_wallet: z.boolean().default(true),
});
export type CipOrderPaymentBody = z.input<typeof cipOrderPaymentBody>;

export const cipOrderCancelBody = z.object({ reason: z.string().max(300).optional() }).default({});
export const cipOrderCanceled = detailOf(cipOrder).extend({ refunded_to_wallet: z.number().int() });

export const cipOrderListItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: orderStatusCode(),
  status_label: z.string(),
  payment_status: paymentStatusCode(),
  payment_status_label: z.string(),
  total_price: z.number().int(),
  amount_due: z.number().int(),
  created_at: z.string(),
  first_flight_at: z.string(),
  flights: z.array(
    z.object({
      order_type: z.number().int(),
      flight_number: z.string(),
      airline: z.string(),
      origin: z.string(),
      destination: z.string(),
      date: z.string(),
      time: z.string(),
    }),
  ),
  passengers_count: z.number().int(),
  editable: z.boolean(),
});
export type CipOrderListItem = z.infer<typeof cipOrderListItem>;
export const CIP_ORDER_SORT_FIELDS = ['id', 'created_at', 'total_price', 'first_flight_at'] as const;
export const cipOrderListQuery = pagingQuery(12)
  .extend(searchQuery.shape)
  .extend({ status: queryCode(OrderStatus, 'وضعیت سفارش یکی از کدهای ۰ تا ۶ است.').optional() });
export const cipOrderList = listOf(cipOrderListItem);

// ── Voucher ────────────────────────────────────────────────────────────────────────────────────────────────

/** The voucher of a paid booking (identity numbers masked but for their last digits). */
export const voucher = z.object({
  reference: z.string(),
  order_id: z.number().int(),
  status: orderStatusCode(),
  status_label: z.string(),
  issued_at: z.string(),
  verify_url: z.string().meta({
    format: 'uri',
    description:
      "The site's voucher page, `{site}/cip/voucher/{reference}?sig={sig}`; the QR code encodes it. `sig` is an HMAC-SHA256 of the reference under the API's secret (32 base64url characters): whoever holds the link can read the voucher without signing in (GET /v1/cipservice/fa/vouchers/{reference}/verify?sig=…), and no other reference can be read with it.",
    example: 'https://example.com/cip/voucher/CIP-7K2M9Q?sig=3q2-7wXyZaBcDeFgHiJkLmNoPqRsTuVw',
  }),
  total_price: z.number().int(),
  /** The booking's bill, as the order answer's. */
  bill,
  agency_name: z
    .string()
    .nullable()
    .describe('The travel agency the booking was sold through (the voucher says so); null for a member’s own booking'),
  flights: z.array(
    z.object({
      order_type: z.number().int(),
      flight: flightBrief,
      reservations: z.array(
        z.object({
          reservation_type: z.number().int(),
          service_title: z.string(),
          service_type: z.number().int(),
          airport: z.string(),
          terminal: z.string().nullable(),
          meeting_point: z.string(),
          desk_phone: z.string().nullable(),
          extras: z.array(z.object({ label: z.string(), count: z.number().int() })),
          transfer: z.object({ title: z.string(), address: z.string(), date: z.string(), time: z.string() }).nullable(),
          greeters_attendants: z.array(z.object({ name: z.string(), role: personRoleCode() })),
          /** The desk's person who meets the travellers, once assigned. */
          greeter: z.object({ name: z.string(), mobile: z.string() }).nullable(),
        }),
      ),
      passengers: z.array(z.object({ name: z.string(), person_age_type: ageTypeCode(), document: z.string() })),
    }),
  ),
});
export type Voucher = z.infer<typeof voucher>;
export const voucherDetail = detailOf(voucher);
export const referenceParams = z.object({
  reference: z.preprocess(
    (v) => (typeof v === 'string' ? latinDigits(v).toUpperCase() : v),
    z.string().regex(/^[A-Z0-9-]{4,20}$/, 'کد پیگیری نامعتبر است.'),
  ),
});
export const voucherVerifyQuery = z.object({
  sig: z
    .string()
    .min(10)
    .max(200)
    .describe("The `sig` of the voucher's `verify_url`: the reference's signature; another reference's is a 404"),
});

/** What an edit (and its preview) can be refused with besides a bad body. */
const CIP_EDIT_ERRORS = [
  'not_editable',
  'payment_in_progress',
  'edit_closed',
  'order_expired',
  'payment_required',
  'capacity_full',
  'unpaid_places_limit',
] as const;

/** What paying or cancelling a booking can meet: an edit's refusals, a side already served, a closed cut-off. */
const CIP_PAY_CANCEL_ERRORS = [...CIP_EDIT_ERRORS, 'already_served', 'booking_closed'] as const;

/** What a booking and its edit must satisfy beyond the body's schema (the API checks each; a 400 names the field). */
export const CIP_BOOKING_RULES = [
  'Rules the schema cannot express:',
  '- `flight_orders`: each `order_type` once; a returning flight only with a departing one, leaving after it lands.',
  '- `reservations`: one per side of the flight (0 Departure at the origin airport, 1 Arrival at the destination), each with a service offered for that flight on that side; extras (suites, transfers, parking, wheelchairs) only as that service offers them, and no more `visa_number_list` entries than `visa_count`.',
  "- `passengers`: the first passenger's `mobile` is required; at least one adult (12 years or older) and no more infants (under 2) than adults, each infant travelling on an adult; no identity twice (the same national code or passport number).",
  '- Identity: an Iranian (`nationality` 0) needs a valid 10-digit `national_code`; a foreigner (1) a `passport_number` and the issuing `country_id` (not 1, Iran).',
  '- `greeter_attendant_list`: greeters (`role` 2) only on an Arrival reservation, attendants (`role` 3) only on a Departure one; a name is required, an identity number is checked when sent.',
  '- Booking and edits close `booking_cutoff_hours` before the flight at each airport (409 `booking_closed`); each service has a capacity per hour slot (409 `capacity_full`); a member may hold only so many unpaid places at once (409 `unpaid_places_limit`).',
].join('\n');

// ── Endpoints ──────────────────────────────────────────────────────────────────────────────────────────────

export const cipserviceEndpoints = defineEndpoints({
  listAirports: {
    method: 'GET',
    path: '/v1/cipservice/fa/airports',
    tag: TAG,
    summary: 'Airports with terminals, cut-off and desk phone',
    auth: 'public',
    query: airportListQuery,
    response: airportList,
    publicCache: true,
  },
  listBriefFlights: {
    method: 'GET',
    path: '/v1/cipservice/fa/flights/briefflights',
    tag: TAG,
    summary: 'Flights of a date from the rolling schedule, searchable by number, airline and airport',
    auth: 'public',
    query: briefFlightsQuery,
    response: briefFlightList,
    sort: FLIGHT_SORT_FIELDS,
    publicCache: true,
  },
  getFlightServices: {
    method: 'GET',
    path: '/v1/cipservice/fa/flights/:id/services',
    tag: TAG,
    summary: 'Services of a flight per side with tariffs, suites, transfers and capacity left',
    auth: 'public',
    params: idParams,
    response: flightServices,
  },
  listTransfers: {
    method: 'GET',
    path: '/v1/cipservice/fa/transfers',
    tag: TAG,
    summary: 'Transfer options of a service (base price and price per extra stop)',
    auth: 'public',
    query: transferListQuery,
    response: transferList,
    publicCache: true,
  },
  createCipOrder: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders',
    tag: TAG,
    summary: 'Book one or two flights (departing, returning); priced by the server; pay it through the orders core',
    description: `Priced by the server from its own tariffs; \`client_total\` is only compared (\`client_total_matches\`).\n\n${CIP_BOOKING_RULES}\n\nAn unpaid booking holds its places until \`pay_until\`, then is cancelled.`,
    auth: 'member',
    body: cipOrderBody,
    errors: ['capacity_full', 'booking_closed', 'unpaid_places_limit'],
    response: cipOrderCreated,
    status: 201,
    idempotent: true,
  },
  listCipOrders: {
    method: 'GET',
    path: '/v1/cipservice/fa/orders',
    tag: TAG,
    summary: "The member's CIP orders",
    auth: 'member',
    query: cipOrderListQuery,
    response: cipOrderList,
    sort: CIP_ORDER_SORT_FIELDS,
  },
  getCipOrder: {
    method: 'GET',
    path: '/v1/cipservice/fa/orders/:id',
    tag: TAG,
    summary: 'One CIP order with its reservations, bill, cancellation terms',
    auth: 'member',
    params: idParams,
    response: cipOrderDetail,
  },
  updateCipOrder: {
    method: 'PUT',
    path: '/v1/cipservice/fa/orders/:id',
    tag: TAG,
    summary:
      'Edit passengers and extras until the cut-off; what a lower price removes comes back at the policy share, a higher one is due',
    description: `Flights and services stay; the reservations sent get their passengers and extras replaced. On a paid booking a higher price is taken from the wallet (409 \`payment_required\` with \`amount_rials\` when it cannot cover it).\n\n${CIP_BOOKING_RULES}`,
    auth: 'member',
    params: idParams,
    body: cipOrderEditBody,
    errors: CIP_EDIT_ERRORS,
    response: cipOrderEdited,
  },
  previewCipOrderEdit: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/edit-preview',
    tag: TAG,
    summary: 'What an edit would do to the money (refund at the policy share, or the amount due); saves nothing',
    description:
      'Same body, rules and errors as the edit (PUT …/orders/{id}); answers its settlement and changes nothing.',
    auth: 'member',
    params: idParams,
    body: cipOrderEditBody,
    errors: CIP_EDIT_ERRORS,
    response: cipOrderEditPreview,
  },
  payCipOrder: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/payment',
    tag: TAG,
    summary: 'Pay a booking: wallet first, then a bank redirect for the rest (or paid at once)',
    errors: CIP_PAY_CANCEL_ERRORS,
    auth: 'member',
    params: idParams,
    body: cipOrderPaymentBody,
    response: detailOf(paymentStart),
  },
  cancelCipOrder: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/cancel',
    tag: TAG,
    summary: 'Cancel a booking; the policy share of what was paid goes to the wallet',
    auth: 'member',
    params: idParams,
    errors: CIP_PAY_CANCEL_ERRORS,
    body: cipOrderCancelBody,
    response: cipOrderCanceled,
  },
  getCipVoucher: {
    method: 'GET',
    path: '/v1/cipservice/fa/vouchers/:reference',
    tag: TAG,
    summary: "A paid booking's voucher (its member)",
    auth: 'member',
    params: referenceParams,
    errors: ['order_not_payable', 'order_expired', 'insufficient_credit', 'gateway_unavailable'],
    response: voucherDetail,
  },
  verifyCipVoucher: {
    method: 'GET',
    path: '/v1/cipservice/fa/vouchers/:reference/verify',
    tag: TAG,
    summary: "A voucher through the QR's signed link (no sign-in)",
    auth: 'public',
    params: referenceParams,
    query: voucherVerifyQuery,
    errors: ['cancellation_refused', 'invalid_transition'],
    response: voucherDetail,
  },
  listCipPassengers: {
    method: 'GET',
    path: '/v1/cipservice/fa/passengers',
    tag: TAG,
    summary: "The member's saved passengers",
    auth: 'member',
    query: savedPassengerListQuery,
    response: savedPassengerList,
  },
  createCipPassenger: {
    method: 'POST',
    path: '/v1/cipservice/fa/passengers',
    tag: TAG,
    summary: 'Save a passenger',
    auth: 'member',
    body: personInput,
    response: savedPassengerDetail,
    status: 201,
  },
  updateCipPassenger: {
    method: 'PUT',
    path: '/v1/cipservice/fa/passengers/:id',
    tag: TAG,
    summary: 'Replace a saved passenger',
    auth: 'member',
    params: idParams,
    body: personInput,
    response: savedPassengerDetail,
  },
  deleteCipPassenger: {
    method: 'DELETE',
    path: '/v1/cipservice/fa/passengers/:id',
    tag: TAG,
    summary: 'Delete a saved passenger',
    auth: 'member',
    params: idParams,
    status: 204,
  },
});
