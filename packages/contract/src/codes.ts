/**
 * The coded fields of the API with what each code means, for a reader of the OpenAPI document (an integrator reads
 * `3` and needs to know it is an adult). Each record is keyed by the domain's codes, so a code added in
 * `@vip/domain` does not compile here until it has its meaning. Fields are made with `codeField(meanings, …)`.
 */
import type {
  AgeType,
  FlightClass,
  FlightStatus,
  Gender,
  Nationality,
  OrderStatus,
  OrderType,
  PaymentStatus,
  PersonRole,
  ReservationType,
  ServiceType,
  StaffRole,
} from '@vip/domain';
import { codeField } from './common';

export const AGE_TYPE_MEANINGS: Record<AgeType, string> = {
  3: 'adult, 12 years or older',
  2: 'child, 2 to 11 years',
  1: 'infant, under 2 years (travels with an adult)',
};

export const GENDER_MEANINGS: Record<Gender, string> = { 0: 'female', 1: 'male' };

export const NATIONALITY_MEANINGS: Record<Nationality, string> = {
  0: 'Iranian (national_code required)',
  1: 'foreign (passport_number and a country_id other than 1, Iran, required)',
};

export const FLIGHT_CLASS_MEANINGS: Record<FlightClass, string> = { 1: 'first class', 2: 'business', 4: 'economy' };

export const PERSON_ROLE_MEANINGS: Record<PersonRole, string> = {
  1: 'passenger',
  2: 'greeter (meets an arrival at the destination airport)',
  3: 'attendant (sees a departure off at the origin airport)',
};

export const RESERVATION_TYPE_MEANINGS: Record<ReservationType, string> = {
  0: 'Departure: the service at the origin airport',
  1: 'Arrival: the service at the destination airport',
};

export const SERVICE_TYPE_MEANINGS: Record<ServiceType, string> = {
  0: 'fast track through the airport formalities',
  1: 'business lounge',
  2: 'CIP: the full VIP service (lounge, escort, formalities done for the traveller)',
};

export const ORDER_TYPE_MEANINGS: Record<OrderType, string> = {
  0: 'departing flight',
  1: 'returning flight',
};

export const ORDER_STATUS_MEANINGS: Record<OrderStatus, string> = {
  0: 'new, awaiting payment',
  1: 'waiting (paid, being processed)',
  2: 'completed (served or delivered)',
  3: 'cancelled',
  4: 'waiting for the provider to confirm',
  5: 'confirmed by the provider',
  6: 'waiting for the customer',
};

export const PAYMENT_STATUS_MEANINGS: Record<PaymentStatus, string> = {
  0: 'not paid',
  1: 'paid',
  2: 'waiting for a refund',
  3: 'refunded',
  4: 'payment deadline requested',
};

export const FLIGHT_STATUS_MEANINGS: Record<FlightStatus, string> = {
  scheduled: 'on schedule',
  delayed: 'delayed (new times in the flight)',
  cancelled: 'cancelled',
  diverted: 'diverted to another airport',
  departed: 'took off',
  landed: 'landed',
};

export const STAFF_ROLE_MEANINGS: Record<StaffRole, string> = {
  admin: 'administrator: every back-office operation',
  vip_desk: 'VIP desk: CIP bookings, check-in, flight status',
  fulfilment: 'store fulfilment: packing and shipping',
  finance: 'finance: payments, refunds, wallets',
  support: 'support: tickets and reviews',
  editor: 'content editor: catalogue and articles',
};

// Answer fields: the code as the API stores it, its meaning in the document.
export const ageTypeCode = () => codeField(AGE_TYPE_MEANINGS);
export const genderCode = () => codeField(GENDER_MEANINGS);
export const nationalityCode = () => codeField(NATIONALITY_MEANINGS);
export const flightClassCode = () => codeField(FLIGHT_CLASS_MEANINGS);
export const personRoleCode = () => codeField(PERSON_ROLE_MEANINGS);
export const orderStatusCode = () => codeField(ORDER_STATUS_MEANINGS, undefined, 'Order status');
export const paymentStatusCode = () => codeField(PAYMENT_STATUS_MEANINGS, undefined, 'Payment status');
export const flightStatusCode = () => codeField(FLIGHT_STATUS_MEANINGS, undefined, 'Flight status');
export const staffRoleCode = () => codeField(STAFF_ROLE_MEANINGS, undefined, 'Staff role');
