import { z } from 'zod';
import { detailOf, idParams, listOf, pagingQuery, rials } from './common';
import {
  briefFlightList,
  briefFlightsQuery,
  cipOrder,
  cipOrderBody,
  cipOrderCancelBody,
  cipOrderListItem,
  cipOrderListQuery,
  flightBrief,
  flightServiceView,
  CIP_BOOKING_RULES,
  CIP_ORDER_SORT_FIELDS,
} from './cipservice';
import { defineEndpoints } from './endpoint';
import { changeFlightBody } from './flight-status';
import { mobileNumber } from './member';

// The agency API (docs/agencies.md): a travel agency books for its customers on a credit line, authenticated by its
// `x-agency-key` only. Every resource is scoped by the key's agency; another agency's id answers 404.

const TAG = 'agency';

/** What a price is for the agency: the public (gross) price, the agency's commission, and the net it is charged. */
export const agencyPrice = z
  .object({
    gross: rials('The public price'),
    commission: rials("The agency's commission on it"),
    net: rials('gross − commission: what the agency is charged'),
  })
  .meta({ id: 'AgencyPrice' });
export type AgencyPrice = z.infer<typeof agencyPrice>;

const agencyAgePrices = z.object({ adult: agencyPrice, child: agencyPrice, infant: agencyPrice });

/**
 * A service of a flight with its per-person prices for the agency (adult, child, infant). Unit prices before the
 * airport's surcharges and VAT, as `tariff` shows them; a booking's commission is taken on its whole bill total
 * (the order's `agency_price`).
 */
export const agencyFlightServiceView = flightServiceView.extend({
  agency_prices: z
    .object({
      passenger: agencyAgePrices.describe('An Iranian passenger on this flight (its domestic or international fare)'),
      foreign_passenger: agencyAgePrices.describe('A passenger travelling on a foreign passport on this flight'),
      greeter_attendant: agencyAgePrices.describe('A greeter (Arrival) or attendant (Departure)'),
    })
    .describe("Per person: gross (the public price), commission at the agency's rate, net (what it is charged)"),
});

export const agencyFlightServices = detailOf(
  z.object({
    flight: flightBrief,
    commission_percent: z.number().describe("The agency's commission, percent (two decimals)"),
    departure: z.array(agencyFlightServiceView),
    arrival: z.array(agencyFlightServiceView),
  }),
);

/** The agency's customer: the traveller the SMS and the voucher go to. */
export const agencyCustomer = z.object({
  full_name: z.string().trim().min(2, 'نام مشتری را بنویسید.').max(100, 'نام مشتری حداکثر ۱۰۰ نویسه است.'),
  mobile: mobileNumber,
});

/** A booking an agency's developer can send as it is (the ids from the flight and services calls). */
const AGENCY_BOOKING_EXAMPLE = {
  customer: { full_name: 'مریم احمدی', mobile: '09121234567' },
  flight_orders: [
    {
      order_type: 0,
      flight_id: 1201,
      flight_class: 4,
      passengers: [
        {
          first_name: 'مریم',
          last_name: 'احمدی',
          mobile: '09121234567',
          national_code: '0012345679',
          person_age_type: 3,
          gender: 1,
          nationality: 0,
        },
      ],
      reservations: [{ reservation_type: 0, service_id: 14, wheelchair_count: 1 }],
    },
  ],
};

/** Body of POST /v1/agency/fa/cip/orders: the member booking body plus the customer. */
export const agencyCipOrderBody = cipOrderBody
  .extend({ customer: agencyCustomer.describe("Who the SMS and the voucher go to (with the agency's name)") })
  .meta({ example: AGENCY_BOOKING_EXAMPLE });
export type AgencyCipOrderBody = z.input<typeof agencyCipOrderBody>;

/** An agency's booking: the CIP order, its customer, and its price for the agency. */
export const agencyCipOrder = cipOrder
  .extend({
    customer: z.object({ full_name: z.string(), mobile: z.string() }),
    agency_price: agencyPrice.describe('The whole booking: gross total, commission, net charged to the account'),
  })
  .meta({ id: 'AgencyCipOrder' });
export type AgencyCipOrder = z.infer<typeof agencyCipOrder>;

export const agencyCipOrderListItem = cipOrderListItem.extend({
  customer: z.object({ full_name: z.string(), mobile: z.string() }),
  net_price: rials('What the agency was charged'),
});

export const agencyCipOrderCanceled = detailOf(agencyCipOrder).extend({
  refunded_to_account: rials('The net share returned to the agency account by the cancellation policy'),
});

