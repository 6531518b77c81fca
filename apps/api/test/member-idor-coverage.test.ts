import { readFileSync } from 'node:fs';
import { api as endpoints } from '@vip/contract';
import { describe, expect, it } from 'vitest';

// Every member endpoint that names a resource in its path (`:id`, `:reference`, `:name`…) must have a case where
// another member asks for it and gets 404. The case lives in member-idor.test.ts's matrix, or in the test file named
// here (read to check it still calls the endpoint). A new member endpoint with a path parameter fails this test
// until its IDOR case is written.

/** Endpoints whose another-member case lives beside the module's own tests. */
const CASE_ELSEWHERE: Record<string, string> = {
  getMember: 'src/modules/member/member.test.ts',
  updateMemberProfile: 'src/modules/member/member.test.ts',
  revokeMemberSession: 'src/modules/member/device-sessions.test.ts',
};

/** Endpoints whose module test calls them with another member's token (checked: `token: other….token` at the call). */
const CASE_IN_MODULE_TEST: Record<string, string> = {
  getCipOrder: 'src/modules/cipservice/booking.test.ts',
  getCipVoucher: 'src/modules/cipservice/booking.test.ts',
  updateCipOrder: 'src/modules/cipservice/after-sale.test.ts',
  cancelCipOrder: 'src/modules/cipservice/after-sale.test.ts',
  payCipOrder: 'src/modules/cipservice/after-sale.test.ts',
  previewCipOrderEdit: 'src/modules/cipservice/after-sale.test.ts',
  updateCipPassenger: 'src/modules/cipservice/after-sale.test.ts',
  changeCipFlight: 'src/modules/cipservice/change-flight.test.ts',
  getStoreOrderInvoice: 'src/modules/invoice/invoice.test.ts',
  getStoreOrderInvoiceJson: 'src/modules/invoice/invoice.test.ts',
  getMyCreditNote: 'src/modules/invoice/invoice.test.ts',
  cancelStoreOrder: 'src/modules/store/store.test.ts',
  updateRecipient: 'src/modules/store/store.test.ts',
  getPayment: 'src/modules/payment/wallet-hold.test.ts',
  previewCipFlightChange: 'src/modules/cipservice/change-flight.test.ts',
  cancelCipSide: 'src/modules/cipservice/side-cancel.test.ts',
  previewCipSideCancel: 'src/modules/cipservice/side-cancel.test.ts',
  rebookCipOrder: 'src/modules/cipservice/rebook.test.ts',
  previewCipRebook: 'src/modules/cipservice/rebook.test.ts',
  getCipOrderInvoice: 'src/modules/invoice/invoice.test.ts',
  getCipOrderInvoiceJson: 'src/modules/invoice/invoice.test.ts',
  // The agents' panel: another agency's agent or owner asks for this agency's booking, voucher or key.
  agencyPanelGetCipOrder: 'test/agency-panel.test.ts',
  agencyPanelGetVoucher: 'test/agency-panel.test.ts',
  agencyPanelCancelCipOrder: 'test/agency-panel.test.ts',
  agencyPanelPreviewCipFlightChange: 'test/agency-panel-change-flight.test.ts',
  agencyPanelChangeCipFlight: 'test/agency-panel-change-flight.test.ts',
  agencyPanelRevokeKey: 'test/agency-panel.test.ts',
};

/** Path parameters that do not name something a member owns: there is no other member to hide it from. */
const NOT_MEMBER_OWNED: Record<string, string> = {
  checkDiscountCode: 'a discount code is the shop’s, checked against the member’s own cart',
  getReviewEligibility: 'the id is a product’s; the answer is about the caller only',
  agencyPanelFlightServices: 'the id is a flight’s; the prices are the caller’s own agency’s',
};

/**
 * Member-owned endpoints whose another-member case is not written yet: each must leave this list for the matrix.
 * Nothing may be added here; the list only shrinks.
 */
const IDOR_CASE_MISSING: string[] = [];

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const calls = (source: string, operationId: string) => new RegExp(`\\bendpoints\\.${operationId}\\b`).test(source);
/**
 * A module's own test calls the endpoint (under any contract alias) with another member's token close by: as the
 * call's `token:` option, or as an argument of a test helper (`asAgent(ep.x, booking, otherAgent.token)`).
 */
const callsAsAnother = (source: string, operationId: string) =>
  new RegExp(`\\.${operationId}\\b[\\s\\S]{0,200}?(token: |, )(other\\w*|stranger)\\.token`).test(source);

describe('the member IDOR matrix covers every member endpoint with a path parameter', () => {
  const matrix = read('test/member-idor.test.ts');
  const owned = Object.entries(endpoints)
    .filter(([, e]) => e.auth === 'member' && e.path.includes(':'))
    .map(([operationId]) => operationId);

  it('finds the member endpoints it checks', () => {
    expect(owned.length).toBeGreaterThan(20);
  });

  it.each(owned)('%s has an another-member case', (operationId) => {
    if (NOT_MEMBER_OWNED[operationId] || IDOR_CASE_MISSING.includes(operationId)) return;
    const inModule = CASE_IN_MODULE_TEST[operationId];
    const elsewhere = CASE_ELSEWHERE[operationId] ?? inModule;
    const found = inModule
      ? callsAsAnother(read(inModule), operationId)
      : calls(elsewhere ? read(elsewhere) : matrix, operationId);
    expect(found, `${operationId}: no another-member case in ${elsewhere ?? 'the matrix'}`).toBe(true);
  });

  it('lists as missing only endpoints that exist and have no case in the matrix', () => {
    for (const operationId of IDOR_CASE_MISSING) {
      expect(owned, operationId).toContain(operationId);
      expect(calls(matrix, operationId), `${operationId} is in the matrix now: take it off the list`).toBe(false);
    }
  });
});
