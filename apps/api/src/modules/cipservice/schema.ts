import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AgeType,
  FlightClass,
  FlightService,
  FlightStatus,
  Gender,
  Nationality,
  PersonRole,
  PriceLine,
} from '@vip/domain';
import { searchColumn } from '../../db/search';
import { members } from '../member/schema';
import { orders } from '../order/schema';

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────────────────

/** Airports (IATA); `served` ones have our desks and services, foreign hubs only appear as flight ends. */
export const cipAirports = pgTable('cip_airports', {
  id: serial('id').primaryKey(),
  iata: text('iata').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  /** Arabic names ('' until translated: answers under /ar/ then fall back to Persian). */
  titleAr: text('title_ar').notNull().default(''),
  city: text('city').notNull(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull().default(''),
  countryCode: text('country_code').notNull(),
  timezone: text('timezone').notNull(),
  /** Offset of local time from UTC in minutes (none of our airports' zones keeps daylight saving time). */
  utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
  served: boolean('served').notNull().default(false),
  /** Bookings, edits and cancellations close this many hours before a flight at this airport. */
  bookingCutoffHours: integer('booking_cutoff_hours').notNull().default(3),
  deskPhone: text('desk_phone'),
  /** Refund share by hours before the flight, most generous first (@vip/domain DEFAULT_CANCELLATION_POLICY). */
  cancellationPolicy: jsonb('cancellation_policy')
    .$type<{ hoursBefore: number; refundPercent: number }[]>()
    .notNull()
    .default([
      { hoursBefore: 48, refundPercent: 100 },
      { hoursBefore: 12, refundPercent: 50 },
    ]),
  priority: integer('priority').notNull().default(0),
  /** A member's change of flight is free until this many hours before the original flight, then costs `changeFee`. */
  changeFreeHours: integer('change_free_hours').notNull().default(24),
  /** Rials kept for a change of flight inside `changeFreeHours` (never for a delayed or cancelled flight). */
  changeFee: bigint('change_fee', { mode: 'number' }).notNull().default(500_000),
  // Surcharges (@vip/domain SurchargeRules), each a percent of a reservation's services and a bill line; 0 is off.
  /** Booked less than this many hours before the service… */
  lateBookingHours: integer('late_booking_hours').notNull().default(24),
  /** …adds this percent. */
  lateBookingPercent: integer('late_booking_percent').notNull().default(20),
  /** Local `HH:mm` the night window starts and ends (a start after the end wraps past midnight). */
  nightFrom: text('night_from').notNull().default('00:00'),
  nightTo: text('night_to').notNull().default('05:00'),
  nightPercent: integer('night_percent').notNull().default(0),
  /** Percent added on an official holiday (@vip/domain IRAN_HOLIDAYS). */
  holidayPercent: integer('holiday_percent').notNull().default(0),
});

export const cipTerminals = pgTable(
  'cip_terminals',
  {
    id: serial('id').primaryKey(),
    airportId: integer('airport_id')
      .notNull()
      .references(() => cipAirports.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull().default(''),
  },
  (t) => [index('cip_terminals_airport_idx').on(t.airportId)],
);

export const cipAirlines = pgTable('cip_airlines', {
  id: serial('id').primaryKey(),
  iata: text('iata').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull().default(''),
});

/**
 * A recurring weekly flight: the rolling schedule materialises one `cip_flights` row per matching day.
 * `searchSource` holds the flight number, airline and airports in Persian and English for the flight search.
 */
export const cipFlightPatterns = pgTable(
  'cip_flight_patterns',
  {
    id: serial('id').primaryKey(),
    airlineId: integer('airline_id')
      .notNull()
      .references(() => cipAirlines.id),
    flightNumber: text('flight_number').notNull(),
    originAirportId: integer('origin_airport_id')
      .notNull()
      .references(() => cipAirports.id),
    originTerminalId: integer('origin_terminal_id').references(() => cipTerminals.id),
    destinationAirportId: integer('destination_airport_id')
      .notNull()
      .references(() => cipAirports.id),
    destinationTerminalId: integer('destination_terminal_id').references(() => cipTerminals.id),
    /** Days of the week it flies, as JavaScript/PostgreSQL `dow` numbers (0 Sunday … 6 Saturday). */
    weekdays: smallint('weekdays').array().notNull(),
    /** Local departure time at the origin, `HH:mm`. */
    departureTime: text('departure_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    searchSource: text('search_source').notNull().default(''),
    searchSourceSearch: searchColumn('search_source'),
  },
  (t) => [index('cip_flight_patterns_search_trgm_idx').using('gin', t.searchSourceSearch.op('gin_trgm_ops'))],
);

/** One flight of the schedule: a pattern on a date (local at the origin). */
export const cipFlights = pgTable(
  'cip_flights',
  {
    id: serial('id').primaryKey(),
    patternId: integer('pattern_id')
      .notNull()
      .references(() => cipFlightPatterns.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** Current (expected) departure: the scheduled one until a delay moves it; cut-off and slots read this. */
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    scheduledDepartureAt: timestamp('scheduled_departure_at', { withTimezone: true }).notNull(),
    scheduledArrivalAt: timestamp('scheduled_arrival_at', { withTimezone: true }).notNull(),
    status: text('status').$type<FlightStatus>().notNull().default('scheduled'),
    statusNote: text('status_note'),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cip_flights_pattern_date_idx').on(t.patternId, t.date),
    index('cip_flights_date_idx').on(t.date, t.departureAt),
  ],
);

/** A VIP service at an airport on one side (0 Departure, 1 Arrival), with its tariff in Rials. */
export const cipServices = pgTable(
  'cip_services',
  {
    id: serial('id').primaryKey(),
    airportId: integer('airport_id')
      .notNull()
      .references(() => cipAirports.id),
    terminalId: integer('terminal_id').references(() => cipTerminals.id),
    reservationType: smallint('reservation_type').notNull(),
    serviceType: smallint('service_type').notNull(),
    title: text('title').notNull(),
    /** English and Arabic names ('' until translated: answers under /en/ and /ar/ fall back to Persian). */
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    description: text('description').notNull().default(''),
    meetingPoint: text('meeting_point').notNull().default(''),
    /** Persons (passengers, greeters, attendants) one time slot can take. */
    capacityPerSlot: integer('capacity_per_slot').notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    active: boolean('active').notNull().default(true),
    passengerAdult: integer('passenger_adult').notNull(),
    passengerChild: integer('passenger_child').notNull(),
    passengerInfant: integer('passenger_infant').notNull(),
    greeterAdult: integer('greeter_adult').notNull(),
    greeterChild: integer('greeter_child').notNull(),
    greeterInfant: integer('greeter_infant').notNull(),
    pet: integer('pet').notNull(),
    parkingMain: integer('parking_main').notNull(),
    parkingHourly: integer('parking_hourly').notNull(),
    /** Hours one parking place at the main price covers; each hour beyond is `parking_hourly`. */
    parkingIncludedHours: integer('parking_included_hours').notNull().default(4),
    wheelchairOutdoor: integer('wheelchair_outdoor').notNull(),
    wheelchairIndoor: integer('wheelchair_indoor').notNull(),
    visa: integer('visa').notNull(),
    // Passenger prices by nationality and flight kind; the `passenger_*` ones are an Iranian's on a domestic flight,
    // and a null here is that same price (a service priced before these columns keeps its prices).
    passengerIntlAdult: integer('passenger_intl_adult'),
    passengerIntlChild: integer('passenger_intl_child'),
    passengerIntlInfant: integer('passenger_intl_infant'),
    foreignAdult: integer('foreign_adult'),
    foreignChild: integer('foreign_child'),
    foreignInfant: integer('foreign_infant'),
    foreignIntlAdult: integer('foreign_intl_adult'),
    foreignIntlChild: integer('foreign_intl_child'),
    foreignIntlInfant: integer('foreign_intl_infant'),
  },
  (t) => [index('cip_services_airport_idx').on(t.airportId, t.reservationType)],
);

/**
 * A service's tariff history: every price change with the moment it takes effect. The prices in effect at a moment
 * are the latest version whose `effective_from` has come (the service's own columns before any); a booking keeps the
 * tariff it was priced with, so no version ever changes an existing bill.
 */
export const cipTariffVersions = pgTable(
  'cip_tariff_versions',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => cipServices.id, { onDelete: 'cascade' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    /** Every price field of the service (snake_case, as the back office's tariff), Rials; fares may be null. */
    prices: jsonb('prices').$type<Record<string, number | null>>().notNull(),
    /** The staff member who made the change (null: the system). */
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cip_tariff_versions_service_idx').on(t.serviceId, t.effectiveFrom)],
);

/** Suites (and the conference room) a service offers, priced per booking. */
export const cipSuites = pgTable('cip_suites', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => cipServices.id),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  titleAr: text('title_ar').notNull().default(''),
  price: integer('price').notNull(),
});

/** Transfers a service offers: a base price plus a price per extra stop. */
export const cipTransfers = pgTable(
  'cip_transfers',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => cipServices.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    vehicle: text('vehicle').notNull(),
    seats: integer('seats').notNull(),
    servicePrice: integer('service_price').notNull(),
    stopPrice: integer('stop_price').notNull(),
  },
  (t) => [index('cip_transfers_service_idx').on(t.serviceId)],
);

/** Places taken in one time slot of a service; the conditional update on `booked` is what stops overbooking. */
export const cipCapacity = pgTable(
  'cip_capacity',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => cipServices.id),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.slotStart] })],
);

