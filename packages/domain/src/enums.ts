/**
 * Constants and enumerations of the specification (§4, §9), each as an `as const` object, the union type of its
 * values and a map from value to its Persian label for display.
 *
 * Where the specification misspells a key (`bussiness`, `not_paied`, `paied`) we use the correct spelling; the
 * numeric codes are exactly those of the specification and are what the API stores.
 */

/** Value union of an `as const` enumeration object. */
export type EnumValue<T extends Record<string, string | number>> = T[keyof T];

/** Whether `value` is one of the values of the enumeration object `enumObject`. */
export function isEnumValue<T extends Record<string, string | number>>(
  enumObject: T,
  value: unknown,
): value is EnumValue<T> {
  return (Object.values(enumObject) as unknown[]).includes(value);
}

/** `{ value, label }` pairs of an enumeration in declaration order, for select inputs. */
export function enumOptions<T extends Record<string, string | number>>(
  enumObject: T,
  labels: Record<EnumValue<T>, string>,
): { value: EnumValue<T>; label: string }[] {
  return (Object.values(enumObject) as EnumValue<T>[]).map((value) => ({ value, label: labels[value] }));
}

// ── §4 order, payment, archive status ────────────────────────────────────────────────────────────────────────

/** Order status codes (§4). */
export const OrderStatus = {
  newOrder: 0,
  wait: 1,
  completed: 2,
  canceled: 3,
  providerPending: 4,
  providerConfirmed: 5,
  customerPending: 6,
} as const;
/** Order status code. */
export type OrderStatus = EnumValue<typeof OrderStatus>;
/** Persian labels of the order statuses. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: 'سفارش جدید',
  1: 'در انتظار',
  2: 'تکمیل‌شده',
  3: 'لغوشده',
  4: 'در انتظار تأیید ارائه‌دهنده',
  5: 'تأییدشده توسط ارائه‌دهنده',
  6: 'در انتظار مشتری',
};

/** Payment status codes (§4; the specification spells them not_paied, paied). */
export const PaymentStatus = {
  notPaid: 0,
  paid: 1,
  waitForRefund: 2,
  refunded: 3,
  requestForPaymentDeadline: 4,
} as const;
/** Payment status code. */
export type PaymentStatus = EnumValue<typeof PaymentStatus>;
/** Persian labels of the payment statuses. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  0: 'پرداخت‌نشده',
  1: 'پرداخت‌شده',
  2: 'در انتظار بازگشت وجه',
  3: 'وجه بازگشت داده شد',
  4: 'درخواست مهلت پرداخت',
};

/** Archive status codes (§4). */
export const ArchiveStatus = { none: -1, active: 0, archived: 1, canceled: 2 } as const;
/** Archive status code. */
export type ArchiveStatus = EnumValue<typeof ArchiveStatus>;
/** Persian labels of the archive statuses. */
export const ARCHIVE_STATUS_LABELS: Record<ArchiveStatus, string> = {
  [-1]: 'بدون وضعیت',
  0: 'فعال',
  1: 'بایگانی‌شده',
  2: 'لغوشده',
};

// ── §9 flight and person enumerations ────────────────────────────────────────────────────────────────────────

/** Flight class codes (§9; the specification spells business `bussiness`). */
export const FlightClass = { firstClass: 1, business: 2, economy: 4 } as const;
/** Flight class code. */
export type FlightClass = EnumValue<typeof FlightClass>;
/** Persian labels of the flight classes. */
export const FLIGHT_CLASS_LABELS: Record<FlightClass, string> = { 1: 'فرست کلاس', 2: 'بیزینس', 4: 'اکونومی' };

/** Wheelchair zone codes (§9). */
export const WheelchairZone = { outdoor: 0, indoor: 1 } as const;
/** Wheelchair zone code. */
export type WheelchairZone = EnumValue<typeof WheelchairZone>;
/** Persian labels of the wheelchair zones. */
export const WHEELCHAIR_ZONE_LABELS: Record<WheelchairZone, string> = { 0: 'بیرون سالن', 1: 'داخل سالن' };

