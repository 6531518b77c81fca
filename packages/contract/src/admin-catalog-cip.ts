import { ServiceType } from '@vip/domain';
import { z } from 'zod';
import { latinDigits } from './common';
import {
  clock,
  digits,
  iata,
  id,
  int,
  latin,
  nullableId,
  priority,
  refId,
  requiredText,
  rials,
  text,
  translation,
} from './admin-catalog-fields';

// The CIP catalogue's records and write bodies (docs/back-office.md): terminals, airports, airlines, flight
// patterns, CIP services and their tariffs. Declared as endpoints by `catalogResource` in admin-catalog.ts.

export const catalogTerminal = z.object({ id, title: z.string(), title_en: z.string(), title_ar: z.string() });
export const catalogAirport = z.object({
  id,
  iata: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  city: z.string(),
  city_en: z.string(),
  city_ar: z.string(),
  country_code: z.string(),
  timezone: z.string(),
  utc_offset_minutes: z.number().int(),
  served: z.boolean(),
  booking_cutoff_hours: z.number().int(),
  desk_phone: z.string().nullable(),
  cancellation_policy: z.array(z.object({ hours_before: z.number().int(), refund_percent: z.number().int() })),
  priority: z.number().int(),
  terminals: z.array(catalogTerminal),
  /** Surcharges, each a percent of a reservation's services and its own bill line (0 is off). */
  late_booking_hours: z.number().int(),
  late_booking_percent: z.number().int(),
  night_from: z.string(),
  night_to: z.string(),
  night_percent: z.number().int(),
  holiday_percent: z.number().int(),
  /** A member's change of flight is free until this many hours before the original flight, then costs change_fee. */
  change_free_hours: z.number().int(),
  /** Rials. */
  change_fee: z.number().int(),
});
export const catalogAirportBody = z.object({
  iata: iata(3),
  title: requiredText('نام فرودگاه'),
  title_en: latin(200).min(1, 'نام لاتین فرودگاه را وارد کنید.'),
  title_ar: translation(200),
  city: requiredText('شهر', 100),
  city_en: latin(100).min(1, 'نام لاتین شهر را وارد کنید.'),
  city_ar: translation(100),
  country_code: z
    .string('کد کشور را وارد کنید.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'کد کشور دو حرف لاتین است (مانند IR).'),
  /** IANA zone, e.g. Asia/Tehran. */
  timezone: z
    .string('منطقهٔ زمانی را وارد کنید.')
    .trim()
    .regex(/^[A-Za-z_]+(\/[A-Za-z_+-]+)+$|^UTC$/, 'منطقهٔ زمانی به شکل Asia/Tehran است.'),
  utc_offset_minutes: int(-720, 840, 'اختلاف با UTC (دقیقه)'),
  served: z.boolean().optional(),
  booking_cutoff_hours: int(0, 168, 'مهلت رزرو (ساعت)').optional(),
  desk_phone: z
    .preprocess(
      latinDigits,
      z
        .string()
        .trim()
        .regex(/^[0-9+ -]{5,20}$/, 'شمارهٔ تلفن میز معتبر نیست.'),
    )
    .nullable()
    .optional(),
  /** Refund share by hours before the flight. */
  cancellation_policy: z
    .array(
      z.object({
        hours_before: int(0, 720, 'ساعت پیش از پرواز'),
        refund_percent: int(0, 100, 'درصد بازپرداخت'),
      }),
    )
    .max(10)
    .optional(),
  priority: priority.optional(),
  /** An existing terminal's id keeps it; one without id is added; one left out is removed (409 while in use). */
  terminals: z
    .array(
      z.object({
        id: refId('ترمینال').optional(),
        title: requiredText('نام ترمینال', 100),
        title_en: latin(100).optional(),
        title_ar: translation(100),
      }),
    )
    .max(20)
    .optional(),
  /** A booking placed less than this many hours before the service pays `late_booking_percent` more. */
  late_booking_hours: int(1, 168, 'ساعت‌های رزرو دیرهنگام').optional(),
  late_booking_percent: int(0, 100, 'درصد افزایش رزرو دیرهنگام').optional(),
  /** Local `HH:mm`; a start after the end wraps past midnight. */
  night_from: clock('شروع ساعات شب').optional(),
  night_to: clock('پایان ساعات شب').optional(),
  night_percent: int(0, 100, 'درصد افزایش ساعات شب').optional(),
  holiday_percent: int(0, 100, 'درصد افزایش تعطیل رسمی').optional(),
  change_free_hours: int(0, 720, 'ساعت‌های تغییر رایگان پرواز').optional(),
  change_fee: rials.optional(),
});

export const catalogAirline = z.object({
  id,
  iata: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
});
export const catalogAirlineBody = z.object({
  iata: iata(2),
  title: requiredText('نام شرکت هواپیمایی'),
  title_en: latin(200).min(1, 'نام لاتین شرکت هواپیمایی را وارد کنید.'),
  title_ar: translation(200),
});

export const catalogFlightPattern = z.object({
  id,
  airline_id: id,
  flight_number: z.string(),
  origin_airport_id: id,
  origin_terminal_id: nullableId,
  destination_airport_id: id,
  destination_terminal_id: nullableId,
  /** 0 Sunday … 6 Saturday. */
  weekdays: z.array(z.number().int()),
  /** Local departure time at the origin, HH:mm. */
  departure_time: z.string(),
  duration_minutes: z.number().int(),
});
export const catalogFlightPatternBody = z.object({
  airline_id: refId('شرکت هواپیمایی'),
  flight_number: z.preprocess(
    latinDigits,
    z
      .string('شمارهٔ پرواز را وارد کنید.')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2} ?\d{1,5}$/, 'شمارهٔ پرواز کد شرکت و رقم است (مانند IR 452).'),
  ),
  origin_airport_id: refId('فرودگاه مبدأ'),
  origin_terminal_id: refId('ترمینال مبدأ').nullable().optional(),
  destination_airport_id: refId('فرودگاه مقصد'),
  destination_terminal_id: refId('ترمینال مقصد').nullable().optional(),
  weekdays: z
    .array(int(0, 6, 'روز هفته'))
    .min(1, 'دست‌کم یک روز هفته را برگزینید.')
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'روزهای هفته تکراری است.'),
  departure_time: z.preprocess(
    latinDigits,
    z.string('ساعت پرواز را وارد کنید.').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ساعت پرواز به شکل HH:mm است.'),
  ),
  duration_minutes: int(10, 1_440, 'مدت پرواز (دقیقه)'),
});

