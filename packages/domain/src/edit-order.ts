/**
 * The edit-order state and reducer (§3, §4): a saved CIP order opened for changes. Every edit sets `isEdited` and
 * recomputes `totalPrice` with the same pricing functions as the booking; the API recomputes it on save.
 *
 * The passengers of an order are the same people in each reservation, kept as parallel lists: deleting passenger
 * i removes it from every reservation, adding (editPassengerIndex −1) appends it to every reservation.
 * Choices where the specification is open: the passenger form is kept in `passengerForm` (our addition to §3's
 * fields); saving a form that has problems (personProblems) does nothing; a delete or a save that would leave no
 * passenger, or children/infants without an adult, does nothing.
 */
import type { SliceError, SuiteChoice, TransferItem } from './cip-booking';
import { clampCount } from './cip-booking';
import { AgeType, type ReservationType } from './enums';
import {
  blankGreeterAttendant,
  blankPerson,
  type GreeterAttendant,
  hasFullName,
  type Person,
  passengerLabel,
  personProblems,
} from './person';
import { type PricingContext, reservationTotal, type ServiceTariff } from './pricing';

/** A reservation of a saved order, as the edit form holds it. */
export interface EditReservation {
  id: number;
  reservationType: ReservationType;
  /** Tariff of the reservation's service (from the API). */
  service: ServiceTariff | null;
  /** Its flight and the booking's moment (absent: domestic, no time surcharges), as the server reprices it. */
  pricing?: PricingContext;
  passengers: Person[];
  visaCount: number;
  visaNumberList: string[];
  suiteList: SuiteChoice[];
  suiteDescription: string;
  wheelchairCount: number;
  indoorWheelchairCount: number;
  parkingCount: number;
  parkingAdditionalHours: number;
  petCount: number;
  greeterAttendantList: GreeterAttendant[];
  transferItem: TransferItem | null;
}

/** The order being edited (fields beyond id are the API's). */
export interface EditOrderSummary {
  id: number;
  [field: string]: unknown;
}

/** Edit-order state (§3) plus the passenger form. */
export interface EditOrderState {
  currentReservationIndex: number;
  reservationList: EditReservation[];
  isEdited: boolean;
  order: EditOrderSummary | null;
  totalPrice: number;
  /** Index of the passenger in the form; −1 means a new passenger. */
  editPassengerIndex: number;
  oldPassengerList: Person[];
  selectedOldPassengerIndex: number;
  passengerForm: Person;
  error: SliceError | null;
}

/** The initial edit-order state. */
export function initialEditOrderState(): EditOrderState {
  return {
    currentReservationIndex: 0,
    reservationList: [],
    isEdited: false,
    order: null,
    totalPrice: 0,
    editPassengerIndex: -1,
    oldPassengerList: [],
    selectedOldPassengerIndex: -1,
    passengerForm: blankPerson(),
    error: null,
  };
}

/** Count fields of a reservation the edit form can set. */
export type EditCountField =
  | 'wheelchairCount'
  | 'indoorWheelchairCount'
  | 'parkingCount'
  | 'parkingAdditionalHours'
  | 'petCount';

/** Actions of the edit-order reducer; reservation edits apply to the current reservation. */
export type EditOrderAction =
  | { type: 'edit/load'; order: EditOrderSummary; reservations: EditReservation[]; oldPassengers?: Person[] }
  | { type: 'edit/reset' }
  | { type: 'edit/setError'; error: SliceError | null }
  | { type: 'edit/setCurrentReservation'; index: number }
  | { type: 'edit/startPassengerEdit'; index: number }
  | { type: 'edit/setPassengerForm'; patch: Partial<Person> }
  | { type: 'edit/selectOldPassenger'; index: number }
  | { type: 'edit/savePassenger' }
  | { type: 'edit/deletePassenger'; index: number }
  | { type: 'edit/setVisaNumbers'; text: string }
  | { type: 'edit/setCount'; field: EditCountField; value: number }
  | { type: 'edit/setSuiteDescription'; description: string }
  | { type: 'edit/addGreeterAttendant'; person?: GreeterAttendant }
  | { type: 'edit/editGreeterAttendant'; index: number; patch: Partial<GreeterAttendant> }
  | { type: 'edit/removeGreeterAttendant'; index: number }
  | { type: 'edit/validateGreeterAttendants' };

/** Total price of an order's reservations: each at its own tariff with its own passengers (integer Rials). */
export function editOrderTotal(reservations: readonly EditReservation[]): number {
  return reservations.reduce((sum, r) => sum + reservationTotal(r.service, r, r.passengers, r.pricing).total, 0);
}