/** Passenger age type codes (§9). */
export const AgeType = { adult: 3, child: 2, infant: 1 } as const;
/** Passenger age type code. */
export type AgeType = EnumValue<typeof AgeType>;
/** Persian labels of the age types. */
export const AGE_TYPE_LABELS: Record<AgeType, string> = { 3: 'بزرگسال', 2: 'کودک', 1: 'نوزاد' };
/** Age types in display order: adults, then children, then infants. */
export const AGE_TYPE_ORDER: readonly AgeType[] = [AgeType.adult, AgeType.child, AgeType.infant];

/** Gender codes (§9). */
export const Gender = { female: 0, male: 1 } as const;
/** Gender code. */
export type Gender = EnumValue<typeof Gender>;
/** Persian labels of the genders. */
export const GENDER_LABELS: Record<Gender, string> = { 0: 'زن', 1: 'مرد' };

/** Nationality codes (§9). */
export const Nationality = { iranian: 0, foreign: 1 } as const;
/** Nationality code. */
export type Nationality = EnumValue<typeof Nationality>;
/** Persian labels of the nationalities. */
export const NATIONALITY_LABELS: Record<Nationality, string> = { 0: 'ایرانی', 1: 'غیرایرانی' };

/** Extra-service kinds of a reservation (§9). */
export const ServiceKind = {
  pet: 'pet',
  parking: 'parking',
  greeterAttendant: 'greeter_attendant',
  wheelchair: 'wheelchair',
  transfer: 'transfer',
  suite: 'suite',
  visa: 'visa',
} as const;
/** Extra-service kind. */
export type ServiceKind = EnumValue<typeof ServiceKind>;
/** Persian labels of the extra-service kinds. */
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  pet: 'حیوان خانگی',
  parking: 'پارکینگ',
  greeter_attendant: 'خوشامدگو / همراه',
  wheelchair: 'ویلچر',
  transfer: 'ترانسفر',
  suite: 'سوئیت',
  visa: 'ویزا',
};

/** Flight service type codes (§9). */
export const ServiceType = { fastTrack: 0, businessLounge: 1, cip: 2 } as const;
/** Flight service type code. */
export type ServiceType = EnumValue<typeof ServiceType>;
/** Persian labels of the flight service types. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  0: 'فست‌ترک',
  1: 'سالن بیزینس',
  2: 'تشریفات CIP',
};

/** Person role codes (§9). */
export const PersonRole = { passenger: 1, greeter: 2, attendant: 3 } as const;
/** Person role code. */
export type PersonRole = EnumValue<typeof PersonRole>;
/** Persian labels of the person roles. */
export const PERSON_ROLE_LABELS: Record<PersonRole, string> = { 1: 'مسافر', 2: 'خوشامدگو', 3: 'همراه' };

/** Calendar type codes (§9). */
export const CalendarType = { jalali: 1, gregorian: 2 } as const;
/** Calendar type code. */
export type CalendarType = EnumValue<typeof CalendarType>;
/** Persian labels of the calendar types. */
export const CALENDAR_TYPE_LABELS: Record<CalendarType, string> = { 1: 'شمسی', 2: 'میلادی' };

/** Module ids (§9). */
export const ModuleId = { product: 55, news: 1 } as const;
/** Module id. */
export type ModuleId = EnumValue<typeof ModuleId>;
/** Persian labels of the modules. */
export const MODULE_ID_LABELS: Record<ModuleId, string> = { 55: 'محصولات', 1: 'اخبار' };

/** Root category ids (§9). */
export const RootCategoryId = { root: 103, promotions: 329, bestSellers: 335, newArrivals: 334 } as const;
/** Root category id. */
export type RootCategoryId = EnumValue<typeof RootCategoryId>;
/** Persian labels of the root categories. */
export const ROOT_CATEGORY_LABELS: Record<RootCategoryId, string> = {
  103: 'دسته‌بندی اصلی',
  329: 'پیشنهادهای ویژه',
  335: 'پرفروش‌ترین‌ها',
  334: 'تازه‌ها',
};

/** Media player state codes (§9). */
export const PlayerState = { play: 1, pause: 2, stop: 3 } as const;
/** Media player state code. */
export type PlayerState = EnumValue<typeof PlayerState>;
/** Persian labels of the player states. */
export const PLAYER_STATE_LABELS: Record<PlayerState, string> = { 1: 'پخش', 2: 'مکث', 3: 'توقف' };

// ── §3 login types ───────────────────────────────────────────────────────────────────────────────────────────

