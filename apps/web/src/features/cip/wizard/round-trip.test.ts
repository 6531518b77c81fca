import {
  AgeType,
  type CipAction,
  type CipState,
  CipStep,
  cipReducer,
  type FlightService,
  initialCipState,
  OrderType,
  ReservationType,
  ServiceType,
} from '@vip/domain';
import { describe, expect, it } from 'vitest';
import {
  canGoTo,
  copyOutboundPassengersActions,
  orderTypeOnEntering,
  outboundCountsActions,
  returnHasOutboundPassengers,
  returnMinDate,
  shouldOfferReturnPassengers,
  wizardMissing,
} from './round-trip';

const lounge: FlightService = {
  id: 7,
  title: 'تشریفات CIP',
  serviceType: ServiceType.cip,
  passenger: { adult: 10_000_000, child: 7_000_000, infant: 1_000_000 },
  greeterAttendant: { adult: 3_000_000, child: 2_000_000, infant: 500_000 },
  pet: 1_500_000,
  parking: { main: 800_000, hourly: 90_000 },
  wheelchair: { outdoor: 400_000, indoor: 250_000 },
  visa: 4_000_000,
  suites: [],
  transfers: [],
};

const run = (state: CipState, actions: CipAction[]) => actions.reduce(cipReducer, state);

/**
 * A round trip as a traveller builds it: two adults and a child out on the 10th with the lounge at the origin, back
 * on the 14th with the lounge at the destination; the return tab is the one shown last.
 */
function roundTrip(): CipState {
  let s = run({ ...initialCipState(), loaded: true }, [
    { type: 'cip/setDate', date: '2026-12-10' },
    { type: 'cip/chooseFlight', flight: { id: 1, date: '2026-12-10' } },
    { type: 'cip/chooseService', service: lounge, reservationType: ReservationType.Departure },
    { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: 2 },
    { type: 'cip/setPassengerCount', ageType: AgeType.child, count: 1 },
  ]);
  s = run(s, [{ type: 'cip/setOrderType', orderType: OrderType.Returning }, ...outboundCountsActions(s)]);
  return run(s, [
    { type: 'cip/setDate', date: '2026-12-14' },
    { type: 'cip/chooseFlight', flight: { id: 2, date: '2026-12-14' } },
    { type: 'cip/chooseService', service: { ...lounge, id: 8 }, reservationType: ReservationType.Arrival },
  ]);
}

const people = [
  { firstName: 'نرگس', lastName: 'محمدی', nationalCode: '0084575948', mobile: '09121234567' },
  { firstName: 'علی', lastName: 'محمدی', nationalCode: '0013542419' },
  { firstName: 'سارا', lastName: 'محمدی', nationalCode: '4608968882' },
];

const withOutboundPassengers = (s: CipState) =>
  run(s, [
    { type: 'cip/setOrderType', orderType: OrderType.Departing },
    ...people.map((patch, index): CipAction => ({ type: 'cip/editPerson', index, patch })),
  ]);

describe('the wizard on a round trip', () => {
  it('gives the return the outbound party’s counts when it is switched on', () => {
    const s = roundTrip();
    const back = s.orders[OrderType.Returning].passengerInfo;
    expect([back.adultsCount, back.childrenCount, back.infantsCount]).toEqual([2, 1, 0]);
    expect(back.personList.map((p) => p.ageType)).toEqual([AgeType.adult, AgeType.adult, AgeType.child]);
  });

  it('opens each extras step on the flight served on that side, and the passengers on the outbound', () => {
    const s = roundTrip();
    expect(s.currentOrderType).toBe(OrderType.Returning);
    // The return has no lounge at its origin: the origin's extras open on the outbound.
    expect(orderTypeOnEntering(s, CipStep.extraServicesDeparture)).toBe(OrderType.Departing);
    const onOutbound = run(s, [{ type: 'cip/setOrderType', orderType: OrderType.Departing }]);
    // The outbound has none at its destination: the destination's extras open on the return.
    expect(orderTypeOnEntering(onOutbound, CipStep.extraServicesArrival)).toBe(OrderType.Returning);
    expect(orderTypeOnEntering(s, CipStep.passengers)).toBe(OrderType.Departing);
    // One-way bookings are left alone.
    const oneWay = run({ ...initialCipState(), loaded: true }, []);
    expect(orderTypeOnEntering(oneWay, CipStep.extraServicesArrival)).toBe(OrderType.Departing);
  });

  it('offers the outbound’s passengers for a blank return, and copying them makes the return complete', () => {
    const s = run(withOutboundPassengers(roundTrip()), [{ type: 'cip/setStep', step: CipStep.passengers }]);
    expect(s.step).toBe(CipStep.passengers);
    expect(shouldOfferReturnPassengers(s, CipStep.confirm)).toBe(true);
    expect(wizardMissing(s, CipStep.passengers).join(' ')).toMatch(/^پرواز برگشت: /);

    const copied = run(s, copyOutboundPassengersActions(s));
    expect(copied.currentOrderType).toBe(OrderType.Returning);
    expect(returnHasOutboundPassengers(copied)).toBe(true);
    expect(wizardMissing(copied, CipStep.passengers)).toEqual([]);
    expect(shouldOfferReturnPassengers(copied, CipStep.confirm)).toBe(false);
    expect(canGoTo(copied, CipStep.confirm)).toBe(true);
    // A change on the return is the traveller's own: the outbound keeps its passenger.
    const changed = run(copied, [{ type: 'cip/editPerson', index: 1, patch: { firstName: 'رضا' } }]);
    expect(returnHasOutboundPassengers(changed)).toBe(false);
    expect(changed.orders[OrderType.Departing].passengerInfo.personList[1]?.firstName).toBe('علی');
  });

  it('starts the return’s calendar on the outbound’s day and refuses a return dated before it', () => {
    const s = roundTrip();
    expect(returnMinDate(s, '2026-12-01')).toBe('2026-12-10');
    expect(returnMinDate(s, '2026-12-12')).toBe('2026-12-12');
    const early = run(s, [
      { type: 'cip/setDate', date: '2026-12-08' },
      { type: 'cip/chooseFlight', flight: { id: 3, date: '2026-12-08' } },
      { type: 'cip/chooseService', service: { ...lounge, id: 8 }, reservationType: ReservationType.Arrival },
    ]);
    expect(wizardMissing(early, CipStep.service)).toContain(
      'تاریخ پرواز برگشت پیش از تاریخ پرواز رفت است؛ روز برگشت را دوباره انتخاب کنید.',
    );
    expect(canGoTo(early, CipStep.extraServicesDeparture)).toBe(false);
    expect(canGoTo(early, CipStep.service)).toBe(true);
    expect(canGoTo(s, CipStep.extraServicesDeparture)).toBe(true);
  });
});
