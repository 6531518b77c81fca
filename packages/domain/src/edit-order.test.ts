import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type EditOrderAction,
  type EditOrderState,
  type EditReservation,
  editOrderReducer,
  editOrderTotal,
  initialEditOrderState,
  parseVisaNumbers,
} from './edit-order';
import { AgeType, Nationality, PersonRole, ReservationType } from './enums';
import { otherTariff, tariff } from './fixtures.test-util';
import { blankGreeterAttendant, blankPerson, type Person } from './person';
import { passengersByAgeType, reservationTotal } from './pricing';

const person = (firstName: string, nationalCode: string, ageType: AgeType = AgeType.adult, mobile = ''): Person => ({
  ...blankPerson(ageType),
  firstName,
  lastName: 'احمدی',
  nationalCode,
  mobile,
});
const ali = person('علی', '0067749828', AgeType.adult, '09121234567');
const sara = person('سارا', '0499370899', AgeType.child);

const reservation = (id: number, type: ReservationType, service = tariff): EditReservation => ({
  id,
  reservationType: type,
  service,
  passengers: [ali, sara],
  visaCount: 0,
  visaNumberList: [],
  suiteList: [],
  suiteDescription: '',
  wheelchairCount: 0,
  indoorWheelchairCount: 0,
  parkingCount: 0,
  parkingAdditionalHours: 0,
  petCount: 0,
  greeterAttendantList: [],
  transferItem: null,
});

const loaded = (): EditOrderState =>
  editOrderReducer(initialEditOrderState(), {
    type: 'edit/load',
    order: { id: 90 },
    reservations: [reservation(1, ReservationType.Departure), reservation(2, ReservationType.Arrival, otherTariff)],
    oldPassengers: [person('مریم', '4608968882'), person('رضا', '0013542419')],
  });
const run = (actions: EditOrderAction[], state = loaded()) => actions.reduce(editOrderReducer, state);

