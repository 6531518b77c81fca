import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPassengerCounts,
  type CipAction,
  type CipState,
  canGoToStep,
  cipReducer,
  cipStateTotal,
  currentOrder,
  currentReservation,
  deserializeCipState,
  firstIncompleteStep,
  initialCipState,
  isStepComplete,
  missingForStep,
  orderPassengerCounts,
  resizeList,
  type TransferItem,
} from './cip-booking';
import { AgeType, CipStep, FlightClass, Nationality, OrderType, PersonRole, ReservationType } from './enums';
import { otherTariff, tariff } from './fixtures.test-util';
import { flightOrderTotal, servicePrices } from './pricing';

const run = (actions: CipAction[], state: CipState = initialCipState()): CipState => actions.reduce(cipReducer, state);

const flight = { id: 501, flightNumber: 'IR 712', date: '2025-04-01' };
const transfer: TransferItem = {
  id: 11,
  transfer: '',
  address: 'تهران، خیابان آزادی',
  date: '2025-04-01',
  time: '08:30',
  longitude: 51.38,
  latitude: 35.74,
  servicePrice: 1,
  stopPrice: 1,
  stopCount: 1,
};

/** A Departing order ready for payment: flight, date, CIP on departure, one valid adult. */
const ready = (): CipState =>
  run([
    { type: 'cip/setDate', date: '2025-04-01' },
    { type: 'cip/chooseFlight', flight },
    { type: 'cip/chooseService', service: tariff },
    {
      type: 'cip/editPerson',
      index: 0,
      patch: { firstName: 'علی', lastName: 'رضایی', nationalCode: '0067749828', mobile: '09121234567' },
    },
  ]);

describe('initial CIP state (§3, §4)', () => {
  it('has two orders, step 0, Departing, Departure and the flight defaults', () => {
    const s = initialCipState();
    expect(s.step).toBe(0);
    expect(s.currentOrderType).toBe(OrderType.Departing);
    expect(s.currentReservationType).toBe(ReservationType.Departure);
    expect(s.orders.map((o) => o.orderType)).toEqual([0, 1]);
    expect(s.loaded).toBe(false);
    expect(s.searchBarState).toEqual({ isOpen: false, section: null });
    const o = s.orders[0];
    expect(o.flightClass).toBe(FlightClass.economy);
    expect(o.flightId).toBeNull();
    expect(o.passengerInfo).toMatchObject({
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
      selectedPassengerIndex: 0,
    });
    expect(o.passengerInfo.personList).toHaveLength(1);
    expect(o.passengerInfo.personList[0]).toMatchObject({ ageType: AgeType.adult, gender: 1, nationality: 0 });
    const r = o.reservations.Departure;
    expect(r.activeService).toBe('visa');
    expect(r.service).toBeNull();
    expect(r.price).toEqual({ wheelchair: 0, parking: 0, pet: 0, suite: 0, visa: 0, greeterAttendant: 0, transfer: 0 });
    expect(o.reservations.Arrival.reservationType).toBe(ReservationType.Arrival);
  });

  it('initialises afresh with member and subdomain', () => {
    const s = run([
      { type: 'cip/setStep', step: 0 },
      { type: 'cip/setSearchKeywords', keywords: 'x' },
      { type: 'cip/init', memberId: 5, subdomainId: 2 },
    ]);
    expect(s).toEqual(initialCipState(5, 2));
    expect(run([{ type: 'cip/init' }])).toEqual(initialCipState());
  });
});