// ── Bookings (CIP details of an `orders` row) ─────────────────────────────────────────────────────────────

/** A flight of a CIP order (0 Departing, 1 Returning). `order_id` is the orders core's row. */
export const cipFlightOrders = pgTable(
  'cip_flight_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderType: smallint('order_type').notNull(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => cipFlights.id),
    flightClass: smallint('flight_class').$type<FlightClass>().notNull(),
    /** When the day-before reminder SMS was queued (null: not yet). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the airline's cancellation of this flight cancelled the booking (it may then move once for free). */
    flightCanceledAt: timestamp('flight_canceled_at', { withTimezone: true }),
    /** The booking this one moved to after its flight was cancelled (one free move per flight order). */
    rebookedOrderId: integer('rebooked_order_id'),
  },
  (t) => [index('cip_flight_orders_order_idx').on(t.orderId), index('cip_flight_orders_member_idx').on(t.memberId)],
);

/** The transfer chosen for a reservation (with its map point). */
export interface StoredTransfer {
  transferId: number;
  title: string;
  address: string;
  date: string;
  time: string;
  latitude: number | null;
  longitude: number | null;
  stopCount: number;
  servicePrice: number;
  stopPrice: number;
}

/** A reservation on one side of a booked flight, priced with the tariff snapshot it keeps. */
export const cipReservations = pgTable(
  'cip_reservations',
  {
    id: serial('id').primaryKey(),
    flightOrderId: integer('flight_order_id')
      .notNull()
      .references(() => cipFlightOrders.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reservationType: smallint('reservation_type').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => cipServices.id),
    /** The capacity slot it holds `places` of (released on cancellation). */
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    places: integer('places').notNull(),
    /** The service's tariff when booked: edits reprice with it. */
    tariff: jsonb('tariff').$type<FlightService>().notNull(),
    /** Where the desk meets the passengers (the service's, when booked). */
    meetingPoint: text('meeting_point').notNull().default(''),
    visaCount: integer('visa_count').notNull().default(0),
    visaNumbers: text('visa_numbers').array().notNull().default(sql`'{}'::text[]`),
    suiteIds: integer('suite_ids').array().notNull().default(sql`'{}'::integer[]`),
    suiteDescription: text('suite_description').notNull().default(''),
    wheelchairCount: integer('wheelchair_count').notNull().default(0),
    indoorWheelchairCount: integer('indoor_wheelchair_count').notNull().default(0),
    parkingCount: integer('parking_count').notNull().default(0),
    parkingHours: integer('parking_hours').notNull().default(0),
    petCount: integer('pet_count').notNull().default(0),
    note: text('note').notNull().default(''),
    transfer: jsonb('transfer').$type<StoredTransfer | null>(),
    lines: jsonb('lines').$type<PriceLine[]>().notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    /** The VIP desk marked that nobody came (after the flight's time); the service was held, nothing refunded. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** The VIP desk served this side (a round trip is served twice: departure, then arrival). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Its flight's new time found the new slot full (or a served side on a cancelled flight): the desk resolves it. */
    unresolvedAt: timestamp('unresolved_at', { withTimezone: true }),
    unresolvedReason: text('unresolved_reason'),
    /** The desk's person who meets the travellers, told to them by SMS (at once within a day, else the reminder). */
    greeterName: text('greeter_name'),
    greeterMobile: text('greeter_mobile'),
    greeterNotifiedAt: timestamp('greeter_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('cip_reservations_flight_order_idx').on(t.flightOrderId),
    index('cip_reservations_order_idx').on(t.orderId),
  ],
);

/** A traveller's own columns (the domain's Person), for a booking's travellers and a member's saved passengers. */
const personColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  mobile: text('mobile').notNull().default(''),
  nationalCode: text('national_code').notNull().default(''),
  passportNumber: text('passport_number').notNull().default(''),
  ageType: smallint('age_type').$type<AgeType>().notNull(),
  gender: smallint('gender').$type<Gender>().notNull(),
  nationality: smallint('nationality').$type<Nationality>().notNull(),
  countryId: integer('country_id').notNull(),
});

/** Passengers, greeters and attendants of a reservation (role 1, 2, 3). */
export const cipPersons = pgTable(
  'cip_persons',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => cipReservations.id, { onDelete: 'cascade' }),
    role: smallint('role').$type<PersonRole>().notNull(),
    position: integer('position').notNull(),
    ...personColumns(),
  },
  (t) => [index('cip_persons_reservation_idx').on(t.reservationId, t.role, t.position)],
);

/** A member's saved passengers. */
export const cipSavedPassengers = pgTable(
  'cip_saved_passengers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ...personColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cip_saved_passengers_member_idx').on(t.memberId)],
);
