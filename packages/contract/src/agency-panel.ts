import { z } from 'zod';
import { agencyKeyCreateBody, agencyKeyCreated, agencyKeyView, agencyStatus, agencyUserRole } from './admin-agency';
import {
  AGENCY_CHANGE_FLIGHT_ERRORS,
  agencyAccount,
  agencyCipOrder,
  agencyCipOrderBody,
  agencyCipOrderCanceled,
  agencyCipOrderListItem,
  agencyFlightChanged,
  agencyFlightChangeSettlement,
  agencyFlightServices,
  agencyStatement,
  statementQuery,
} from './agency';
import { CIP_ORDER_SORT_FIELDS, cipOrderCancelBody, cipOrderListQuery, voucherDetail } from './cipservice';
import { detailOf, idParam, idParams, listOf } from './common';
import { defineEndpoints } from './endpoint';
import { changeFlightBody } from './flight-status';

// The agents' panel (docs/agencies.md): the site's /agency area. An agent is a member who belongs to an agency
// (agency_users); these endpoints take the member's token, find the member's agency, and answer exactly what the key
// API answers for that agency — same service functions, same scoping (another agency's booking is a 404). A member of
// no agency gets 403 `forbidden`; key management is for the agency's owners only (an agent gets 403 `forbidden`).

const TAG = 'agency-panel';
const PANEL = { tag: TAG, auth: 'member', errors: ['forbidden'] } as const;
const PDF = 'application/pdf';
/** What the panel's change of flight, and so its preview, may refuse with: the key API's change errors. */
const CHANGE_FLIGHT_ERRORS = ['forbidden', ...AGENCY_CHANGE_FLIGHT_ERRORS] as const;

/**
 * Whether the agency may book now: a suspended agency's agents still read their bookings, vouchers and statements,
 * but booking, cancelling and changing answer 401 `agency_suspended` (as its keys do) until the back office lifts it.
 */
const panelAgencyStatus = agencyStatus.describe(
  'active; suspended: bookings, cancellations and changes are refused (401 agency_suspended), reading still works',
);

/** The agency account as the signed-in agent sees it: the credit line plus who they are in the agency. */
export const agencyPanelAccount = agencyAccount
  .extend({
    agency_status: panelAgencyStatus,
    role: agencyUserRole.describe('owner: may manage keys; agent: books and reads'),
    commission_percent: z.number().describe("The agency's commission, percent (two decimals)"),
  })
  .meta({ id: 'AgencyPanelAccount' });
export type AgencyPanelAccount = z.infer<typeof agencyPanelAccount>;

export const agencyPanelKeyParams = z.object({ key_id: idParam });

/** Whether the signed-in member acts for an agency, and as what: null for a member of none. */
export const agencyPanelMembership = z
  .object({ agency_name: z.string(), role: agencyUserRole, agency_status: panelAgencyStatus })
  .nullable()
  .describe('null: the member belongs to no agency');

