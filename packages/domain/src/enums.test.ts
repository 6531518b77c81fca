import { describe, expect, it } from 'vitest';
import { isShellVisible, SHELL_HIDDEN_PATH_PREFIXES } from './constants';
import {
  AGE_TYPE_LABELS,
  AgeType,
  ALLOWED_LOGIN_TYPES,
  ARCHIVE_STATUS_LABELS,
  ArchiveStatus,
  CALENDAR_TYPE_LABELS,
  CalendarType,
  CIP_STEP_LABELS,
  CipStep,
  DEFAULT_LOGIN_TYPE,
  enumOptions,
  FLIGHT_CLASS_LABELS,
  FlightClass,
  GENDER_LABELS,
  Gender,
  isEnumValue,
  LOGIN_TYPE_LABELS,
  LoginType,
  MODULE_ID_LABELS,
  ModuleId,
  NATIONALITY_LABELS,
  Nationality,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  OrderStatus,
  OrderType,
  PASSWORD_LEVEL_LABELS,
  PAYMENT_STATUS_LABELS,
  PasswordLevel,
  PaymentStatus,
  PERSON_ROLE_LABELS,
  PersonRole,
  PLAYER_STATE_LABELS,
  PlayerState,
  RESERVATION_TYPE_LABELS,
  ReservationType,
  ROOT_CATEGORY_LABELS,
  RootCategoryId,
  reservationKey,
  restoreLoginType,
  SERVICE_KIND_LABELS,
  SERVICE_TYPE_LABELS,
  ServiceKind,
  ServiceType,
  WHEELCHAIR_ZONE_LABELS,
  WheelchairZone,
} from './enums';