/** Visa numbers from comma-separated text (Latin `,` or Persian `،`), trimmed, blanks dropped. */
export function parseVisaNumbers(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** Whether a passenger list is acceptable: not empty, and an adult whenever there is anyone. */
function passengersAcceptable(list: readonly Person[]): boolean {
  return list.length > 0 && list.some((p) => p.ageType === AgeType.adult);
}

function edited(state: EditOrderState, reservationList: EditReservation[]): EditOrderState {
  return { ...state, reservationList, isEdited: true, totalPrice: editOrderTotal(reservationList) };
}

function editCurrent(state: EditOrderState, update: (r: EditReservation) => EditReservation): EditOrderState {
  const index = state.currentReservationIndex;
  if (index < 0 || index >= state.reservationList.length) return state;
  return edited(
    state,
    state.reservationList.map((r, i) => (i === index ? update(r) : r)),
  );
}

/** The edit-order reducer (§4). */
export function editOrderReducer(state: EditOrderState, action: EditOrderAction): EditOrderState {
  switch (action.type) {
    case 'edit/load':
      return {
        ...initialEditOrderState(),
        order: action.order,
        reservationList: action.reservations,
        oldPassengerList: action.oldPassengers ?? [],
        totalPrice: editOrderTotal(action.reservations),
      };
    case 'edit/reset':
      return initialEditOrderState();
    case 'edit/setError':
      return { ...state, error: action.error };
    case 'edit/setCurrentReservation':
      return action.index >= 0 && action.index < state.reservationList.length
        ? { ...state, currentReservationIndex: action.index }
        : state;
    case 'edit/startPassengerEdit': {
      const passengers = state.reservationList[0]?.passengers ?? [];
      const person = action.index >= 0 ? passengers[action.index] : undefined;
      if (action.index >= 0 && !person) return state;
      return {
        ...state,
        editPassengerIndex: person ? action.index : -1,
        passengerForm: person ? { ...person } : blankPerson(),
        selectedOldPassengerIndex: -1,
      };
    }
    case 'edit/setPassengerForm':
      return { ...state, passengerForm: { ...state.passengerForm, ...action.patch } };
    case 'edit/selectOldPassenger': {
      const old = state.oldPassengerList[action.index];
      if (!old) return state;
      return { ...state, selectedOldPassengerIndex: action.index, passengerForm: { ...old } };
    }
    case 'edit/savePassenger': {
      if (state.reservationList.length === 0) return state;
      const index = state.editPassengerIndex;
      const current = state.reservationList[0].passengers;
      const position = index === -1 ? current.length : index;
      if (position > current.length) return state;
      const form = state.passengerForm;
      if (personProblems(form, passengerLabel(position), position === 0).length > 0) return state;
      const place = (list: Person[]) =>
        index === -1 ? [...list, { ...form }] : list.map((p, i) => (i === index ? { ...form } : p));
      if (!passengersAcceptable(place(current))) return state;
      const next = edited(
        state,
        state.reservationList.map((r) => ({ ...r, passengers: place(r.passengers) })),
      );
      return { ...next, editPassengerIndex: -1, passengerForm: blankPerson(), selectedOldPassengerIndex: -1 };
    }
    case 'edit/deletePassenger': {
      const current = state.reservationList[0]?.passengers ?? [];
      if (action.index < 0 || action.index >= current.length) return state;
      const without = (list: Person[]) => list.filter((_, i) => i !== action.index);
      if (!passengersAcceptable(without(current))) return state;
      return edited(
        state,
        state.reservationList.map((r) => ({ ...r, passengers: without(r.passengers) })),
      );
    }
    case 'edit/setVisaNumbers':
      return editCurrent(state, (r) => {
        const visaNumberList = parseVisaNumbers(action.text);
        return { ...r, visaNumberList, visaCount: visaNumberList.length };
      });
    case 'edit/setCount':
      return editCurrent(state, (r) => ({ ...r, [action.field]: clampCount(action.value) }));
    case 'edit/setSuiteDescription':
      return editCurrent(state, (r) => ({ ...r, suiteDescription: action.description }));
    case 'edit/addGreeterAttendant':
      return editCurrent(state, (r) => ({
        ...r,
        greeterAttendantList: [...r.greeterAttendantList, action.person ?? blankGreeterAttendant()],
      }));
    case 'edit/editGreeterAttendant':
      return editCurrent(state, (r) => ({
        ...r,
        greeterAttendantList: r.greeterAttendantList.map((p, i) =>
          i === action.index ? { ...p, ...action.patch } : p,
        ),
      }));
    case 'edit/removeGreeterAttendant':
      return editCurrent(state, (r) => ({
        ...r,
        greeterAttendantList: r.greeterAttendantList.filter((_, i) => i !== action.index),
      }));
    case 'edit/validateGreeterAttendants':
      return edited(
        state,
        state.reservationList.map((r) => ({ ...r, greeterAttendantList: r.greeterAttendantList.filter(hasFullName) })),
      );
    default:
      return state;
  }
}