describe('flight, date, class, keywords', () => {
  it('choosing a flight sets it and resets both reservations of the current order only', () => {
    let s = ready();
    s = run(
      [
        { type: 'cip/setOrderType', orderType: OrderType.Returning },
        { type: 'cip/chooseService', service: tariff },
      ],
      s,
    );
    s = run(
      [
        { type: 'cip/setOrderType', orderType: OrderType.Departing },
        { type: 'cip/setPetCount', count: 2 },
      ],
      s,
    );
    expect(s.orders[0].reservations.Departure.petCount).toBe(2);
    s = cipReducer(s, { type: 'cip/chooseFlight', flight: { id: 777 } });
    expect(s.orders[0].flightId).toBe(777);
    expect(s.orders[0].flightDate).toBe('2025-04-01');
    expect(s.orders[0].reservations.Departure.service).toBeNull();
    expect(s.orders[0].reservations.Departure.petCount).toBe(0);
    expect(s.orders[1].reservations.Departure.service).toEqual(tariff);
    s = cipReducer(s, { type: 'cip/chooseFlight', flight: null });
    expect(s.orders[0].flightId).toBeNull();
  });

  it('changing the date clears the flight and reservations; the same date changes nothing', () => {
    const s = ready();
    const same = cipReducer(s, { type: 'cip/setDate', date: '2025-04-01' });
    expect(same.orders[0]).toBe(s.orders[0]);
    const next = cipReducer(s, { type: 'cip/setDate', date: '2025-04-02' });
    expect(next.orders[0]).toMatchObject({ flightDate: '2025-04-02', flightId: null, flightBrief: null });
    expect(next.orders[0].reservations.Departure.service).toBeNull();
    expect(next.orders[0].passengerInfo).toEqual(s.orders[0].passengerInfo);
  });

  it('sets class and keywords, refusing an unknown class', () => {
    const s = run([
      { type: 'cip/setClass', flightClass: FlightClass.business },
      { type: 'cip/setSearchKeywords', keywords: 'مشهد' },
    ]);
    expect(s.orders[0].flightClass).toBe(2);
    expect(s.orders[0].flightSearchKeywords).toBe('مشهد');
    expect(cipReducer(s, { type: 'cip/setClass', flightClass: 3 as FlightClass })).toBe(s);
  });
});

describe('passengers (§4)', () => {
  const counts = (s: CipState) => {
    const p = currentOrder(s).passengerInfo;
    return [p.adultsCount, p.childrenCount, p.infantsCount, p.personList.map((x) => x.ageType).join(',')];
  };

  it('appends blank persons to their age group and removes from its end', () => {
    let s = run([
      { type: 'cip/setPassengerCount', ageType: AgeType.child, count: 2 },
      { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 2 },
      { type: 'cip/setPassengerCount', ageType: AgeType.infant, count: 1 },
    ]);
    expect(counts(s)).toEqual([2, 2, 1, '3,3,2,2,1']);
    s = run(
      [
        { type: 'cip/editPerson', index: 2, patch: { firstName: 'اول' } },
        { type: 'cip/editPerson', index: 3, patch: { firstName: 'دوم' } },
      ],
      s,
    );
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.child, count: 1 });
    expect(counts(s)).toEqual([2, 1, 1, '3,3,2,1']);
    expect(currentOrder(s).passengerInfo.personList[2].firstName).toBe('اول');
  });

  it('never goes below zero and keeps an adult while anyone travels', () => {
    let s = cipReducer(initialCipState(), { type: 'cip/setPassengerCount', ageType: AgeType.child, count: -3 });
    expect(counts(s)).toEqual([1, 0, 0, '3']);
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.child, count: 1 });
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 0 });
    expect(counts(s)).toEqual([1, 1, 0, '3,2']);
    s = run(
      [
        { type: 'cip/setPassengerCount', ageType: AgeType.child, count: 0 },
        { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 0 },
      ],
      s,
    );
    expect(counts(s)).toEqual([0, 0, 0, '']);
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.infant, count: 1 });
    expect(counts(s)).toEqual([1, 0, 1, '3,1']);
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 1000 });
    expect(currentOrder(s).passengerInfo.adultsCount).toBe(99);
    expect(cipReducer(s, { type: 'cip/setPassengerCount', ageType: 9 as AgeType, count: 1 })).toBe(s);
  });

  it('edits a person without changing the age type, and selects within the list', () => {
    let s = cipReducer(initialCipState(), {
      type: 'cip/editPerson',
      index: 0,
      patch: { firstName: 'سارا', ageType: AgeType.infant } as never,
    });
    expect(currentOrder(s).passengerInfo.personList[0]).toMatchObject({ firstName: 'سارا', ageType: AgeType.adult });
    expect(cipReducer(s, { type: 'cip/editPerson', index: 5, patch: { firstName: 'x' } })).toEqual(s);
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 3 });
    s = cipReducer(s, { type: 'cip/selectPassenger', index: 2 });
    expect(currentOrder(s).passengerInfo.selectedPassengerIndex).toBe(2);
    expect(cipReducer(s, { type: 'cip/selectPassenger', index: 3 })).toEqual(s);
    s = cipReducer(s, { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 1 });
    expect(currentOrder(s).passengerInfo.selectedPassengerIndex).toBe(0);
  });

  it('resizes lists', () => {
    expect(resizeList([1, 2, 3], 2, () => 0)).toEqual([1, 2]);
    expect(resizeList([1], 3, (i) => i * 10)).toEqual([1, 10, 20]);
  });
});