/** Login types (§3). */
export const LoginType = { Mobile: 'Mobile', Email: 'Email', UpdateProfile: 'UpdateProfile' } as const;
/** Login type. */
export type LoginType = EnumValue<typeof LoginType>;
/** Persian labels of the login types. */
export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  Mobile: 'ورود با شماره همراه',
  Email: 'ورود با ایمیل',
  UpdateProfile: 'تکمیل مشخصات',
};
/** Login types configured as sign-in methods, in order: mobile first (§3). UpdateProfile is a step, not a method. */
export const ALLOWED_LOGIN_TYPES: readonly LoginType[] = [LoginType.Mobile, LoginType.Email];
/** The default login type (§3: mobile). */
export const DEFAULT_LOGIN_TYPE: LoginType = LoginType.Mobile;
/** localStorage key under which the login type is persisted. */
export const LOGIN_TYPE_STORAGE_KEY = 'loginType';
/** A persisted login type if it is allowed, otherwise the default (§3). */
export function restoreLoginType(value: unknown): LoginType {
  return ALLOWED_LOGIN_TYPES.includes(value as LoginType) ? (value as LoginType) : DEFAULT_LOGIN_TYPE;
}

// ── §4 CIP order types, reservation types, steps ─────────────────────────────────────────────────────────────

/** Flight order types (§4). The index of an order in the CIP state's `orders` equals its type. */
export const OrderType = { Departing: 0, Returning: 1 } as const;
/** Flight order type. */
export type OrderType = EnumValue<typeof OrderType>;
/** Persian labels of the order types. */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = { 0: 'پرواز رفت', 1: 'پرواز برگشت' };

/** Reservation types (§4). A flight order's `reservations` are keyed by the names Departure and Arrival. */
export const ReservationType = { Departure: 0, Arrival: 1 } as const;
/** Reservation type. */
export type ReservationType = EnumValue<typeof ReservationType>;
/** Key of a reservation in a flight order's `reservations`. */
export type ReservationKey = keyof typeof ReservationType;
/** Persian labels of the reservation types. */
export const RESERVATION_TYPE_LABELS: Record<ReservationType, string> = { 0: 'فرودگاه مبدأ', 1: 'فرودگاه مقصد' };
/** The reservation key of a reservation type. */
export function reservationKey(type: ReservationType): ReservationKey {
  return type === ReservationType.Arrival ? 'Arrival' : 'Departure';
}

/** CIP booking wizard steps (§4). */
export const CipStep = {
  service: 0,
  extraServicesDeparture: 1,
  extraServicesArrival: 2,
  passengers: 3,
  confirm: 4,
  payment: 5,
} as const;
/** CIP booking wizard step. */
export type CipStep = EnumValue<typeof CipStep>;
/** Persian labels of the CIP steps. */
export const CIP_STEP_LABELS: Record<CipStep, string> = {
  0: 'انتخاب خدمت',
  1: 'خدمات اضافه مبدأ',
  2: 'خدمات اضافه مقصد',
  3: 'مسافران',
  4: 'تأیید',
  5: 'پرداخت',
};
/** The last CIP step. */
export const LAST_CIP_STEP: CipStep = CipStep.payment;

/** Password strength levels (§5) with their minimum lengths in PASSWORD_MIN_LENGTH. */
export const PasswordLevel = { EASY: 1, MEDIUM: 2, HARD: 3 } as const;
/** Password strength level. */
export type PasswordLevel = EnumValue<typeof PasswordLevel>;
/** Persian labels of the password levels. */
export const PASSWORD_LEVEL_LABELS: Record<PasswordLevel, string> = { 1: 'ساده', 2: 'متوسط', 3: 'سخت' };

/** Staff roles of the back office (§6); an endpoint with auth 'staff' lists the roles it allows. */
export const STAFF_ROLES = ['admin', 'vip_desk', 'fulfilment', 'finance', 'support', 'editor'] as const;
/** Staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Persian labels of the staff roles. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'مدیر سامانه',
  vip_desk: 'میز خدمات ویژه',
  fulfilment: 'ارسال سفارش',
  finance: 'مالی',
  support: 'پشتیبانی',
  editor: 'ویراستار محتوا',
};

/** States of an outgoing SMS in the outbox: waiting, claimed by a worker, delivered, given up. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
/** Outbox message state. */
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
