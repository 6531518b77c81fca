/**
 * The CIP booking state and reducer (§3, §4): two flight orders (Departing, Returning), each with a Departure
 * and an Arrival reservation, passengers and extra services; the wizard steps 0–5 with their guards.
 *
 * Choices where the specification is open (all tested):
 * - Each reservation has its own service (the departure airport's and the arrival airport's); a reservation
 *   without a service is not booked and costs nothing. Step 0 needs at least one booked reservation.
 * - Choosing a different service for a reservation resets that reservation's extras (suites and transfers of the
 *   old service may not exist in the new one); choosing the same service again only refreshes its tariff.
 * - Changing the flight date clears the chosen flight and both reservations (flights are listed per date).
 * - personList stays grouped adults → children → infants; a count change appends blanks to, or removes from the
 *   end of, its own group. Counts are clamped to 0…MAX_ITEM_COUNT. While any passenger exists there is at least
 *   one adult: setting adults to 0 with children or infants keeps 1 adult, adding a child or an infant to an
 *   empty list adds an adult too.
 * - Steps: going back is always allowed; going forward to step t is allowed only when every step before t is
 *   complete (missingForStep returns nothing for each). Entering step 1 selects the Departure reservation,
 *   step 2 the Arrival reservation. The Returning order is checked only once it is started (flight or date set).
 * - Reservations carry `indoorWheelchairCount` (server field indoor_wheelchair_count) besides §3's fields, and the
 *   transfer item carries `stopCount` (extra stops, priced at stopPrice each).
 */
import { MAX_ITEM_COUNT } from './constants';
import { toPersianDigits } from './digits';
import {
  AGE_TYPE_ORDER,
  AgeType,
  CipStep,
  FlightClass,
  isEnumValue,
  LAST_CIP_STEP,
  ORDER_TYPE_LABELS,
  OrderType,
  PersonRole,
  type ReservationKey,
  ReservationType,
  reservationKey,
  ServiceKind,
} from './enums';
import {
  blankGreeterAttendant,
  blankPerson,
  type GreeterAttendant,
  type Person,
  passengerListProblems,
} from './person';
import {
  type FlightService,
  flightOrderTotal,
  type PassengerCounts,
  passengersByAgeType,
  type ServicePrices,
  safeCount,
  servicePrices,
  type TransferTariff,
  totalPassengers,
} from './pricing';
import { validateMobile } from './validation';

// ── State shapes (§3) ───────────────────────────────────────────────────────────────────────────────────────

/** Summary of a flight as listed by the brief-flights call (fields beyond `id` depend on the API). */
export interface FlightBrief {
  id: number;
  flightNumber?: string;
  airlineTitle?: string;
  originTitle?: string;
  destinationTitle?: string;
  /** Gregorian calendar date `YYYY-MM-DD`. */
  date?: string;
  time?: string;
  /** Origin or destination outside Iran (international fares). */
  international?: boolean;
  /** Departure and arrival instants (ISO): when each side is served (night and holiday surcharges). */
  departureAt?: string;
  arrivalAt?: string;
}

/** A chosen suite slot; `suiteId` null until a suite is picked. */
export interface SuiteChoice {
  suiteId: number | null;
}

/**
 * The transfer of a reservation (§3). `id` is the TransferTariff id, `transfer` its title. §3 gives the
 * coordinate both as `longitude` and as `longtitude`; we use the correct `longitude`.
 */
export interface TransferItem {
  id: number;
  transfer: string;
  address: string;
  /** Gregorian calendar date `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
  longitude: number | null;
  latitude: number | null;
  servicePrice: number;
  stopPrice: number;
  /** Extra stops (our addition; each costs stopPrice). */
  stopCount: number;
}

/** A reservation on one side of a flight (§3, client side). */
export interface Reservation {
  reservationType: ReservationType;
  /** The chosen service with its tariff; prices are recomputed from it on every change. Null: not booked. */
  service: FlightService | null;
  /** The extra-service tab shown (default visa). */
  activeService: ServiceKind;
  visaCount: number;
  visaNumberList: string[];
  suiteList: SuiteChoice[];
  suiteCount: number;
  suiteDescription: string;
  wheelchairCount: number;
  indoorWheelchairCount: number;
  parkingCount: number;
  parkingAdditionalHours: number;
  petCount: number;
  confirmCode: string;
  transferItem: TransferItem | null;
  greeterAttendantCount: number;
  greeterAttendantList: GreeterAttendant[];
  price: ServicePrices;
}