/** What a change of flight does (or, previewed, would do) to a booking's price and the agency's account. */
export const agencyFlightChangeSettlement = z
  .object({
    previous_total: rials("The booking's gross total before the change"),
    new_total: rials("The booking's gross total on the new flight"),
    change_fee: rials("The airport's change fee included (0 inside its free hours and after a delay or cancellation)"),
    dropped: z.array(z.string()).describe('Services of the old flight the new one does not offer: dropped'),
    charged_to_account: rials('Net charged to the agency account for a higher price'),
    refunded_to_account: rials('Net returned to the agency account: the cancellation policy share of what was removed'),
  })
  .meta({ id: 'AgencyFlightChangeSettlement' });
export type AgencyFlightChangeSettlement = z.infer<typeof agencyFlightChangeSettlement>;

/** A changed booking and what the change did to the agency's account. */
export const agencyFlightChanged = detailOf(agencyCipOrder).extend({ settlement: agencyFlightChangeSettlement });

/** The agency's credit line: `used` is what it owes now (bookings − refunds − payments), never below zero. */
export const agencyAccount = z.object({
  agency_id: z.number().int(),
  name: z.string(),
  credit_limit: rials('The credit line'),
  used: rials('Owed now'),
  available: rials('credit_limit − used: what new bookings may still be charged'),
});
export type AgencyAccount = z.infer<typeof agencyAccount>;

/** Month of a statement, Jalali: `YYYY-MM` (e.g. 1405-08). */
export const statementQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'ماه را به شکل YYYY-MM (خورشیدی) بنویسید.')
    .describe('Jalali month, YYYY-MM'),
});

export const AGENCY_LEDGER_KINDS = ['booking', 'refund', 'payment', 'adjustment'] as const;
export const agencyLedgerKind = z.enum(AGENCY_LEDGER_KINDS);
export const AGENCY_LEDGER_KIND_LABELS: Record<z.infer<typeof agencyLedgerKind>, string> = {
  booking: 'رزرو',
  refund: 'بازگشت وجه',
  payment: 'پرداخت آژانس',
  adjustment: 'اصلاح حساب',
};

/** One line of the statement (a ledger entry): signed `amount` (− charged, + returned or paid). */
export const statementLine = z.object({
  id: z.number().int(),
  kind: agencyLedgerKind,
  kind_label: z.string(),
  order_id: z.number().int().nullable(),
  order_reference: z.string().nullable(),
  customer_name: z.string().nullable(),
  gross: z.number().int().nullable(),
  commission: z.number().int().nullable(),
  net: z.number().int().nullable(),
  amount: z.number().int().describe('Signed Rials as written to the ledger'),
  note: z.string(),
  created_by: z
    .string()
    .describe(
      "Who wrote the line: `agency-key:<id>`, `member:<id>` (an agent), `staff:<id>` or `system` (an airline's move)",
    ),
  created_at: z.string(),
});

export const agencyStatement = z.object({
  month: z.string(),
  opening_balance: z.number().int(),
  lines: z.array(statementLine),
  totals: z.object({ gross: z.number().int(), commission: z.number().int(), net: z.number().int() }),
  closing_balance: z.number().int(),
});

const BOOKING_ERRORS = ['capacity_full', 'booking_closed', 'agency_credit_exceeded', 'agency_suspended'] as const;
/** What a change of flight, and so its preview, may refuse with (the preview meets the change's own errors). */
export const AGENCY_CHANGE_FLIGHT_ERRORS = [
  'not_editable',
  'edit_closed',
  'order_expired',
  'already_served',
  'booking_closed',
  'capacity_full',
  'agency_credit_exceeded',
  'agency_suspended',
] as const;