describe('service and extras', () => {
  const base = () => run([{ type: 'cip/chooseService', service: tariff }]);

  it('chooses a service per reservation; a different one resets the extras, the same one keeps them', () => {
    let s = run([{ type: 'cip/setPetCount', count: 2 }], base());
    expect(currentReservation(s).price.pet).toBe(3_000_000);
    const cheaper = { ...tariff, pet: 100 };
    s = cipReducer(s, { type: 'cip/chooseService', service: cheaper });
    expect(currentReservation(s).petCount).toBe(2);
    expect(currentReservation(s).price.pet).toBe(200);
    s = cipReducer(s, { type: 'cip/chooseService', service: otherTariff, reservationType: ReservationType.Arrival });
    expect(currentOrder(s).reservations.Arrival.service?.id).toBe(8);
    expect(currentReservation(s).petCount).toBe(2);
    s = cipReducer(s, { type: 'cip/chooseService', service: otherTariff });
    expect(currentReservation(s).petCount).toBe(0);
    s = cipReducer(s, { type: 'cip/chooseService', service: null });
    expect(currentReservation(s).service).toBeNull();
  });

  it('sets the transfers of a booked reservation only', () => {
    const transfers = [{ id: 40, title: 'لیموزین', servicePrice: 9, stopPrice: 1 }];
    expect(
      cipReducer(base(), { type: 'cip/setTransfers', transfers }).orders[0].reservations.Departure.service?.transfers,
    ).toEqual(transfers);
    const unbooked = initialCipState();
    expect(
      cipReducer(unbooked, { type: 'cip/setTransfers', transfers }).orders[0].reservations.Departure.service,
    ).toBeNull();
  });

  it('switches the active extra-service tab', () => {
    const s = cipReducer(base(), { type: 'cip/setActiveService', service: 'parking' });
    expect(currentReservation(s).activeService).toBe('parking');
    expect(cipReducer(s, { type: 'cip/setActiveService', service: 'spa' as never })).toBe(s);
  });

  it('resizes the visa numbers with the visa count and prices visas', () => {
    let s = run(
      [
        { type: 'cip/setVisaCount', count: 2 },
        { type: 'cip/setVisaNumber', index: 1, value: 'V-2' },
      ],
      base(),
    );
    expect(currentReservation(s)).toMatchObject({ visaCount: 2, visaNumberList: ['', 'V-2'] });
    expect(currentReservation(s).price.visa).toBe(8_000_000);
    expect(cipReducer(s, { type: 'cip/setVisaNumber', index: 2, value: 'x' })).toEqual(s);
    s = cipReducer(s, { type: 'cip/setVisaCount', count: 1 });
    expect(currentReservation(s)).toMatchObject({ visaCount: 1, visaNumberList: [''] });
    expect(currentReservation(s).price.visa).toBe(4_000_000);
  });

  it('resizes the suite list with the suite count and prices chosen suites', () => {
    let s = run(
      [
        { type: 'cip/setSuiteCount', count: 2 },
        { type: 'cip/setSuite', index: 0, suiteId: 1 },
        { type: 'cip/setSuiteDescription', description: 'کنار پنجره' },
      ],
      base(),
    );
    expect(currentReservation(s)).toMatchObject({
      suiteCount: 2,
      suiteList: [{ suiteId: 1 }, { suiteId: null }],
      suiteDescription: 'کنار پنجره',
    });
    expect(currentReservation(s).price.suite).toBe(20_000_000);
    expect(cipReducer(s, { type: 'cip/setSuite', index: -1, suiteId: 2 })).toEqual(s);
    s = cipReducer(s, { type: 'cip/setSuiteCount', count: 0 });
    expect(currentReservation(s)).toMatchObject({ suiteCount: 0, suiteList: [] });
    expect(currentReservation(s).price.suite).toBe(0);
  });

  it('resizes greeters/attendants, empties them at zero, and prices them by age type', () => {
    let s = run(
      [
        { type: 'cip/setGreeterAttendantCount', count: 2 },
        { type: 'cip/editGreeterAttendant', index: 1, patch: { ageType: AgeType.child, firstName: 'مینا' } },
      ],
      base(),
    );
    expect(currentReservation(s).greeterAttendantList.map((p) => [p.role, p.ageType, p.firstName])).toEqual([
      [PersonRole.attendant, AgeType.adult, ''],
      [PersonRole.attendant, AgeType.child, 'مینا'],
    ]);
    expect(currentReservation(s).price.greeterAttendant).toBe(5_000_000);
    expect(cipReducer(s, { type: 'cip/editGreeterAttendant', index: 4, patch: { firstName: 'x' } })).toEqual(s);
    s = cipReducer(s, { type: 'cip/setGreeterAttendantCount', count: 0 });
    expect(currentReservation(s)).toMatchObject({ greeterAttendantCount: 0, greeterAttendantList: [] });
    s = run(
      [
        { type: 'cip/setReservationType', reservationType: ReservationType.Arrival },
        { type: 'cip/chooseService', service: tariff },
        { type: 'cip/setGreeterAttendantCount', count: 1 },
      ],
      s,
    );
    expect(currentReservation(s).greeterAttendantList[0].role).toBe(PersonRole.greeter);
  });

  it('sets wheelchairs, parking, hours, pets and the confirm code with prices', () => {
    const s = run(
      [
        { type: 'cip/setWheelchairCount', count: 2 },
        { type: 'cip/setWheelchairCount', count: 1, indoor: true },
        { type: 'cip/setParkingCount', count: 1 },
        { type: 'cip/setParkingHours', hours: 4 },
        { type: 'cip/setPetCount', count: -1 },
        { type: 'cip/setConfirmCode', code: 'AB12' },
      ],
      base(),
    );
    expect(currentReservation(s)).toMatchObject({
      wheelchairCount: 2,
      indoorWheelchairCount: 1,
      parkingCount: 1,
      parkingAdditionalHours: 4,
      petCount: 0,
      confirmCode: 'AB12',
    });
    expect(currentReservation(s).price).toMatchObject({ wheelchair: 1_050_000, parking: 800_000 + 360_000, pet: 0 });
  });

  it('takes the transfer prices and title from the tariff', () => {
    let s = cipReducer(base(), { type: 'cip/setTransferItem', item: transfer });
    expect(currentReservation(s).transferItem).toMatchObject({
      servicePrice: 5_000_000,
      stopPrice: 600_000,
      transfer: 'سدان',
    });
    expect(currentReservation(s).price.transfer).toBe(5_600_000);
    s = cipReducer(s, { type: 'cip/setTransferItem', item: { ...transfer, id: 99 } });
    expect(currentReservation(s).transferItem).toMatchObject({ servicePrice: 1, transfer: '' });
    expect(currentReservation(s).price.transfer).toBe(0);
    s = cipReducer(s, { type: 'cip/setTransferItem', item: null });
    expect(currentReservation(s).transferItem).toBeNull();
  });
});