/** Passengers of a flight order (§3). */
export interface PassengerInfo extends PassengerCounts {
  personList: Person[];
  selectedPassengerIndex: number;
}

/** One flight order (§3). */
export interface FlightOrder {
  flightId: number | null;
  /** Gregorian calendar date `YYYY-MM-DD`. */
  flightDate: string | null;
  flightClass: FlightClass;
  flightBrief: FlightBrief | null;
  reservations: Record<ReservationKey, Reservation>;
  passengerInfo: PassengerInfo;
  orderType: OrderType;
  flightSearchKeywords: string;
}

/** Sections of the flight search bar. */
export type SearchBarSection = 'flight' | 'date' | 'class' | 'passengers';

/** An error stored in a state slice (§4). */
export interface SliceError {
  error_code: number;
  error_message: string;
}

/** The CIP cart (§3). `orders[t]` is the order of type t. */
export interface CipState {
  step: CipStep;
  pending: boolean;
  error: SliceError | null;
  memberId: number | null;
  subdomainId: number;
  currentOrderType: OrderType;
  currentReservationType: ReservationType;
  orders: [FlightOrder, FlightOrder];
  loaded: boolean;
  searchBarState: { isOpen: boolean; section: SearchBarSection | null };
}

// ── Factories ───────────────────────────────────────────────────────────────────────────────────────────────

/** A blank reservation of a type (service none, active tab visa, every count 0). */
export function initialReservation(
  reservationType: ReservationType,
  service: FlightService | null = null,
): Reservation {
  return withPrice({
    reservationType,
    service,
    activeService: ServiceKind.visa,
    visaCount: 0,
    visaNumberList: [],
    suiteList: [],
    suiteCount: 0,
    suiteDescription: '',
    wheelchairCount: 0,
    indoorWheelchairCount: 0,
    parkingCount: 0,
    parkingAdditionalHours: 0,
    petCount: 0,
    confirmCode: '',
    transferItem: null,
    greeterAttendantCount: 0,
    greeterAttendantList: [],
    price: { wheelchair: 0, parking: 0, pet: 0, suite: 0, visa: 0, greeterAttendant: 0, transfer: 0 },
  });
}

/** A blank flight order (§3/§9 defaults: economy, 1 adult, 0 children, 0 infants). */
export function initialFlightOrder(orderType: OrderType): FlightOrder {
  return {
    flightId: null,
    flightDate: null,
    flightClass: FlightClass.economy,
    flightBrief: null,
    reservations: {
      Departure: initialReservation(ReservationType.Departure),
      Arrival: initialReservation(ReservationType.Arrival),
    },
    passengerInfo: {
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
      personList: [blankPerson(AgeType.adult)],
      selectedPassengerIndex: 0,
    },
    orderType,
    flightSearchKeywords: '',
  };
}

/** The initial CIP state (§4: two orders, step 0, Departing, Departure). */
export function initialCipState(memberId: number | null = null, subdomainId = 0): CipState {
  return {
    step: CipStep.service,
    pending: false,
    error: null,
    memberId,
    subdomainId,
    currentOrderType: OrderType.Departing,
    currentReservationType: ReservationType.Departure,
    orders: [initialFlightOrder(OrderType.Departing), initialFlightOrder(OrderType.Returning)],
    loaded: false,
    searchBarState: { isOpen: false, section: null },
  };
}

// ── Actions ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Fields of a person a form may edit (the age type follows the counts and is not edited). */
export type PersonPatch = Partial<Omit<Person, 'ageType'>>;