/** The prices of a CIP service (Rials), as `packages/domain` pricing reads them. */
/** The price columns of a CIP tariff, in the order forms show them: the one list the API and the screens read. */
export const CIP_TARIFF_FIELDS = [
  'passenger_adult',
  'passenger_child',
  'passenger_infant',
  'greeter_adult',
  'greeter_child',
  'greeter_infant',
  'pet',
  'parking_main',
  'parking_hourly',
  'wheelchair_outdoor',
  'wheelchair_indoor',
  'visa',
] as const;
/**
 * Passenger prices by nationality and flight kind beside the `passenger_*` ones (an Iranian's on a domestic flight);
 * null is that same price.
 */
export const CIP_FARE_FIELDS = [
  'passenger_intl_adult',
  'passenger_intl_child',
  'passenger_intl_infant',
  'foreign_adult',
  'foreign_child',
  'foreign_infant',
  'foreign_intl_adult',
  'foreign_intl_child',
  'foreign_intl_infant',
] as const;
const fareFields = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(CIP_FARE_FIELDS.map((f) => [f, schema])) as Record<(typeof CIP_FARE_FIELDS)[number], T>;
/** One schema per tariff field. */
const tariffFields = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(CIP_TARIFF_FIELDS.map((f) => [f, schema])) as Record<(typeof CIP_TARIFF_FIELDS)[number], T>;
export const catalogTariff = z.object(tariffFields(z.number().int()));
export const catalogCipService = z.object({
  id,
  airport_id: id,
  terminal_id: nullableId,
  /** 0 Departure, 1 Arrival. */
  reservation_type: z.number().int(),
  service_type: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  description: z.string(),
  meeting_point: z.string(),
  capacity_per_slot: z.number().int(),
  slot_minutes: z.number().int(),
  /** Hours one parking place at the main parking price covers (then the hourly price). */
  parking_included_hours: z.number().int(),
  active: z.boolean(),
});
export const catalogCipServiceBody = z.object({
  airport_id: refId('فرودگاه'),
  terminal_id: refId('ترمینال').nullable().optional(),
  reservation_type: z.preprocess(digits, z.union([z.literal(0), z.literal(1)], 'نوع خدمت ۰ (خروجی) یا ۱ (ورودی) است.')),
  // The domain's ServiceType: a fast track is 0 (a bound of 1 refused every fast-track service's save).
  service_type: z.preprocess(
    digits,
    z.union(
      [z.literal(ServiceType.fastTrack), z.literal(ServiceType.businessLounge), z.literal(ServiceType.cip)],
      'نوع سرویس ۰ (فست‌ترک)، ۱ (سالن بیزینس) یا ۲ (تشریفات CIP) است.',
    ),
  ),
  title: requiredText('عنوان'),
  title_en: translation(200),
  title_ar: translation(200),
  description: text(5000).optional(),
  meeting_point: text(500).optional(),
  capacity_per_slot: int(1, 10_000, 'ظرفیت هر بازه'),
  slot_minutes: int(15, 240, 'طول بازه (دقیقه)').optional(),
  parking_included_hours: int(1, 72, 'ساعت‌های پارک در قیمت پایه').optional(),
  /** Inactive services are not offered; existing bookings keep theirs. */
  active: z.boolean().optional(),
});