describe('order/reservation type, reset, search bar', () => {
  it('switches the current order and reservation type, refusing unknown ones', () => {
    const s = run([
      { type: 'cip/setOrderType', orderType: OrderType.Returning },
      { type: 'cip/setReservationType', reservationType: ReservationType.Arrival },
    ]);
    expect([s.currentOrderType, s.currentReservationType]).toEqual([1, 1]);
    expect(cipReducer(s, { type: 'cip/setOrderType', orderType: 2 as OrderType })).toBe(s);
    expect(cipReducer(s, { type: 'cip/setReservationType', reservationType: 5 as ReservationType })).toBe(s);
    const withPet = run(
      [
        { type: 'cip/chooseService', service: tariff },
        { type: 'cip/setPetCount', count: 1 },
      ],
      s,
    );
    expect(withPet.orders[1].reservations.Arrival.petCount).toBe(1);
    expect(withPet.orders[0].reservations.Arrival.petCount).toBe(0);
  });

  it('resets one order', () => {
    const s = cipReducer(ready(), { type: 'cip/resetOrder', orderType: OrderType.Departing });
    expect(s.orders[0]).toEqual(initialCipState().orders[0]);
    expect(cipReducer(s, { type: 'cip/resetOrder', orderType: 7 as OrderType })).toBe(s);
  });

  it('opens and closes the search bar on a section', () => {
    const open = cipReducer(initialCipState(), { type: 'cip/openSearchBar', section: 'date' });
    expect(open.searchBarState).toEqual({ isOpen: true, section: 'date' });
    expect(cipReducer(open, { type: 'cip/closeSearchBar' }).searchBarState).toEqual({ isOpen: false, section: null });
  });

  it('stores pending and error, and ignores unknown actions', () => {
    const s = run([{ type: 'cip/setPending', pending: true }]);
    expect(s.pending).toBe(true);
    const e = cipReducer(s, { type: 'cip/setError', error: { error_code: 500, error_message: 'Error fetching data' } });
    expect(e).toMatchObject({ pending: false, error: { error_code: 500 } });
    expect(cipReducer(e, { type: 'cip/unknown' } as never)).toBe(e);
  });
});