/** Actions of the CIP reducer. Extras apply to the current order's current reservation. */
export type CipAction =
  | { type: 'cip/init'; memberId?: number | null; subdomainId?: number }
  | { type: 'cip/load'; state: Pick<CipState, 'orders' | 'step' | 'currentOrderType' | 'currentReservationType'> }
  | { type: 'cip/setPending'; pending: boolean }
  | { type: 'cip/setError'; error: SliceError | null }
  | { type: 'cip/chooseFlight'; flight: FlightBrief | null }
  | { type: 'cip/setDate'; date: string | null }
  | { type: 'cip/setClass'; flightClass: FlightClass }
  | { type: 'cip/setSearchKeywords'; keywords: string }
  | { type: 'cip/setPassengerCount'; ageType: AgeType; count: number }
  | { type: 'cip/editPerson'; index: number; patch: PersonPatch }
  | { type: 'cip/selectPassenger'; index: number }
  | { type: 'cip/chooseService'; service: FlightService | null; reservationType?: ReservationType }
  | { type: 'cip/setTransfers'; transfers: TransferTariff[]; reservationType?: ReservationType }
  | { type: 'cip/setActiveService'; service: ServiceKind }
  | { type: 'cip/setVisaCount'; count: number }
  | { type: 'cip/setVisaNumber'; index: number; value: string }
  | { type: 'cip/setSuiteCount'; count: number }
  | { type: 'cip/setSuite'; index: number; suiteId: number | null }
  | { type: 'cip/setSuiteDescription'; description: string }
  | { type: 'cip/setWheelchairCount'; count: number; indoor?: boolean }
  | { type: 'cip/setParkingCount'; count: number }
  | { type: 'cip/setParkingHours'; hours: number }
  | { type: 'cip/setPetCount'; count: number }
  | { type: 'cip/setGreeterAttendantCount'; count: number }
  | { type: 'cip/editGreeterAttendant'; index: number; patch: Partial<GreeterAttendant> }
  | { type: 'cip/setTransferItem'; item: TransferItem | null }
  | { type: 'cip/setConfirmCode'; code: string }
  | { type: 'cip/setOrderType'; orderType: OrderType }
  | { type: 'cip/setReservationType'; reservationType: ReservationType }
  | { type: 'cip/resetOrder'; orderType: OrderType }
  | { type: 'cip/openSearchBar'; section: SearchBarSection }
  | { type: 'cip/closeSearchBar' }
  | { type: 'cip/setStep'; step: CipStep }
  | { type: 'cip/nextStep' }
  | { type: 'cip/previousStep' };

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A count clamped to 0…MAX_ITEM_COUNT (integers only). */
export function clampCount(count: number): number {
  return Math.min(MAX_ITEM_COUNT, safeCount(count));
}

/** `list` cut or extended to `length` items, new items from `make(index)`. */
export function resizeList<T>(list: readonly T[], length: number, make: (index: number) => T): T[] {
  const out = list.slice(0, length);
  while (out.length < length) out.push(make(out.length));
  return out;
}

/** The reservation with its `price` recomputed from its service (prices always follow the state). */
export function withPrice(r: Reservation): Reservation {
  return { ...r, price: servicePrices(r.service, r) };
}

/**
 * Passenger info with new counts: counts clamped, at least one adult while any passenger exists, personList
 * rebuilt grouped adults → children → infants keeping each group's existing persons (cut or extended at the end
 * of the group), and the selected index kept inside the list.
 */
export function applyPassengerCounts(info: PassengerInfo, counts: PassengerCounts): PassengerInfo {
  const next = {
    adultsCount: clampCount(counts.adultsCount),
    childrenCount: clampCount(counts.childrenCount),
    infantsCount: clampCount(counts.infantsCount),
  };
  if (next.adultsCount === 0 && next.childrenCount + next.infantsCount > 0) next.adultsCount = 1;
  const wanted: Record<AgeType, number> = {
    [AgeType.adult]: next.adultsCount,
    [AgeType.child]: next.childrenCount,
    [AgeType.infant]: next.infantsCount,
  };
  const personList = AGE_TYPE_ORDER.flatMap((a) =>
    resizeList(
      info.personList.filter((p) => p.ageType === a),
      wanted[a],
      () => blankPerson(a),
    ),
  );
  const selectedPassengerIndex = Math.max(0, Math.min(info.selectedPassengerIndex, personList.length - 1));
  return { ...next, personList, selectedPassengerIndex };
}

function setOrder(state: CipState, orderType: OrderType, update: (o: FlightOrder) => FlightOrder): CipState {
  const orders: [FlightOrder, FlightOrder] = [state.orders[0], state.orders[1]];
  orders[orderType] = update(orders[orderType]);
  return { ...state, orders };
}

function setReservation(
  state: CipState,
  update: (r: Reservation) => Reservation,
  type: ReservationType = state.currentReservationType,
): CipState {
  const key = reservationKey(type);
  return setOrder(state, state.currentOrderType, (o) => ({
    ...o,
    reservations: { ...o.reservations, [key]: withPrice(update(o.reservations[key])) },
  }));
}

/** The current flight order. */
export function currentOrder(state: CipState): FlightOrder {
  return state.orders[state.currentOrderType];
}