describe('edit order (§3, §4)', () => {
  it('loads without being edited and with the total price', () => {
    const s = loaded();
    expect(s).toMatchObject({
      isEdited: false,
      currentReservationIndex: 0,
      editPassengerIndex: -1,
      selectedOldPassengerIndex: -1,
    });
    expect(s.totalPrice).toBe(10_000_000 + 7_000_000 + 3_000_000 + 2_000_000);
    expect(editOrderTotal(s.reservationList)).toBe(s.totalPrice);
    expect(initialEditOrderState()).toMatchObject({ reservationList: [], totalPrice: 0, order: null, isEdited: false });
    expect(run([{ type: 'edit/reset' }])).toEqual(initialEditOrderState());
    expect(run([{ type: 'edit/setError', error: { error_code: 500, error_message: 'x' } }]).error).toEqual({
      error_code: 500,
      error_message: 'x',
    });
  });

  it('sets the visa count from comma-separated numbers, 0 when empty', () => {
    expect(parseVisaNumbers(' A1, B2 ،C3,, ')).toEqual(['A1', 'B2', 'C3']);
    let s = run([{ type: 'edit/setVisaNumbers', text: 'A1,B2' }]);
    expect(s.reservationList[0]).toMatchObject({ visaCount: 2, visaNumberList: ['A1', 'B2'] });
    expect(s.isEdited).toBe(true);
    expect(s.totalPrice).toBe(loaded().totalPrice + 8_000_000);
    s = run([{ type: 'edit/setVisaNumbers', text: '   ' }], s);
    expect(s.reservationList[0]).toMatchObject({ visaCount: 0, visaNumberList: [] });
  });

  it('edits counts of the current reservation and recomputes the total', () => {
    const s = run([
      { type: 'edit/setCurrentReservation', index: 1 },
      { type: 'edit/setCount', field: 'petCount', value: 2 },
      { type: 'edit/setCount', field: 'parkingAdditionalHours', value: -4 },
      { type: 'edit/setSuiteDescription', description: 'یادداشت' },
    ]);
    expect(s.currentReservationIndex).toBe(1);
    expect(s.reservationList[1]).toMatchObject({ petCount: 2, parkingAdditionalHours: 0, suiteDescription: 'یادداشت' });
    expect(s.reservationList[0].petCount).toBe(0);
    expect(s.totalPrice).toBe(loaded().totalPrice + 3_000_000);
    expect(run([{ type: 'edit/setCurrentReservation', index: 5 }])).toEqual(loaded());
    const empty = editOrderReducer(initialEditOrderState(), { type: 'edit/setCount', field: 'petCount', value: 1 });
    expect(empty).toEqual(initialEditOrderState());
  });

  it('deletes a passenger from every reservation', () => {
    const s = run([{ type: 'edit/deletePassenger', index: 1 }]);
    expect(s.reservationList.map((r) => r.passengers.map((p) => p.firstName))).toEqual([['علی'], ['علی']]);
    expect(s.isEdited).toBe(true);
    expect(s.totalPrice).toBe(10_000_000 + 3_000_000);
  });

  it('refuses to delete the last adult of children or the last passenger', () => {
    const s = loaded();
    expect(editOrderReducer(s, { type: 'edit/deletePassenger', index: 0 })).toBe(s);
    expect(editOrderReducer(s, { type: 'edit/deletePassenger', index: 7 })).toBe(s);
    const single = run([{ type: 'edit/deletePassenger', index: 1 }]);
    expect(editOrderReducer(single, { type: 'edit/deletePassenger', index: 0 })).toBe(single);
  });

  it('adds a passenger (index −1) to every reservation from the form', () => {
    const s = run([
      { type: 'edit/startPassengerEdit', index: -1 },
      {
        type: 'edit/setPassengerForm',
        patch: { firstName: 'John', lastName: 'Doe', nationality: Nationality.foreign, passportNumber: 'P1234567' },
      },
      { type: 'edit/savePassenger' },
    ]);
    expect(s.reservationList.map((r) => r.passengers.length)).toEqual([3, 3]);
    expect(s.reservationList[1].passengers[2]).toMatchObject({ firstName: 'John', passportNumber: 'P1234567' });
    expect(s.totalPrice).toBe(loaded().totalPrice + 10_000_000 + 3_000_000);
    expect(s).toMatchObject({ isEdited: true, editPassengerIndex: -1, passengerForm: blankPerson() });
  });

  it('edits an existing passenger in every reservation', () => {
    let s = run([{ type: 'edit/startPassengerEdit', index: 1 }]);
    expect(s.passengerForm).toEqual(sara);
    expect(s.editPassengerIndex).toBe(1);
    s = run(
      [
        { type: 'edit/setPassengerForm', patch: { firstName: 'سارینا', ageType: AgeType.adult } },
        { type: 'edit/savePassenger' },
      ],
      s,
    );
    expect(s.reservationList.map((r) => r.passengers[1].firstName)).toEqual(['سارینا', 'سارینا']);
    expect(s.totalPrice).toBe(loaded().totalPrice + 3_000_000 + 1_000_000);
    expect(run([{ type: 'edit/startPassengerEdit', index: 9 }])).toEqual(loaded());
  });

  it('refuses to save an invalid form or one that leaves no adult', () => {
    const bad = run([
      { type: 'edit/startPassengerEdit', index: -1 },
      { type: 'edit/setPassengerForm', patch: { firstName: 'x', lastName: 'y', nationalCode: '123' } },
    ]);
    expect(editOrderReducer(bad, { type: 'edit/savePassenger' })).toBe(bad);
    const childOnly = run([
      { type: 'edit/startPassengerEdit', index: 0 },
      { type: 'edit/setPassengerForm', patch: { ageType: AgeType.infant } },
    ]);
    expect(editOrderReducer(childOnly, { type: 'edit/savePassenger' })).toBe(childOnly);
    const noMobile = run([
      { type: 'edit/startPassengerEdit', index: 0 },
      { type: 'edit/setPassengerForm', patch: { mobile: '' } },
    ]);
    expect(editOrderReducer(noMobile, { type: 'edit/savePassenger' })).toBe(noMobile);
    const noReservations = { ...initialEditOrderState(), passengerForm: ali };
    expect(editOrderReducer(noReservations, { type: 'edit/savePassenger' })).toBe(noReservations);
    const stale = { ...loaded(), editPassengerIndex: 5, passengerForm: ali };
    expect(editOrderReducer(stale, { type: 'edit/savePassenger' })).toBe(stale);
  });

  it('fills the form from a chosen saved passenger', () => {
    const s = run([
      { type: 'edit/startPassengerEdit', index: -1 },
      { type: 'edit/selectOldPassenger', index: 1 },
    ]);
    expect(s.selectedOldPassengerIndex).toBe(1);
    expect(s.passengerForm).toEqual(s.oldPassengerList[1]);
    expect(s.isEdited).toBe(false);
    expect(editOrderReducer(s, { type: 'edit/selectOldPassenger', index: 4 })).toBe(s);
    const saved = editOrderReducer(s, { type: 'edit/savePassenger' });
    expect(saved.reservationList[0].passengers[2].firstName).toBe('رضا');
  });

  it('adds, edits, removes and validates greeters/attendants, dropping nameless ones', () => {
    let s = run([
      { type: 'edit/addGreeterAttendant' },
      {
        type: 'edit/addGreeterAttendant',
        person: {
          ...blankGreeterAttendant(PersonRole.attendant),
          firstName: 'نادر',
          lastName: 'ملکی',
          ageType: AgeType.child,
        },
      },
      { type: 'edit/addGreeterAttendant', person: { ...blankGreeterAttendant(), firstName: 'فقط نام' } },
      { type: 'edit/editGreeterAttendant', index: 0, patch: { firstName: 'اول' } },
    ]);
    expect(s.reservationList[0].greeterAttendantList).toHaveLength(3);
    expect(s.totalPrice).toBe(loaded().totalPrice + 3_000_000 + 2_000_000 + 3_000_000);
    s = editOrderReducer(s, { type: 'edit/validateGreeterAttendants' });
    expect(s.reservationList[0].greeterAttendantList.map((p) => p.firstName)).toEqual(['نادر']);
    expect(s.totalPrice).toBe(loaded().totalPrice + 2_000_000);
    s = editOrderReducer(s, { type: 'edit/removeGreeterAttendant', index: 0 });
    expect(s.reservationList[0].greeterAttendantList).toEqual([]);
    expect(s.totalPrice).toBe(loaded().totalPrice);
    expect(editOrderReducer(s, { type: 'edit/unknown' } as never)).toBe(s);
  });

  it('keeps passengers parallel and the total equal to the pricing functions', () => {
    const action: fc.Arbitrary<EditOrderAction> = fc.oneof(
      fc.record({ type: fc.constant('edit/deletePassenger' as const), index: fc.integer({ min: -1, max: 4 }) }),
      fc.record({ type: fc.constant('edit/startPassengerEdit' as const), index: fc.integer({ min: -1, max: 3 }) }),
      fc.record({ type: fc.constant('edit/selectOldPassenger' as const), index: fc.integer({ min: 0, max: 2 }) }),
      fc.record({
        type: fc.constant('edit/setPassengerForm' as const),
        patch: fc.record({ ageType: fc.constantFrom(AgeType.adult, AgeType.child, AgeType.infant) }),
      }),
      fc.constant({ type: 'edit/savePassenger' as const }),
      fc.record({
        type: fc.constant('edit/setCount' as const),
        field: fc.constantFrom('petCount', 'parkingCount', 'wheelchairCount') as fc.Arbitrary<'petCount'>,
        value: fc.integer({ min: -2, max: 5 }),
      }),
      fc.record({ type: fc.constant('edit/setCurrentReservation' as const), index: fc.integer({ min: 0, max: 2 }) }),
      fc.record({ type: fc.constant('edit/setVisaNumbers' as const), text: fc.constantFrom('', 'a', 'a,b', 'a,,b,c') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const s = run(actions);
        const [first, second] = s.reservationList;
        expect(second.passengers).toEqual(first.passengers);
        expect(first.passengers.length).toBeGreaterThan(0);
        expect(passengersByAgeType(first.passengers).adultsCount).toBeGreaterThan(0);
        const expected = s.reservationList.reduce(
          (sum, r) => sum + reservationTotal(r.service, r, passengersByAgeType(r.passengers)).total,
          0,
        );
        expect(s.totalPrice).toBe(expected);
        for (const r of s.reservationList) expect(r.visaCount).toBe(r.visaNumberList.length);
      }),
      { numRuns: 200 },
    );
  });
});