describe('steps (§4: allowed transitions are ours)', () => {
  it('lists what step 0 still needs', () => {
    expect(missingForStep(initialCipState(), CipStep.service)).toEqual([
      'تاریخ پرواز انتخاب نشده است.',
      'پرواز انتخاب نشده است.',
      'خدمتی برای فرودگاه مبدأ یا مقصد انتخاب نشده است.',
    ]);
    const none = run([{ type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 0 }]);
    expect(missingForStep(none, CipStep.service)).toContain('دست‌کم یک مسافر لازم است.');
    expect(missingForStep(ready(), CipStep.service)).toEqual([]);
  });

  it('refuses to go forward past an incomplete step and always allows going back', () => {
    const s = initialCipState();
    expect(cipReducer(s, { type: 'cip/nextStep' })).toBe(s);
    expect(cipReducer(s, { type: 'cip/setStep', step: CipStep.payment })).toBe(s);
    expect(canGoToStep(s, CipStep.service)).toBe(true);
    let r = ready();
    r = cipReducer(r, { type: 'cip/nextStep' });
    expect(r.step).toBe(1);
    expect(r.currentReservationType).toBe(ReservationType.Departure);
    r = cipReducer(r, { type: 'cip/nextStep' });
    expect([r.step, r.currentReservationType]).toEqual([2, ReservationType.Arrival]);
    r = cipReducer(r, { type: 'cip/setStep', step: CipStep.payment });
    expect(r.step).toBe(5);
    expect(cipReducer(r, { type: 'cip/nextStep' })).toBe(r);
    // Breaking step 0 later does not stop going back, but stops going forward again.
    const broken = run(
      [
        { type: 'cip/setStep', step: 0 },
        { type: 'cip/chooseService', service: null, reservationType: ReservationType.Departure },
      ],
      r,
    );
    expect(broken.step).toBe(0);
    expect(cipReducer(broken, { type: 'cip/nextStep' })).toBe(broken);
    expect(cipReducer(r, { type: 'cip/previousStep' }).step).toBe(4);
    expect(cipReducer(broken, { type: 'cip/previousStep' })).toBe(broken);
    expect(cipReducer(r, { type: 'cip/setStep', step: 9 as CipStep })).toBe(r);
  });

  it('checks the extras of each side', () => {
    let s = run(
      [
        { type: 'cip/setVisaCount', count: 2 },
        { type: 'cip/setWheelchairCount', count: 2 },
        { type: 'cip/setSuiteCount', count: 1 },
        { type: 'cip/setParkingHours', hours: 2 },
        { type: 'cip/setGreeterAttendantCount', count: 1 },
        { type: 'cip/setTransferItem', item: { ...transfer, id: 99, address: ' ', latitude: null, time: '' } },
      ],
      ready(),
    );
    expect(missingForStep(s, CipStep.extraServicesDeparture)).toEqual([
      'تعداد ویزا از تعداد مسافران بیشتر است.',
      'تعداد ویلچر از تعداد مسافران بیشتر است.',
      'سوئیت ۱ انتخاب نشده است.',
      'برای ساعت اضافه پارکینگ دست‌کم یک پارکینگ انتخاب کنید.',
      'نام و نام خانوادگی خوشامدگو / همراه ۱ وارد نشده است.',
      'ترانسفر انتخاب‌شده در این خدمت ارائه نمی‌شود.',
      'نشانی ترانسفر وارد نشده است.',
      'موقعیت ترانسفر روی نقشه انتخاب نشده است.',
      'تاریخ و ساعت ترانسفر وارد نشده است.',
    ]);
    expect(missingForStep(s, CipStep.extraServicesArrival)).toEqual([]);
    s = run(
      [
        { type: 'cip/setVisaCount', count: 1 },
        { type: 'cip/setWheelchairCount', count: 1 },
        { type: 'cip/setSuite', index: 0, suiteId: 2 },
        { type: 'cip/setParkingCount', count: 1 },
        { type: 'cip/editGreeterAttendant', index: 0, patch: { firstName: 'رضا', lastName: 'کریمی' } },
        { type: 'cip/setTransferItem', item: transfer },
      ],
      s,
    );
    expect(missingForStep(s, CipStep.extraServicesDeparture)).toEqual([]);
    expect(firstIncompleteStep(s)).toBe(CipStep.payment);
    // A greeter's mobile is optional, but one that is typed must be a mobile.
    const typo = cipReducer(s, { type: 'cip/editGreeterAttendant', index: 0, patch: { mobile: '۰۹۱۲' } });
    expect(missingForStep(typo, CipStep.extraServicesDeparture)).toEqual([
      expect.stringMatching(/^خوشامدگو \/ همراه ۱: /),
    ]);
    const given = cipReducer(s, { type: 'cip/editGreeterAttendant', index: 0, patch: { mobile: '۰۹۱۲۳۴۵۶۷۸۹' } });
    expect(missingForStep(given, CipStep.extraServicesDeparture)).toEqual([]);
  });

  it('checks every passenger on step 3', () => {
    let s = run(
      [
        { type: 'cip/setPassengerCount', ageType: AgeType.child, count: 1 },
        { type: 'cip/editPerson', index: 0, patch: { mobile: '' } },
      ],
      ready(),
    );
    expect(missingForStep(s, CipStep.passengers)).toEqual([
      'مسافر ۱: شماره همراه را وارد کنید.',
      'مسافر ۲: نام وارد نشده است.',
      'مسافر ۲: نام خانوادگی وارد نشده است.',
      'مسافر ۲: کد ملی را وارد کنید.',
    ]);
    expect(canGoToStep(s, CipStep.confirm)).toBe(false);
    s = run(
      [
        { type: 'cip/editPerson', index: 0, patch: { mobile: '۰۹۱۲۱۲۳۴۵۶۷' } },
        {
          type: 'cip/editPerson',
          index: 1,
          patch: { firstName: 'Anna', lastName: 'Berg', nationality: Nationality.foreign, passportNumber: 'X1234567' },
        },
      ],
      s,
    );
    expect(missingForStep(s, CipStep.passengers)).toEqual([]);
    expect(isStepComplete(s, CipStep.confirm)).toBe(true);
    expect(missingForStep(s, CipStep.payment)).toEqual([]);
    expect(canGoToStep(s, CipStep.payment)).toBe(true);
  });

  it('checks the returning order once it is started, naming each order', () => {
    let s = run(
      [
        { type: 'cip/setOrderType', orderType: OrderType.Returning },
        { type: 'cip/setDate', date: '2025-04-10' },
      ],
      ready(),
    );
    expect(missingForStep(s, CipStep.service)).toEqual([
      'پرواز برگشت: پرواز انتخاب نشده است.',
      'پرواز برگشت: خدمتی برای فرودگاه مبدأ یا مقصد انتخاب نشده است.',
    ]);
    s = run(
      [
        { type: 'cip/chooseFlight', flight: { id: 9 } },
        { type: 'cip/chooseService', service: otherTariff, reservationType: ReservationType.Arrival },
      ],
      s,
    );
    expect(missingForStep(s, CipStep.service)).toEqual([]);
    expect(missingForStep(s, CipStep.passengers)[0]).toBe('پرواز برگشت: مسافر ۱: نام وارد نشده است.');
    expect(cipStateTotal(s)).toBe(flightOrderTotal(s.orders[0]).total + flightOrderTotal(s.orders[1]).total);
    expect(cipStateTotal(s)).toBe(10_000_000 + 3_000_000);
  });
});