/** The current reservation of the current flight order. */
export function currentReservation(state: CipState): Reservation {
  return currentOrder(state).reservations[reservationKey(state.currentReservationType)];
}

/** Whether an order is in use: the Departing order always, the Returning one once a flight or date is set. */
export function isOrderInUse(order: FlightOrder): boolean {
  return order.orderType === OrderType.Departing || order.flightId !== null || order.flightDate !== null;
}

/** The orders in use (see isOrderInUse). */
export function ordersInUse(state: CipState): FlightOrder[] {
  return state.orders.filter(isOrderInUse);
}

/** Total price of the CIP cart: every order in use, both reservations, all chosen services (see pricing). */
export function cipStateTotal(state: CipState): number {
  return ordersInUse(state).reduce((sum, o) => sum + flightOrderTotal(o).total, 0);
}

// ── Step guards ─────────────────────────────────────────────────────────────────────────────────────────────

function reservationProblems(r: Reservation, passengers: number): string[] {
  if (!r.service) return [];
  const problems: string[] = [];
  const service = r.service;
  if (r.visaCount > passengers) problems.push('تعداد ویزا از تعداد مسافران بیشتر است.');
  if (r.wheelchairCount + r.indoorWheelchairCount > passengers)
    problems.push('تعداد ویلچر از تعداد مسافران بیشتر است.');
  r.suiteList.forEach((s, i) => {
    if (s.suiteId === null || !service.suites.some((t) => t.id === s.suiteId)) {
      problems.push(`سوئیت ${toPersianDigits(i + 1)} انتخاب نشده است.`);
    }
  });
  if (r.parkingAdditionalHours > 0 && r.parkingCount === 0) {
    problems.push('برای ساعت اضافه پارکینگ دست‌کم یک پارکینگ انتخاب کنید.');
  }
  // A greeter or attendant is a name and an optional mobile: nothing else is asked of them.
  r.greeterAttendantList.forEach((p, i) => {
    if (p.firstName.trim() === '' || p.lastName.trim() === '') {
      problems.push(`نام و نام خانوادگی خوشامدگو / همراه ${toPersianDigits(i + 1)} وارد نشده است.`);
    }
    const mobile = p.mobile.trim() === '' ? null : validateMobile(p.mobile);
    if (mobile && !mobile.ok) problems.push(`خوشامدگو / همراه ${toPersianDigits(i + 1)}: ${mobile.reason}`);
  });
  const t = r.transferItem;
  if (t) {
    if (!service.transfers.some((x) => x.id === t.id)) problems.push('ترانسفر انتخاب‌شده در این خدمت ارائه نمی‌شود.');
    if (t.address.trim() === '') problems.push('نشانی ترانسفر وارد نشده است.');
    if (t.latitude === null || t.longitude === null) problems.push('موقعیت ترانسفر روی نقشه انتخاب نشده است.');
    if (t.date === '' || t.time === '') problems.push('تاریخ و ساعت ترانسفر وارد نشده است.');
  }
  return problems;
}

function orderProblems(order: FlightOrder, step: CipStep): string[] {
  const info = order.passengerInfo;
  switch (step) {
    case CipStep.service: {
      const problems: string[] = [];
      if (order.flightDate === null) problems.push('تاریخ پرواز انتخاب نشده است.');
      if (order.flightId === null) problems.push('پرواز انتخاب نشده است.');
      if (totalPassengers(info) === 0) problems.push('دست‌کم یک مسافر لازم است.');
      if (!order.reservations.Departure.service && !order.reservations.Arrival.service) {
        problems.push('خدمتی برای فرودگاه مبدأ یا مقصد انتخاب نشده است.');
      }
      return problems;
    }
    case CipStep.extraServicesDeparture:
      return reservationProblems(order.reservations.Departure, totalPassengers(info));
    case CipStep.extraServicesArrival:
      return reservationProblems(order.reservations.Arrival, totalPassengers(info));
    case CipStep.passengers:
      return passengerListProblems(info.personList);
    default:
      return [];
  }
}

/**
 * What a step still needs before it can be left forward, in Persian (empty when complete):
 * 0 service: a flight date, a flight, at least one passenger and a service on at least one side;
 * 1/2 extras of the Departure/Arrival reservation: no more visas or wheelchairs than passengers, every suite slot
 * picked from the service, extra parking hours only with a parking, every greeter/attendant named, a transfer
 * offered by the service with an address, a map position, a date and a time;
 * 3 passengers: names, a valid national code (Iranian) or passport number (foreigner), a valid mobile for the
 * first passenger, no identity used twice; 4 confirm and 5 payment: nothing more.
 * Every order in use is checked; messages of the orders are prefixed with their name when the Returning order
 * is in use.
 */