export const agencyEndpoints = defineEndpoints({
  agencyListFlights: {
    method: 'GET',
    path: '/v1/agency/fa/flights',
    tag: TAG,
    summary: 'پروازها (همان جست‌وجوی عمومی) برای آژانس',
    auth: 'agency',
    rateLimited: true,
    query: briefFlightsQuery,
    response: briefFlightList,
  },
  agencyFlightServices: {
    method: 'GET',
    path: '/v1/agency/fa/flights/:id/services',
    tag: TAG,
    summary: 'خدمات یک پرواز با قیمت آژانس: قیمت عمومی، کمیسیون و خالص هر ردیف',
    auth: 'agency',
    rateLimited: true,
    params: idParams,
    response: agencyFlightServices,
  },
  agencyCreateCipOrder: {
    method: 'POST',
    path: '/v1/agency/fa/cip/orders',
    tag: TAG,
    summary: 'رزرو برای مشتری آژانس: بی‌درنگ تأیید و مبلغ خالص از اعتبار آژانس کسر می‌شود',
    description: `The member booking body plus \`customer\`. Confirmed at once; the net price (gross − the agency's commission) is charged to the agency's credit in the same transaction; beyond the credit line 409 \`agency_credit_exceeded\`. An \`Idempotency-Key\` is required (any unique string per booking; without one 400): a retry with the same key and body answers the first booking again instead of booking twice.\n\n${CIP_BOOKING_RULES}`,
    auth: 'agency',
    rateLimited: true,
    idempotent: 'required',
    body: agencyCipOrderBody,
    response: detailOf(agencyCipOrder),
    status: 201,
    errors: BOOKING_ERRORS,
  },
  agencyListCipOrders: {
    method: 'GET',
    path: '/v1/agency/fa/cip/orders',
    tag: TAG,
    summary: 'رزروهای همین آژانس',
    auth: 'agency',
    rateLimited: true,
    query: cipOrderListQuery,
    response: listOf(agencyCipOrderListItem),
    sort: CIP_ORDER_SORT_FIELDS,
  },
  agencyGetCipOrder: {
    method: 'GET',
    path: '/v1/agency/fa/cip/orders/:id',
    tag: TAG,
    summary: 'یک رزرو همین آژانس (رزرو آژانس دیگر ۴۰۴ است)',
    auth: 'agency',
    rateLimited: true,
    params: idParams,
    response: detailOf(agencyCipOrder),
  },
  agencyCancelCipOrder: {
    method: 'POST',
    path: '/v1/agency/fa/cip/orders/:id/cancel',
    tag: TAG,
    summary: 'لغو رزرو؛ سهم خالص طبق قوانین لغو به حساب آژانس برمی‌گردد',
    auth: 'agency',
    rateLimited: true,
    params: idParams,
    body: cipOrderCancelBody,
    response: agencyCipOrderCanceled,
    errors: ['cancellation_refused', 'not_editable', 'edit_closed', 'already_served', 'agency_suspended'],
  },
  agencyPreviewCipFlightChange: {
    method: 'POST',
    path: '/v1/agency/fa/cip/orders/:id/change-flight-preview',
    tag: TAG,
    summary: 'پیش‌نمایش تغییر پرواز: تفاوت قیمت، کارمزد، خدمات حذف‌شده و اثر آن بر حساب آژانس؛ چیزی ثبت نمی‌شود',
    description:
      "The same body as `change-flight`, run through the same rules and rolled back: answers exactly the `settlement` the change would answer now (gross totals, the change fee, dropped services, the net charged to or returned to the account), or the error it would meet (409 `agency_credit_exceeded` when the account cannot cover a higher price). Nothing is saved and no SMS is sent; another agency's booking is 404.",
    auth: 'agency',
    rateLimited: true,
    params: idParams,
    body: changeFlightBody,
    response: detailOf(agencyFlightChangeSettlement),
    errors: AGENCY_CHANGE_FLIGHT_ERRORS,
  },
  agencyChangeCipFlight: {
    method: 'POST',
    path: '/v1/agency/fa/cip/orders/:id/change-flight',
    tag: TAG,
    summary: 'تغییر پرواز رزرو به پرواز دیگری در همان مسیر؛ تفاوت خالص از حساب آژانس کسر یا به آن برگردانده می‌شود',
    description:
      "As the members' change of flight: reservations, travellers and extras move to the new flight where its services offer them, capacity moves in one transaction, the airport's change fee applies inside its free hours (never after a delay or cancellation). A higher price is charged (net) to the agency's credit line (409 `agency_credit_exceeded` beyond it); a lower one returns the cancellation policy's net share to the account. Allowed until the cut-off of both flights.",
    auth: 'agency',
    rateLimited: true,
    idempotent: true,
    params: idParams,
    body: changeFlightBody,
    response: agencyFlightChanged,
    errors: AGENCY_CHANGE_FLIGHT_ERRORS,
  },
  agencyGetAccount: {
    method: 'GET',
    path: '/v1/agency/fa/account',
    tag: TAG,
    summary: 'سقف اعتبار، بدهی و اعتبار باقی‌ماندهٔ آژانس',
    auth: 'agency',
    rateLimited: true,
    response: detailOf(agencyAccount),
  },
  agencyGetStatement: {
    method: 'GET',
    path: '/v1/agency/fa/statement',
    tag: TAG,
    summary: 'صورت‌حساب ماهانهٔ آژانس: هر رزرو و بازگشت با قیمت عمومی، کمیسیون و خالص',
    auth: 'agency',
    rateLimited: true,
    query: statementQuery,
    response: detailOf(agencyStatement),
  },
  agencyGetStatementPdf: {
    method: 'GET',
    path: '/v1/agency/fa/statement.pdf',
    tag: TAG,
    summary: 'صورت‌حساب ماهانهٔ آژانس به صورت PDF (همان ردیف‌ها و جمع‌ها)',
    auth: 'agency',
    rateLimited: true,
    query: statementQuery,
    produces: 'application/pdf',
    errors: ['pdf_unavailable'],
  },
});

/** Paging of agency lists (kept here so the admin contract shares it). */
export const agencyPagingQuery = pagingQuery(20);