describe('persistence (§3 keys)', () => {
  it('round-trips the persisted parts and marks the state loaded', () => {
    const s = run(
      [
        { type: 'cip/setSuiteCount', count: 1 },
        { type: 'cip/setSuite', index: 0, suiteId: 1 },
        { type: 'cip/setTransferItem', item: transfer },
        { type: 'cip/setGreeterAttendantCount', count: 1 },
        {
          type: 'cip/editGreeterAttendant',
          index: 0,
          patch: { firstName: 'a', lastName: 'b', ageType: AgeType.child },
        },
        { type: 'cip/setVisaCount', count: 1 },
        { type: 'cip/setStep', step: 1 },
      ],
      ready(),
    );
    // What the site stores: each persisted field as JSON text.
    const back = deserializeCipState({
      orders: JSON.stringify(s.orders),
      step: JSON.stringify(s.step),
      currentOrderType: JSON.stringify(s.currentOrderType),
      currentReservationType: JSON.stringify(s.currentReservationType),
    });
    expect(back.orders).toEqual(s.orders);
    expect(back.step).toBe(1);
    expect(back.loaded).toBe(true);
    const loaded = cipReducer(initialCipState(), { type: 'cip/load', state: back });
    expect(loaded.orders).toEqual(s.orders);
    expect(loaded.loaded).toBe(true);
  });

  it('returns the initial state for missing or bad JSON', () => {
    const initial = { ...initialCipState(), loaded: true };
    expect(deserializeCipState({})).toEqual(initial);
    expect(deserializeCipState({ orders: '{not json' })).toEqual(initial);
    expect(deserializeCipState({ orders: '[1]' })).toEqual(initial);
    expect(deserializeCipState({ orders: 'null', step: '3' })).toEqual(initial);
  });

  it('repairs a damaged shape and lowers an unreachable step', () => {
    const raw = {
      orders: JSON.stringify([
        {
          flightId: 'x',
          flightClass: 3,
          passengerInfo: {
            adultsCount: 0,
            childrenCount: 2,
            infantsCount: -1,
            personList: [{ ageType: 2, firstName: 'کودک', gender: 7 }],
          },
          reservations: {
            Departure: {
              service: tariff,
              visaCount: 2,
              visaNumberList: ['A', 5],
              suiteCount: 1,
              suiteList: [],
              petCount: 2,
              activeService: 'spa',
              greeterAttendantList: [{ ageType: 99, role: 9 }],
              greeterAttendantCount: 1,
              transferItem: { id: 11, longtitude: 51.1, latitude: 35.1 },
            },
            Arrival: 'garbage',
          },
        },
        null,
      ]),
      step: '4',
      currentOrderType: '"x"',
      currentReservationType: '1',
    };
    const s = deserializeCipState(raw);
    const o = s.orders[0];
    expect(o.flightId).toBeNull();
    expect(o.flightClass).toBe(FlightClass.economy);
    expect(o.passengerInfo).toMatchObject({ adultsCount: 1, childrenCount: 2, infantsCount: 0 });
    expect(o.passengerInfo.personList.map((p) => [p.ageType, p.firstName, p.gender])).toEqual([
      [3, '', 1],
      [2, 'کودک', 1],
      [2, '', 1],
    ]);
    const d = o.reservations.Departure;
    expect(d).toMatchObject({ visaNumberList: ['A', ''], suiteList: [{ suiteId: null }], activeService: 'visa' });
    expect(d.greeterAttendantList[0]).toMatchObject({ ageType: AgeType.adult, role: PersonRole.attendant });
    expect(d.transferItem).toMatchObject({ longitude: 51.1, latitude: 35.1, stopCount: 0 });
    expect(d.price).toEqual(servicePrices(tariff, d));
    expect(o.reservations.Arrival).toEqual(initialCipState().orders[0].reservations.Arrival);
    expect(s.orders[1]).toEqual(initialCipState().orders[1]);
    expect(s.step).toBe(CipStep.service);
    expect(s.currentOrderType).toBe(OrderType.Departing);
    expect(s.currentReservationType).toBe(ReservationType.Arrival);
    expect(deserializeCipState({ ...raw, step: '"x"' }).step).toBe(0);
  });

  it('drops a stored service that is not a tariff', () => {
    const bad = [
      { id: 1 },
      { ...tariff, passenger: { adult: 1 } },
      { ...tariff, pet: '1' },
      { ...tariff, parking: null },
    ];
    for (const service of bad) {
      const orders = JSON.stringify([{ reservations: { Departure: { service } } }, {}]);
      expect(deserializeCipState({ orders }).orders[0].reservations.Departure.service).toBeNull();
    }
  });
});