export function missingForStep(state: CipState, step: CipStep): string[] {
  const orders = ordersInUse(state);
  return orders.flatMap((o) =>
    orderProblems(o, step).map((m) => (orders.length > 1 ? `${ORDER_TYPE_LABELS[o.orderType]}: ${m}` : m)),
  );
}

/** Whether a step is complete (nothing missing). */
export function isStepComplete(state: CipState, step: CipStep): boolean {
  return missingForStep(state, step).length === 0;
}

/** The first incomplete step before `limit` (default: the last step), or `limit` when all before it are complete. */
export function firstIncompleteStep(state: CipState, limit: CipStep = LAST_CIP_STEP): CipStep {
  for (let s = 0; s < limit; s++) if (!isStepComplete(state, s as CipStep)) return s as CipStep;
  return limit;
}

/** Whether the wizard may move to `target`: backward always, forward only when every earlier step is complete. */
export function canGoToStep(state: CipState, target: CipStep): boolean {
  return target <= state.step || firstIncompleteStep(state, target) === target;
}

function goToStep(state: CipState, target: CipStep): CipState {
  if (!isEnumValue(CipStep, target) || !canGoToStep(state, target)) return state;
  const currentReservationType =
    target === CipStep.extraServicesDeparture
      ? ReservationType.Departure
      : target === CipStep.extraServicesArrival
        ? ReservationType.Arrival
        : state.currentReservationType;
  return { ...state, step: target, currentReservationType };
}

