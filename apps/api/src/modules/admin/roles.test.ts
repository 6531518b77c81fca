import { adminEndpoints, api as allEndpoints, type EndpointDef } from '@vip/contract';
import { STAFF_ROLES } from '@vip/domain';
import { expect, it } from 'vitest';
import { describeEachBackend, type TestCallInput } from '../../../test/helpers';
import { catalogMatrixInputs } from '../admin-catalog/test-util';
import { signIn } from '../cipservice/test-util';
import { staffToken } from './test-util';

// A well-formed call of every staff endpoint: the ids name nothing, so an allowed role gets past the role check
// and then a 404/409 of the desk itself, never 401/403.
const INPUTS: Record<string, TestCallInput> = {
  adminListAudit: {},
  adminListCipBookings: { query: { date: '2026-11-23' } },
  adminConfirmCipBooking: { params: { id: 999_999 } },
  adminRefuseCipBooking: { params: { id: 999_999 }, body: { reason: 'ظرفیت سالن تکمیل است' } },
  adminGetCheckIn: { params: { reference: '12345678' } },
  adminCheckIn: { params: { reference: '12345678' } },
  adminListCreditRequests: {},
  adminApproveCreditRequest: { params: { id: 999_999 } },
  adminRefuseCreditRequest: { params: { id: 999_999 }, body: { reason: 'فیش خوانا نیست' } },
  adminAdjustCredit: { body: { member_id: 999_999, amount: 10_000, reason: 'جبران تأخیر خدمت' } },
  adminListTickets: {},
  adminReplyTicket: { params: { id: 999_999 }, body: { description: 'پاسخ آزمایشی' } },
  adminCloseTicket: { params: { id: 999_999 } },
  adminListReviews: {},
  adminModerateReview: { params: { id: 999_999 }, body: { decision: 'hide' } },
  adminListStoreOrders: {},
  adminShipStoreOrder: { params: { id: 999_999 }, body: { tracking_number: '۱۲۳۴۵۶۷۸۹۰' } },
  adminDeliverStoreOrder: { params: { id: 999_999 } },
  adminListStaff: {},
  // Taken: a 409 after the role check (the matrix creates no accounts).
  adminCreateStaff: {
    body: { email: 'admin@asemanvip.ir', full_name: 'حساب تکراری', role: 'support', password: 'Tekrari!Ramz1405' },
  },
  adminUpdateStaff: { params: { id: 999_999 }, body: { active: false } },
  adminDashboard: {},

  // ── Desk operations (no-show, finance, stock, ticket notes/assignment/attachments, uploads) ──
  adminCipNoShow: { params: { id: 999_999 } },
  adminListPaymentsToVerify: {},
  adminVerifyPayment: { params: { id: 999_999 } },
  adminReconciliation: { query: { date: '2026-11-23' } },
  adminRefundOrder: { params: { id: 999_999 }, body: { amount: 10_000, reason: 'جبران تأخیر خدمت' } },
  adminGetDeskMember: { params: { id: 999_999 } },
  adminGetRefundableOrder: { params: { id: 999_999 } },
  adminAdjustStock: { params: { id: 999_999 }, body: { delta: 3, reason: 'رسید انبار' } },
  adminGetTicket: { params: { id: 999_999 } },
  adminAddTicketNote: { params: { id: 999_999 }, body: { body: 'یادداشت آزمایشی' } },
  adminAssignTicket: { params: { id: 999_999 }, body: { staff_id: null } },
  // Not multipart: a 400 after the role check.
  adminUploadTicketAttachment: { params: { id: 999_999 } },
  adminGetUpload: { params: { name: 'a1b2c3d4-0000.png' } },
  // ── end of desk operations ──

  adminMe: {},
  adminAssignCipGreeter: { params: { id: 999_999 }, body: { name: 'رضا کریمی', mobile: '09121234567' } },
  adminListDisruptedFlights: {},
  adminCancelCipSide: { params: { id: 999_999 } },
  adminPreviewCipSideCancel: { params: { id: 999_999 } },
  adminSetFlightStatus: { params: { id: 999_999 }, body: { status: 'delayed', departure_at: '2026-11-27T10:00:00Z' } },
  adminListUnresolvedCipReservations: {},
  getStaffOrderInvoice: { params: { id: 999_999 } },
  getStaffOrderInvoiceJson: { params: { id: 999_999 } },
  getStaffCreditNote: { params: { id: 999_999 } },
  adminCatalogCipTariffVersions: { params: { id: 999_999 } },
  // The catalogue: list, get/update/delete of an id that names nothing, create with a valid body, the upload
  // without a file (a 400 after the role check).
  ...catalogMatrixInputs(),
  // Agencies (docs/agencies.md): ids that name nothing (404 after the role check), a valid new agency.
  adminListAgencies: {},
  adminCreateAgency: {
    body: { name: 'آژانس آزمون نقش‌ها', commission_percent: 10, credit_limit: 0, contact_mobile: '09121110000' },
  },
  adminGetAgency: { params: { id: 999_999 } },
  adminUpdateAgency: { params: { id: 999_999 }, body: { status: 'suspended' } },
  adminListAgencyKeys: { params: { id: 999_999 } },
  adminCreateAgencyKey: { params: { id: 999_999 }, body: { title: 'کلید آزمون' } },
  adminRevokeAgencyKey: { params: { id: 999_999, key_id: 999_999 } },
  adminListAgencyUsers: { params: { id: 999_999 } },
  adminAddAgencyUser: { params: { id: 999_999 }, body: { mobile: '09121110001', role: 'agent' } },
  adminRemoveAgencyUser: { params: { id: 999_999, user_id: 999_999 } },
  adminListAgencyLedger: { params: { id: 999_999 } },
  adminRecordAgencyPayment: { params: { id: 999_999 }, body: { amount: 1_000_000, note: 'واریز آزمون' } },
  adminGetAgencyAccount: { params: { id: 999_999 } },
  adminGetAgencyStatement: { params: { id: 999_999 }, query: { month: '1405-09' } },
  adminListCurrencyRates: {},
  adminPutCurrencyRates: { body: { rates: [{ currency: 'USD', rials_per_unit: 1_050_000 }] } },
  // Last: it ends the session of the token that calls it.
  adminSignOut: {},
};

