import {
  AgeType,
  type CipAction,
  type CipState,
  CipStep,
  canGoToStep,
  type FlightOrder,
  missingForStep,
  OrderType,
  type Person,
  passengerListProblems,
  ReservationType,
  reservationKey,
} from '@vip/domain';

/**
 * The wizard's round-trip rules on top of the domain reducer: which flight an extras step opens on, the return's
 * passengers taken from the outbound (entered once), and a return that cannot be dated before the outbound.
 */

const departing = (state: CipState) => state.orders[OrderType.Departing];
const returning = (state: CipState) => state.orders[OrderType.Returning];

/** Whether the booking is a round trip (the return has a date or a flight). */
export const isRoundTrip = (state: CipState) => {
  const r = returning(state);
  return r.flightDate !== null || r.flightId !== null;
};

/** The side an extras step is about. */
const sideOf = (step: CipStep): ReservationType | null =>
  step === CipStep.extraServicesDeparture
    ? ReservationType.Departure
    : step === CipStep.extraServicesArrival
      ? ReservationType.Arrival
      : null;

/**
 * The flight a step opens on in a round trip. An extras step: the one shown when it has a service on that side, else
 * the other flight when it has one (a lounge at the outbound's origin and at the return's destination opens each step
 * on the flight served there, never on «no service here»). The passengers step: the outbound while the return's
 * passengers are blank (they are entered once, there, then offered for the return).
 */
export function orderTypeOnEntering(state: CipState, step: CipStep): OrderType {
  if (!isRoundTrip(state) || step === state.step) return state.currentOrderType;
  if (step === CipStep.passengers) return returnPassengersBlank(state) ? OrderType.Departing : state.currentOrderType;
  const side = sideOf(step);
  if (side === null) return state.currentOrderType;
  const served = (o: FlightOrder) => o.reservations[reservationKey(side)].service !== null;
  if (served(state.orders[state.currentOrderType])) return state.currentOrderType;
  const other = state.currentOrderType === OrderType.Departing ? OrderType.Returning : OrderType.Departing;
  return served(state.orders[other]) ? other : state.currentOrderType;
}

const IDENTITY: (keyof Person)[] = [
  'firstName',
  'lastName',
  'nationalCode',
  'passportNumber',
  'mobile',
  'gender',
  'nationality',
  'countryId',
];

const samePerson = (a: Person, b: Person) => a.ageType === b.ageType && IDENTITY.every((k) => a[k] === b[k]);

/** Whether nothing was typed for a passenger yet. */
const isBlank = (p: Person) =>
  p.firstName.trim() === '' && p.lastName.trim() === '' && p.nationalCode.trim() === '' && p.passportNumber === '';

/** Whether the return carries exactly the outbound's passengers. */
export function returnHasOutboundPassengers(state: CipState): boolean {
  const out = departing(state).passengerInfo.personList;
  const back = returning(state).passengerInfo.personList;
  return out.length === back.length && out.every((p, i) => samePerson(p, back[i] as Person));
}

/** Whether the traveller has typed nobody on the return yet (so offering the outbound's people costs nothing). */
export function returnPassengersBlank(state: CipState): boolean {
  return returning(state).passengerInfo.personList.every(isBlank);
}

/** Actions giving the current order the outbound's passenger counts (a new return keeps the party's size). */
export function outboundCountsActions(state: CipState): CipAction[] {
  const info = departing(state).passengerInfo;
  return [
    { type: 'cip/setPassengerCount', ageType: AgeType.adult, count: info.adultsCount },
    { type: 'cip/setPassengerCount', ageType: AgeType.child, count: info.childrenCount },
    { type: 'cip/setPassengerCount', ageType: AgeType.infant, count: info.infantsCount },
  ];
}

/** Actions making the return's passengers the outbound's: the same counts, then each person's fields. */
export function copyOutboundPassengersActions(state: CipState): CipAction[] {
  const out = departing(state).passengerInfo.personList;
  return [
    { type: 'cip/setOrderType', orderType: OrderType.Returning },
    ...outboundCountsActions(state),
    ...out.map((p, index): CipAction => {
      const { ageType: _age, ...patch } = p;
      return { type: 'cip/editPerson', index, patch };
    }),
  ];
}

/** The earliest day the return may be picked: the outbound's day (or today before the outbound has one). */
export function returnMinDate(state: CipState, today: string): string {
  const out = departing(state).flightDate;
  return out && out > today ? out : today;
}

/** What the round trip itself still lacks on the first step (a return dated before the outbound), in Persian. */
export function roundTripProblems(state: CipState, step: CipStep): string[] {
  if (step !== CipStep.service || !isRoundTrip(state)) return [];
  const out = departing(state).flightDate;
  const back = returning(state).flightDate;
  return out && back && back < out
    ? ['تاریخ پرواز برگشت پیش از تاریخ پرواز رفت است؛ روز برگشت را دوباره انتخاب کنید.']
    : [];
}

/** What a step still needs: the domain's guard and the round trip's own rule. */
export function wizardMissing(state: CipState, step: CipStep): string[] {
  return [...missingForStep(state, step), ...roundTripProblems(state, step)];
}

/** Whether the wizard may move to `target`: the domain's guard, and no step before it with a round-trip problem. */
export function canGoTo(state: CipState, target: CipStep): boolean {
  if (!canGoToStep(state, target)) return false;
  return target <= CipStep.service || roundTripProblems(state, CipStep.service).length === 0;
}

/**
 * Leaving the outbound's passengers forward while the return's are still blank: the return's tab opens on its
 * passengers (with the offer to take the outbound's) instead of a list of what is missing.
 */
export function shouldOfferReturnPassengers(state: CipState, target: CipStep): boolean {
  return (
    state.step === CipStep.passengers &&
    target > CipStep.passengers &&
    isRoundTrip(state) &&
    state.currentOrderType === OrderType.Departing &&
    returnPassengersBlank(state) &&
    passengerListProblems(departing(state).passengerInfo.personList).length === 0
  );
}