// ── Reducer ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The CIP booking reducer: returns a new state for an action (the same state when the action is refused). */
export function cipReducer(state: CipState, action: CipAction): CipState {
  switch (action.type) {
    case 'cip/init':
      return initialCipState(action.memberId ?? null, action.subdomainId ?? 0);
    case 'cip/load':
      return {
        ...state,
        orders: action.state.orders,
        step: action.state.step,
        currentOrderType: action.state.currentOrderType,
        currentReservationType: action.state.currentReservationType,
        loaded: true,
      };
    case 'cip/setPending':
      return { ...state, pending: action.pending };
    case 'cip/setError':
      return { ...state, error: action.error, pending: false };
    case 'cip/chooseFlight':
      return setOrder(state, state.currentOrderType, (o) => ({
        ...o,
        flightId: action.flight?.id ?? null,
        flightBrief: action.flight,
        flightDate: action.flight?.date ?? o.flightDate,
        reservations: {
          Departure: initialReservation(ReservationType.Departure),
          Arrival: initialReservation(ReservationType.Arrival),
        },
      }));
    case 'cip/setDate':
      return setOrder(state, state.currentOrderType, (o) =>
        o.flightDate === action.date
          ? o
          : {
              ...o,
              flightDate: action.date,
              flightId: null,
              flightBrief: null,
              reservations: {
                Departure: initialReservation(ReservationType.Departure),
                Arrival: initialReservation(ReservationType.Arrival),
              },
            },
      );
    case 'cip/setClass':
      if (!isEnumValue(FlightClass, action.flightClass)) return state;
      return setOrder(state, state.currentOrderType, (o) => ({ ...o, flightClass: action.flightClass }));
    case 'cip/setSearchKeywords':
      return setOrder(state, state.currentOrderType, (o) => ({ ...o, flightSearchKeywords: action.keywords }));
    case 'cip/setPassengerCount': {
      if (!isEnumValue(AgeType, action.ageType)) return state;
      return setOrder(state, state.currentOrderType, (o) => {
        const counts: PassengerCounts = {
          adultsCount: o.passengerInfo.adultsCount,
          childrenCount: o.passengerInfo.childrenCount,
          infantsCount: o.passengerInfo.infantsCount,
        };
        if (action.ageType === AgeType.adult) counts.adultsCount = action.count;
        else if (action.ageType === AgeType.child) counts.childrenCount = action.count;
        else counts.infantsCount = action.count;
        return { ...o, passengerInfo: applyPassengerCounts(o.passengerInfo, counts) };
      });
    }
    case 'cip/editPerson':
      return setOrder(state, state.currentOrderType, (o) => {
        const list = o.passengerInfo.personList;
        if (action.index < 0 || action.index >= list.length) return o;
        const { ageType: _ignored, ...patch } = action.patch as Partial<Person>;
        const personList = list.map((p, i) => (i === action.index ? { ...p, ...patch } : p));
        return { ...o, passengerInfo: { ...o.passengerInfo, personList } };
      });
    case 'cip/selectPassenger':
      return setOrder(state, state.currentOrderType, (o) =>
        action.index < 0 || action.index >= o.passengerInfo.personList.length
          ? o
          : { ...o, passengerInfo: { ...o.passengerInfo, selectedPassengerIndex: action.index } },
      );
    case 'cip/chooseService':
      return setReservation(
        state,
        (r) =>
          action.service && r.service && action.service.id === r.service.id
            ? { ...r, service: action.service }
            : initialReservation(r.reservationType, action.service),
        action.reservationType,
      );
    case 'cip/setTransfers':
      return setReservation(
        state,
        (r) => (r.service ? { ...r, service: { ...r.service, transfers: action.transfers } } : r),
        action.reservationType,
      );
    case 'cip/setActiveService':
      return isEnumValue(ServiceKind, action.service)
        ? setReservation(state, (r) => ({ ...r, activeService: action.service }))
        : state;
    case 'cip/setVisaCount':
      return setReservation(state, (r) => {
        const visaCount = clampCount(action.count);
        return { ...r, visaCount, visaNumberList: resizeList(r.visaNumberList, visaCount, () => '') };
      });
    case 'cip/setVisaNumber':
      return setReservation(state, (r) =>
        action.index < 0 || action.index >= r.visaNumberList.length
          ? r
          : { ...r, visaNumberList: r.visaNumberList.map((v, i) => (i === action.index ? action.value : v)) },
      );
    case 'cip/setSuiteCount':
      return setReservation(state, (r) => {
        const suiteCount = clampCount(action.count);
        return { ...r, suiteCount, suiteList: resizeList(r.suiteList, suiteCount, () => ({ suiteId: null })) };
      });
    case 'cip/setSuite':
      return setReservation(state, (r) =>
        action.index < 0 || action.index >= r.suiteList.length
          ? r
          : { ...r, suiteList: r.suiteList.map((s, i) => (i === action.index ? { suiteId: action.suiteId } : s)) },
      );
    case 'cip/setSuiteDescription':
      return setReservation(state, (r) => ({ ...r, suiteDescription: action.description }));
    case 'cip/setWheelchairCount':
      return setReservation(state, (r) =>
        action.indoor
          ? { ...r, indoorWheelchairCount: clampCount(action.count) }
          : { ...r, wheelchairCount: clampCount(action.count) },
      );
    case 'cip/setParkingCount':
      return setReservation(state, (r) => ({ ...r, parkingCount: clampCount(action.count) }));
    case 'cip/setParkingHours':
      return setReservation(state, (r) => ({ ...r, parkingAdditionalHours: clampCount(action.hours) }));
    case 'cip/setPetCount':
      return setReservation(state, (r) => ({ ...r, petCount: clampCount(action.count) }));
    case 'cip/setGreeterAttendantCount':
      return setReservation(state, (r) => {
        const greeterAttendantCount = clampCount(action.count);
        const role = r.reservationType === ReservationType.Arrival ? PersonRole.greeter : PersonRole.attendant;
        return {
          ...r,
          greeterAttendantCount,
          greeterAttendantList:
            greeterAttendantCount === 0
              ? []
              : resizeList(r.greeterAttendantList, greeterAttendantCount, () => blankGreeterAttendant(role)),
        };
      });
    case 'cip/editGreeterAttendant':
      return setReservation(state, (r) =>
        action.index < 0 || action.index >= r.greeterAttendantList.length
          ? r
          : {
              ...r,
              greeterAttendantList: r.greeterAttendantList.map((p, i) =>
                i === action.index ? { ...p, ...action.patch } : p,
              ),
            },
      );
    case 'cip/setTransferItem':
      return setReservation(state, (r) => {
        if (!action.item) return { ...r, transferItem: null };
        const item = action.item;
        const tariff = r.service?.transfers.find((t) => t.id === item.id);
        return {
          ...r,
          transferItem: {
            ...item,
            stopCount: clampCount(item.stopCount),
            servicePrice: tariff?.servicePrice ?? item.servicePrice,
            stopPrice: tariff?.stopPrice ?? item.stopPrice,
            transfer: tariff?.title ?? item.transfer,
          },
        };
      });
    case 'cip/setConfirmCode':
      return setReservation(state, (r) => ({ ...r, confirmCode: action.code }));
    case 'cip/setOrderType':
      return isEnumValue(OrderType, action.orderType) ? { ...state, currentOrderType: action.orderType } : state;
    case 'cip/setReservationType':
      return isEnumValue(ReservationType, action.reservationType)
        ? { ...state, currentReservationType: action.reservationType }
        : state;
    case 'cip/resetOrder':
      if (!isEnumValue(OrderType, action.orderType)) return state;
      return setOrder(state, action.orderType, () => initialFlightOrder(action.orderType));
    case 'cip/openSearchBar':
      return { ...state, searchBarState: { isOpen: true, section: action.section } };
    case 'cip/closeSearchBar':
      return { ...state, searchBarState: { isOpen: false, section: null } };
    case 'cip/setStep':
      return goToStep(state, action.step);
    case 'cip/nextStep':
      return state.step >= LAST_CIP_STEP ? state : goToStep(state, (state.step + 1) as CipStep);
    case 'cip/previousStep':
      return state.step <= 0 ? state : goToStep(state, (state.step - 1) as CipStep);
    default:
      return state;
  }
}