/**
 * The tariff of a CIP service: its prices with the suites and transfers it offers. One per service (its `id` is the
 * service's id); a booking keeps the tariff it was priced with, so a change applies to new bookings only. Creating a
 * tariff names the service (`service_id`) whose prices it sets; deleting it is refused (a service always has one).
 */
/** One change of a service's prices: when it takes effect and every price it set. */
export const cipTariffVersion = z.object({
  id,
  effective_from: z.string().describe('ISO-8601 UTC: bookings placed from then are priced with it'),
  prices: z.record(z.string(), z.number().int().nullable()),
  created_at: z.string(),
});

export const catalogCipTariff = catalogTariff.extend({
  ...fareFields(z.number().int().nullable()),
  id,
  service_id: id,
  service_title: z.string(),
  suites: z.array(z.object({ id, title: z.string(), price: z.number().int() })),
  transfers: z.array(
    z.object({
      id,
      title: z.string(),
      vehicle: z.string(),
      seats: z.number().int(),
      service_price: z.number().int(),
      stop_price: z.number().int(),
    }),
  ),
});
export const catalogCipTariffBody = z.object({
  service_id: refId('خدمت'),
  ...tariffFields(rials),
  ...fareFields(rials.nullable().optional()),
  /**
   * When the prices take effect (ISO-8601); absent or past: now. A later moment keeps today's prices until then;
   * bookings already made keep the prices they were billed with either way. Suites and transfers change at once.
   */
  effective_from: z.iso
    .datetime({ offset: true, error: 'زمان اعمال تعرفه را به شکل تاریخ و ساعت وارد کنید.' })
    .optional(),
  /** An existing row's id keeps it; one without id is added; one left out is removed. */
  suites: z
    .array(z.object({ id: refId('سوئیت').optional(), title: requiredText('نام سوئیت'), price: rials }))
    .max(50)
    .optional(),
  transfers: z
    .array(
      z.object({
        id: refId('ترانسفر').optional(),
        title: requiredText('نام ترانسفر'),
        vehicle: requiredText('خودرو', 100),
        seats: int(1, 60, 'صندلی'),
        service_price: rials,
        stop_price: rials,
      }),
    )
    .max(50)
    .optional(),
});