// Every staff operation of the whole contract, whichever module declares it (flight status, invoices …).
const staffOps = Object.values(allEndpoints).filter((e) => e.auth === 'staff') as (EndpointDef & {
  operationId: string;
})[];

describeEachBackend('back office role matrix', (api) => {
  it('declares every staff operation with roles and has a call for each here', () => {
    expect(staffOps.length).toBeGreaterThan(10);
    for (const e of staffOps) {
      expect(e.path.startsWith('/v1/admin/'), e.operationId).toBe(true);
      expect(e.roles?.length, e.operationId).toBeGreaterThan(0);
      expect(INPUTS[e.operationId], `no matrix input for ${e.operationId}`).toBeDefined();
    }
  });

  it('lets exactly the declared roles through every staff operation; no token 401, a member token 403', async () => {
    const member = await signIn(api);
    const tokens = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, (await staffToken(api, role)).token] as const)),
    );
    const ordered = Object.keys(INPUTS).map((id) => staffOps.find((e) => e.operationId === id)!);
    for (const endpoint of ordered) {
      const input = INPUTS[endpoint.operationId];
      const anonymous = await api().call(endpoint, input);
      expect(anonymous.statusCode, `${endpoint.operationId} without a token`).toBe(401);
      expect(anonymous.json()).toMatchObject({ status_code: 401, error_code: 'unauthorized' });
      const asMember = await api().call(endpoint, { ...input, token: member.token });
      expect(asMember.statusCode, `${endpoint.operationId} with a member token`).toBe(403);
      expect(asMember.json().error_message).toMatch(/دسترسی/);
      for (const role of STAFF_ROLES) {
        const res = await api().call(endpoint, { ...input, token: tokens[role] });
        const allowed = endpoint.roles!.includes(role);
        if (allowed)
          expect([401, 403], `${endpoint.operationId} as ${role}: ${res.body}`).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, `${endpoint.operationId} as ${role}`).toBe(403);
          expect(res.json()).toMatchObject({ status_code: 403, error_code: 'forbidden' });
        }
      }
    }
    // Signed out above: every token is dead now.
    for (const role of STAFF_ROLES) {
      expect((await api().call(adminEndpoints.adminMe, { token: tokens[role] })).statusCode).toBe(401);
    }
  });
});