// ── Restoring a stored state (§3: orders, step, currentOrderType, currentReservationType) ──────────────────────────

/**
 * The persisted parts of the CIP state as the site stored them: each field as JSON text (missing or null allowed).
 * Where and under which keys they are stored is the site's (apps/web/src/features/cip/wizard-state.ts).
 */
export type StoredCipState = Partial<
  Record<'orders' | 'step' | 'currentOrderType' | 'currentReservationType', string | null | undefined>
>;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const nullableNum = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const nullableStr = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const isAgePrices = (v: unknown): boolean =>
  isObject(v) && ['adult', 'child', 'infant'].every((k) => typeof v[k] === 'number');

function reviveService(v: unknown): FlightService | null {
  if (!isObject(v) || typeof v.id !== 'number' || !isAgePrices(v.passenger) || !isAgePrices(v.greeterAttendant)) {
    return null;
  }
  if (
    typeof v.pet !== 'number' ||
    typeof v.visa !== 'number' ||
    !Array.isArray(v.suites) ||
    !Array.isArray(v.transfers)
  ) {
    return null;
  }
  if (!isObject(v.parking) || !isObject(v.wheelchair)) return null;
  return v as unknown as FlightService;
}

function revivePerson(v: unknown, ageType: AgeType): Person {
  const p = isObject(v) ? v : {};
  const base = blankPerson(ageType);
  return {
    mobile: str(p.mobile),
    passportNumber: str(p.passportNumber),
    firstName: str(p.firstName),
    lastName: str(p.lastName),
    ageType,
    nationalCode: str(p.nationalCode),
    gender: p.gender === 0 || p.gender === 1 ? p.gender : base.gender,
    nationality: p.nationality === 0 || p.nationality === 1 ? p.nationality : base.nationality,
    countryId: num(p.countryId, base.countryId),
  };
}

function reviveReservation(v: unknown, type: ReservationType): Reservation {
  if (!isObject(v)) return initialReservation(type);
  const blank = initialReservation(type, reviveService(v.service));
  const visaCount = clampCount(num(v.visaCount, 0));
  const suiteCount = clampCount(num(v.suiteCount, 0));
  const gaCount = clampCount(num(v.greeterAttendantCount, 0));
  const role = type === ReservationType.Arrival ? PersonRole.greeter : PersonRole.attendant;
  const visas = Array.isArray(v.visaNumberList) ? v.visaNumberList.map((x) => str(x)) : [];
  const suites = Array.isArray(v.suiteList)
    ? v.suiteList.map((s) => ({ suiteId: isObject(s) ? nullableNum(s.suiteId) : null }))
    : [];
  const people = Array.isArray(v.greeterAttendantList)
    ? v.greeterAttendantList.map((p) => {
        const age = isObject(p) && isEnumValue(AgeType, p.ageType) ? p.ageType : AgeType.adult;
        const r = isObject(p) && isEnumValue(PersonRole, p.role) ? p.role : role;
        return { ...revivePerson(p, age), role: r };
      })
    : [];
  const t = v.transferItem;
  const transferItem: TransferItem | null =
    isObject(t) && typeof t.id === 'number'
      ? {
          id: t.id,
          transfer: str(t.transfer),
          address: str(t.address),
          date: str(t.date),
          time: str(t.time),
          longitude: nullableNum(t.longitude ?? t.longtitude),
          latitude: nullableNum(t.latitude),
          servicePrice: num(t.servicePrice, 0),
          stopPrice: num(t.stopPrice, 0),
          stopCount: clampCount(num(t.stopCount, 0)),
        }
      : null;
  return withPrice({
    ...blank,
    activeService: isEnumValue(ServiceKind, v.activeService) ? v.activeService : ServiceKind.visa,
    visaCount,
    visaNumberList: resizeList(visas, visaCount, () => ''),
    suiteCount,
    suiteList: resizeList(suites, suiteCount, () => ({ suiteId: null })),
    suiteDescription: str(v.suiteDescription),
    wheelchairCount: clampCount(num(v.wheelchairCount, 0)),
    indoorWheelchairCount: clampCount(num(v.indoorWheelchairCount, 0)),
    parkingCount: clampCount(num(v.parkingCount, 0)),
    parkingAdditionalHours: clampCount(num(v.parkingAdditionalHours, 0)),
    petCount: clampCount(num(v.petCount, 0)),
    confirmCode: str(v.confirmCode),
    transferItem,
    greeterAttendantCount: gaCount,
    greeterAttendantList: resizeList(people, gaCount, () => blankGreeterAttendant(role)),
  });
}