describe('invariants over random action sequences', () => {
  const count = fc.integer({ min: -3, max: 6 });
  const action: fc.Arbitrary<CipAction> = fc.oneof(
    fc.record({
      type: fc.constant('cip/setPassengerCount' as const),
      ageType: fc.constantFrom(AgeType.adult, AgeType.child, AgeType.infant),
      count,
    }),
    fc.record({
      type: fc.constant('cip/chooseService' as const),
      service: fc.constantFrom(tariff, otherTariff, null),
      reservationType: fc.constantFrom(0, 1) as fc.Arbitrary<ReservationType>,
    }),
    fc.record({ type: fc.constant('cip/setVisaCount' as const), count }),
    fc.record({ type: fc.constant('cip/setSuiteCount' as const), count }),
    fc.record({
      type: fc.constant('cip/setSuite' as const),
      index: fc.integer({ min: -1, max: 4 }),
      suiteId: fc.constantFrom(1, 2, 3, null),
    }),
    fc.record({ type: fc.constant('cip/setGreeterAttendantCount' as const), count }),
    fc.record({
      type: fc.constant('cip/editGreeterAttendant' as const),
      index: fc.integer({ min: 0, max: 3 }),
      patch: fc.record({ ageType: fc.constantFrom(AgeType.adult, AgeType.child, AgeType.infant) }),
    }),
    fc.record({ type: fc.constant('cip/setWheelchairCount' as const), count, indoor: fc.boolean() }),
    fc.record({ type: fc.constant('cip/setParkingCount' as const), count }),
    fc.record({ type: fc.constant('cip/setParkingHours' as const), hours: count }),
    fc.record({ type: fc.constant('cip/setPetCount' as const), count }),
    fc.record({
      type: fc.constant('cip/setTransferItem' as const),
      item: fc.option(fc.record({ id: fc.constantFrom(11, 12, 13) }).map((x) => ({ ...transfer, ...x }))),
    }),
    fc.record({ type: fc.constant('cip/chooseFlight' as const), flight: fc.constant(flight) }),
    fc.record({
      type: fc.constant('cip/setOrderType' as const),
      orderType: fc.constantFrom(0, 1) as fc.Arbitrary<OrderType>,
    }),
    fc.record({
      type: fc.constant('cip/setReservationType' as const),
      reservationType: fc.constantFrom(0, 1) as fc.Arbitrary<ReservationType>,
    }),
    fc.record({
      type: fc.constant('cip/setStep' as const),
      step: fc.constantFrom(0, 1, 2, 3, 4, 5) as fc.Arbitrary<CipStep>,
    }),
  );

  it('keeps counts, lists and prices consistent with the pricing functions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const s = run(actions);
        for (const o of s.orders) {
          const p = o.passengerInfo;
          expect(p.adultsCount).toBeGreaterThanOrEqual(0);
          expect(p.childrenCount).toBeGreaterThanOrEqual(0);
          expect(p.infantsCount).toBeGreaterThanOrEqual(0);
          expect(p.personList).toHaveLength(p.adultsCount + p.childrenCount + p.infantsCount);
          expect(orderPassengerCounts(o)).toEqual({
            adultsCount: p.adultsCount,
            childrenCount: p.childrenCount,
            infantsCount: p.infantsCount,
          });
          if (p.personList.length > 0) expect(p.adultsCount).toBeGreaterThanOrEqual(1);
          for (const r of [o.reservations.Departure, o.reservations.Arrival]) {
            expect(r.price).toEqual(servicePrices(r.service, r));
            expect(r.visaNumberList).toHaveLength(r.visaCount);
            expect(r.suiteList).toHaveLength(r.suiteCount);
            expect(r.greeterAttendantList).toHaveLength(r.greeterAttendantCount);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('moves forward only past complete steps and always back', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 30 }),
        fc.constantFrom(0, 1, 2, 3, 4, 5) as fc.Arbitrary<CipStep>,
        (actions, target) => {
          const s = run(actions);
          const next = cipReducer(s, { type: 'cip/setStep', step: target });
          if (target <= s.step) expect(next.step).toBe(target);
          else if (next.step === target) {
            for (let k = 0; k < target; k++) expect(missingForStep(s, k as CipStep)).toEqual([]);
          } else {
            expect(next).toBe(s);
            expect(
              Array.from({ length: target }, (_, k) => missingForStep(s, k as CipStep).length).some((n) => n > 0),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('applyPassengerCounts keeps the list equal to the counts for any input', () => {
    fc.assert(
      fc.property(count, count, count, (a, c, i) => {
        const info = applyPassengerCounts(initialCipState().orders[0].passengerInfo, {
          adultsCount: a,
          childrenCount: c,
          infantsCount: i,
        });
        expect(info.personList).toHaveLength(info.adultsCount + info.childrenCount + info.infantsCount);
        expect(Math.min(info.adultsCount, info.childrenCount, info.infantsCount)).toBeGreaterThanOrEqual(0);
        expect(info.childrenCount).toBe(Math.max(0, c));
        expect(info.adultsCount).toBe(Math.max(0, a) === 0 && Math.max(0, c) + Math.max(0, i) > 0 ? 1 : Math.max(0, a));
      }),
    );
  });
});