export const agencyPanelEndpoints = defineEndpoints({
  agencyPanelGetMembership: {
    tag: TAG,
    auth: 'member',
    method: 'GET',
    path: '/v1/agents/fa/membership',
    summary: 'آیا کاربر عضو آژانس همکار است و با چه نقشی (برای نشان دادن ورود به پنل آژانس)',
    response: detailOf(agencyPanelMembership),
  },
  agencyPanelGetAccount: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/account',
    summary: 'پنل آژانس: آژانس من، نقش من، سقف اعتبار، بدهی و اعتبار باقی‌مانده',
    response: detailOf(agencyPanelAccount),
  },
  agencyPanelFlightServices: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/flights/:id/services',
    summary: 'پنل آژانس: خدمات یک پرواز با قیمت عمومی، کمیسیون و خالص',
    params: idParams,
    response: agencyFlightServices,
  },
  agencyPanelCreateCipOrder: {
    ...PANEL,
    method: 'POST',
    path: '/v1/agents/fa/cip/orders',
    summary: 'پنل آژانس: رزرو برای مشتری؛ بی‌درنگ تأیید و مبلغ خالص از اعتبار آژانس کسر می‌شود',
    description:
      'Same body and rules as POST /v1/agency/fa/cip/orders (the key API), booked by the signed-in agent for their agency. `Idempotency-Key` is required.',
    rateLimited: true,
    idempotent: 'required',
    body: agencyCipOrderBody,
    response: detailOf(agencyCipOrder),
    status: 201,
    errors: ['forbidden', 'capacity_full', 'booking_closed', 'agency_credit_exceeded', 'agency_suspended'],
  },
  agencyPanelListCipOrders: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/cip/orders',
    summary: 'پنل آژانس: رزروهای آژانس من',
    query: cipOrderListQuery,
    response: listOf(agencyCipOrderListItem),
    sort: CIP_ORDER_SORT_FIELDS,
  },
  agencyPanelGetCipOrder: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/cip/orders/:id',
    summary: 'پنل آژانس: یک رزرو آژانس من (رزرو آژانس دیگر ۴۰۴ است)',
    params: idParams,
    response: detailOf(agencyCipOrder),
  },
  agencyPanelGetVoucher: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/cip/orders/:id/voucher',
    summary: 'پنل آژانس: واچر یک رزرو آژانس من، برای چاپ یا فرستادن به مشتری',
    params: idParams,
    response: voucherDetail,
  },
  agencyPanelCancelCipOrder: {
    ...PANEL,
    method: 'POST',
    path: '/v1/agents/fa/cip/orders/:id/cancel',
    summary: 'پنل آژانس: لغو رزرو؛ سهم خالص طبق قوانین لغو به حساب آژانس برمی‌گردد',
    params: idParams,
    body: cipOrderCancelBody,
    response: agencyCipOrderCanceled,
    errors: ['forbidden', 'not_editable', 'edit_closed', 'already_served', 'agency_suspended'],
  },
  agencyPanelPreviewCipFlightChange: {
    ...PANEL,
    method: 'POST',
    path: '/v1/agents/fa/cip/orders/:id/change-flight-preview',
    summary: 'پنل آژانس: پیش‌نمایش تغییر پرواز؛ تفاوت قیمت، کارمزد و اثر آن بر حساب آژانس، بی‌آنکه چیزی ثبت شود',
    description:
      "Same body and answer as POST /v1/agency/fa/cip/orders/{id}/change-flight-preview (the key API): the change run through the same rules and rolled back, for a booking of the signed-in agent's agency (another agency's booking is 404). Nothing is saved and no SMS is sent.",
    params: idParams,
    body: changeFlightBody,
    response: detailOf(agencyFlightChangeSettlement),
    errors: CHANGE_FLIGHT_ERRORS,
  },
  agencyPanelChangeCipFlight: {
    ...PANEL,
    method: 'POST',
    path: '/v1/agents/fa/cip/orders/:id/change-flight',
    summary: 'پنل آژانس: تغییر پرواز رزرو در همان مسیر؛ تفاوت خالص از حساب آژانس کسر یا به آن برگردانده می‌شود',
    description:
      "Same body, rules and answer as POST /v1/agency/fa/cip/orders/{id}/change-flight (the key API), made by the signed-in agent for their agency: the ledger line of a raise or a refund names the agent, the customer's SMS is in the booking's language. A suspended agency is 401 `agency_suspended`.",
    idempotent: true,
    params: idParams,
    body: changeFlightBody,
    response: agencyFlightChanged,
    errors: CHANGE_FLIGHT_ERRORS,
  },
  agencyPanelGetStatement: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/statement',
    summary: 'پنل آژانس: صورت‌حساب ماهانه (ماه خورشیدی YYYY-MM)',
    query: statementQuery,
    response: detailOf(agencyStatement),
  },
  agencyPanelGetStatementPdf: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/statement.pdf',
    summary: 'پنل آژانس: صورت‌حساب ماهانه به صورت PDF',
    query: statementQuery,
    produces: PDF,
    errors: ['forbidden', 'pdf_unavailable'],
  },
  agencyPanelListKeys: {
    ...PANEL,
    method: 'GET',
    path: '/v1/agents/fa/keys',
    summary: 'پنل آژانس (فقط مالک): کلیدهای API آژانس',
    response: detailOf(z.array(agencyKeyView)),
  },
  agencyPanelCreateKey: {
    ...PANEL,
    method: 'POST',
    path: '/v1/agents/fa/keys',
    summary: 'پنل آژانس (فقط مالک): کلید API تازه؛ خود کلید فقط همین یک بار نشان داده می‌شود',
    body: agencyKeyCreateBody,
    response: detailOf(agencyKeyCreated),
    status: 201,
  },
  agencyPanelRevokeKey: {
    ...PANEL,
    method: 'POST',
    path: '/v1/agents/fa/keys/:key_id/revoke',
    summary: 'پنل آژانس (فقط مالک): باطل‌کردن کلید؛ از همان لحظه پذیرفته نمی‌شود',
    params: agencyPanelKeyParams,
    response: detailOf(agencyKeyView),
  },
});