function reviveOrder(v: unknown, orderType: OrderType): FlightOrder {
  const blank = initialFlightOrder(orderType);
  if (!isObject(v)) return blank;
  const info = isObject(v.passengerInfo) ? v.passengerInfo : {};
  const persons = Array.isArray(info.personList)
    ? info.personList.map((p) =>
        revivePerson(p, isObject(p) && isEnumValue(AgeType, p.ageType) ? p.ageType : AgeType.adult),
      )
    : [];
  const reservations = isObject(v.reservations) ? v.reservations : {};
  const brief =
    isObject(v.flightBrief) && typeof v.flightBrief.id === 'number' ? (v.flightBrief as unknown as FlightBrief) : null;
  return {
    flightId: nullableNum(v.flightId),
    flightDate: nullableStr(v.flightDate),
    flightClass: isEnumValue(FlightClass, v.flightClass) ? v.flightClass : FlightClass.economy,
    flightBrief: brief,
    reservations: {
      Departure: reviveReservation(reservations.Departure, ReservationType.Departure),
      Arrival: reviveReservation(reservations.Arrival, ReservationType.Arrival),
    },
    passengerInfo: applyPassengerCounts(
      { ...blank.passengerInfo, personList: persons, selectedPassengerIndex: num(info.selectedPassengerIndex, 0) },
      {
        adultsCount: num(info.adultsCount, 1),
        childrenCount: num(info.childrenCount, 0),
        infantsCount: num(info.infantsCount, 0),
      },
    ),
    orderType,
    flightSearchKeywords: str(v.flightSearchKeywords),
  };
}

function parseJson(text: string | null | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The CIP state restored from its stored parts (field → JSON text, missing or null allowed), marked loaded.
 * Bad JSON or a wrong shape gives the initial state; fields are repaired one by one (unknown codes to their
 * defaults, lists resized to their counts, prices recomputed) and the step is lowered to the first step whose
 * predecessors are complete.
 */
export function deserializeCipState(stored: StoredCipState, base: CipState = initialCipState()): CipState {
  const orders = parseJson(stored.orders);
  if (!Array.isArray(orders) || orders.length !== 2) return { ...base, loaded: true };
  const state: CipState = {
    ...base,
    orders: [reviveOrder(orders[0], OrderType.Departing), reviveOrder(orders[1], OrderType.Returning)],
    loaded: true,
  };
  const orderType = parseJson(stored.currentOrderType);
  const reservationType = parseJson(stored.currentReservationType);
  const step = parseJson(stored.step);
  state.currentOrderType = isEnumValue(OrderType, orderType) ? orderType : OrderType.Departing;
  state.currentReservationType = isEnumValue(ReservationType, reservationType)
    ? reservationType
    : ReservationType.Departure;
  state.step = isEnumValue(CipStep, step) ? firstIncompleteStep(state, step) : CipStep.service;
  return state;
}

/** Passenger counts of a flight order's persons (for checks: they always equal the order's counts). */
export function orderPassengerCounts(order: FlightOrder): PassengerCounts {
  return passengersByAgeType(order.passengerInfo.personList);
}