describe('enumeration codes (§4, §9)', () => {
  it('has the exact codes of the specification', () => {
    expect(OrderStatus).toEqual({
      newOrder: 0,
      wait: 1,
      completed: 2,
      canceled: 3,
      providerPending: 4,
      providerConfirmed: 5,
      customerPending: 6,
    });
    expect(PaymentStatus).toEqual({
      notPaid: 0,
      paid: 1,
      waitForRefund: 2,
      refunded: 3,
      requestForPaymentDeadline: 4,
    });
    expect(ArchiveStatus).toEqual({ none: -1, active: 0, archived: 1, canceled: 2 });
    expect(FlightClass).toEqual({ firstClass: 1, business: 2, economy: 4 });
    expect(WheelchairZone).toEqual({ outdoor: 0, indoor: 1 });
    expect(AgeType).toEqual({ adult: 3, child: 2, infant: 1 });
    expect(Gender).toEqual({ female: 0, male: 1 });
    expect(Nationality).toEqual({ iranian: 0, foreign: 1 });
    expect(Object.values(ServiceKind)).toEqual([
      'pet',
      'parking',
      'greeter_attendant',
      'wheelchair',
      'transfer',
      'suite',
      'visa',
    ]);
    expect(ServiceType).toEqual({ fastTrack: 0, businessLounge: 1, cip: 2 });
    expect(PersonRole).toEqual({ passenger: 1, greeter: 2, attendant: 3 });
    expect(CalendarType).toEqual({ jalali: 1, gregorian: 2 });
    expect(ModuleId).toEqual({ product: 55, news: 1 });
    expect(RootCategoryId).toEqual({ root: 103, promotions: 329, bestSellers: 335, newArrivals: 334 });
    expect(PlayerState).toEqual({ play: 1, pause: 2, stop: 3 });
    expect(LoginType).toEqual({ Mobile: 'Mobile', Email: 'Email', UpdateProfile: 'UpdateProfile' });
    expect(OrderType).toEqual({ Departing: 0, Returning: 1 });
    expect(ReservationType).toEqual({ Departure: 0, Arrival: 1 });
    expect(CipStep).toEqual({
      service: 0,
      extraServicesDeparture: 1,
      extraServicesArrival: 2,
      passengers: 3,
      confirm: 4,
      payment: 5,
    });
    expect(PasswordLevel).toEqual({ EASY: 1, MEDIUM: 2, HARD: 3 });
  });

  const pairs: [Record<string, string | number>, Record<string | number, string>][] = [
    [OrderStatus, ORDER_STATUS_LABELS],
    [PaymentStatus, PAYMENT_STATUS_LABELS],
    [ArchiveStatus, ARCHIVE_STATUS_LABELS],
    [FlightClass, FLIGHT_CLASS_LABELS],
    [WheelchairZone, WHEELCHAIR_ZONE_LABELS],
    [AgeType, AGE_TYPE_LABELS],
    [Gender, GENDER_LABELS],
    [Nationality, NATIONALITY_LABELS],
    [ServiceKind, SERVICE_KIND_LABELS],
    [ServiceType, SERVICE_TYPE_LABELS],
    [PersonRole, PERSON_ROLE_LABELS],
    [CalendarType, CALENDAR_TYPE_LABELS],
    [ModuleId, MODULE_ID_LABELS],
    [RootCategoryId, ROOT_CATEGORY_LABELS],
    [PlayerState, PLAYER_STATE_LABELS],
    [LoginType, LOGIN_TYPE_LABELS],
    [OrderType, ORDER_TYPE_LABELS],
    [ReservationType, RESERVATION_TYPE_LABELS],
    [CipStep, CIP_STEP_LABELS],
    [PasswordLevel, PASSWORD_LEVEL_LABELS],
  ];

  it('gives every value exactly one distinct Persian label', () => {
    for (const [values, labels] of pairs) {
      const list = Object.values(values).map((v) => labels[v]);
      expect(Object.keys(labels)).toHaveLength(Object.values(values).length);
      for (const label of list) expect(label).toMatch(/[\u0600-\u06FF]/);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('recognises its own values only', () => {
    expect(isEnumValue(OrderStatus, 6)).toBe(true);
    expect(isEnumValue(OrderStatus, 7)).toBe(false);
    expect(isEnumValue(OrderStatus, '0')).toBe(false);
    expect(isEnumValue(ServiceKind, 'greeter_attendant')).toBe(true);
    expect(isEnumValue(ServiceKind, 'greeterAttendant')).toBe(false);
  });

  it('lists options in declaration order with labels', () => {
    expect(enumOptions(FlightClass, FLIGHT_CLASS_LABELS)).toEqual([
      { value: 1, label: 'فرست کلاس' },
      { value: 2, label: 'بیزینس' },
      { value: 4, label: 'اکونومی' },
    ]);
  });

  it('maps reservation types to their keys', () => {
    expect(reservationKey(ReservationType.Departure)).toBe('Departure');
    expect(reservationKey(ReservationType.Arrival)).toBe('Arrival');
  });
});

describe('login type (§3)', () => {
  it('allows mobile then e-mail, mobile by default', () => {
    expect(ALLOWED_LOGIN_TYPES).toEqual(['Mobile', 'Email']);
    expect(DEFAULT_LOGIN_TYPE).toBe('Mobile');
  });

  it('restores a persisted type only when allowed', () => {
    expect(restoreLoginType('Email')).toBe('Email');
    expect(restoreLoginType('Mobile')).toBe('Mobile');
    expect(restoreLoginType('UpdateProfile')).toBe('Mobile');
    expect(restoreLoginType('"Email"')).toBe('Mobile');
    expect(restoreLoginType(null)).toBe('Mobile');
  });
});

describe('shell visibility (§2)', () => {
  it('hides the shell on member, dashboard, order, favorites, credit and cip paths', () => {
    for (const prefix of SHELL_HIDDEN_PATH_PREFIXES) expect(isShellVisible(`${prefix}x`)).toBe(false);
    expect(isShellVisible('/credit')).toBe(false);
    expect(isShellVisible('/dashboard')).toBe(false);
    expect(isShellVisible('/dashboards')).toBe(true);
    expect(isShellVisible('/product/favorite')).toBe(false);
    expect(isShellVisible('/')).toBe(true);
    expect(isShellVisible('/product/12')).toBe(true);
    expect(isShellVisible('/member')).toBe(true);
    expect(isShellVisible('/news/member/x')).toBe(true);
  });
});
