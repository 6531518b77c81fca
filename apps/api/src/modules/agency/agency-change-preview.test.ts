// The agency API's weak spots of issue #33: a change of flight can be previewed before it is made (what it would
// cost the account, nothing saved); a refund names the key or agent who cancelled in the ledger; the agents' panel
// is told its agency is suspended.
import { agencyEndpoints as ag, agencyPanelEndpoints as panel, flightStatusEndpoints as fs } from '@vip/contract';
import { toJalaliParts } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agencyBooks, agencyCall, agencyLedgerOf, customer, makeAgency } from '../../../test/agency-fixtures';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { bookingBody, cipOf, flightWithServices, laterFlightOf, passenger } from '../cipservice/test-util';
import { invoiceOfOrder } from '../invoice/service';
import { orders } from '../order/schema';
import { outbox } from '../../outbox/schema';
import { cipFlightOrders } from '../cipservice/schema';
import { agencies } from './schema';

describeEachBackend('agency: change-of-flight preview, who refunded, a suspended agency in the panel', (api) => {
  const db = () => api().app.db;

  /** A booking of the agency by its key on the first `flightNumber` flight from `days` ahead. */
  const book = (key: string, flightNumber: string, days: number) =>
    agencyBooks(api, key, { flightNumber, days, idempotencyKey: `k-${Math.random()}` });

  it('previews a change of flight exactly as the change then settles it, saving nothing; another agency gets 404', async () => {
    const { agency, key } = await makeAgency(api, { commissionBp: 1250 });
    const { order, flight } = await book(key, 'IR 721', 10);
    const next = await laterFlightOf(api, flight, 11);
    const change = { flight_order_id: order.flight_orders[0].id, flight_id: next.id };
    const ledgerBefore = await agencyLedgerOf(db(), agency.id);

    const preview = await agencyCall(api, ag.agencyPreviewCipFlightChange, key, {
      params: { id: order.id },
      body: change,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const told = preview.json().data;
    expect(told.previous_total).toBe(order.total_price);
    // Nothing saved: the same ledger, the booking on its flight, no SMS to the customer.
    expect(await agencyLedgerOf(db(), agency.id)).toEqual(ledgerBefore);
    const [fo] = await db().select().from(cipFlightOrders).where(eq(cipFlightOrders.orderId, order.id));
    expect(fo.flightId).toBe(flight.id);
    const sms = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'cip-flight-changed'), eq(outbox.token, order.reference)));
    expect(sms).toHaveLength(0);

    // Another agency's key, or none: as if the booking did not exist / 401.
    const other = await makeAgency(api);
    const foreign = await agencyCall(api, ag.agencyPreviewCipFlightChange, other.key, {
      params: { id: order.id },
      body: change,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_code).toBe('not_found');
    const keyless = await agencyCall(api, ag.agencyPreviewCipFlightChange, null, {
      params: { id: order.id },
      body: change,
    });
    expect(keyless.statusCode).toBe(401);

    // The change then does what the preview said, to the Rial.
    const moved = await agencyCall(api, ag.agencyChangeCipFlight, key, { params: { id: order.id }, body: change });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().settlement).toEqual(told);
  });

  it('the agency document lists the preview with its errors', async () => {
    const doc = (await api().app.inject({ method: 'GET', url: '/docs/agency/json' })).json();
    const op = doc.paths['/v1/agency/fa/cip/orders/{id}/change-flight-preview']?.post;
    expect(op, 'the preview in /docs/agency/json').toBeDefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
    expect(JSON.stringify(op.responses['409'])).toContain('agency_credit_exceeded');
    expect(JSON.stringify(op.responses['200'])).toContain('AgencyFlightChangeSettlement');
    expect(Object.keys(doc.components.schemas.AgencyFlightChangeSettlement.properties)).toEqual(
      expect.arrayContaining(['new_total', 'change_fee', 'charged_to_account', 'refunded_to_account']),
    );
  });

  it('a refund line names who cancelled: the key, or the agent on the panel; the airline’s stays system', async () => {
    const { agency, key, keyId, owner } = await makeAgency(api, { commissionBp: 1000 });
    const byKey = await book(key, 'IR 201', 12);
    const cancelled = await agencyCall(api, ag.agencyCancelCipOrder, key, { params: { id: byKey.order.id }, body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refunded_to_account).toBeGreaterThan(0);

    const byAgent = await book(key, 'IR 201', 13);
    const onPanel = await api().call(panel.agencyPanelCancelCipOrder, {
      params: { id: byAgent.order.id },
      body: {},
      token: owner.token,
    });
    expect(onPanel.statusCode, onPanel.body).toBe(200);

    const byAirline = await book(key, 'IR 203', 14);
    const desk = await staffToken(api, 'vip_desk');
    const set = await api().call(fs.adminSetFlightStatus, {
      params: { id: byAirline.flight.id },
      body: { status: 'cancelled' } as never,
      token: desk.token,
    });
    expect(set.statusCode, set.body).toBe(200);

    const refunds = (await agencyLedgerOf(db(), agency.id)).lines.filter((l) => l.kind === 'refund');
    const refundOf = (orderId: number) => refunds.find((l) => l.orderId === orderId)?.createdBy;
    expect(refundOf(byKey.order.id)).toBe(`agency-key:${keyId}`);
    expect(refundOf(byAgent.order.id)).toBe(`member:${owner.memberId}`);
    expect(refundOf(byAirline.order.id)).toBe('system');

    // The agency reads who cancelled on its own statement.
    const now = toJalaliParts(new Date());
    const month = `${now?.year}-${String(now?.month).padStart(2, '0')}`;
    const statement = await agencyCall(api, ag.agencyGetStatement, key, { query: { month } });
    expect(statement.statusCode, statement.body).toBe(200);
    const onStatement = statement.json().data.lines.filter((l: { kind: string }) => l.kind === 'refund');
    expect(onStatement.map((l: { order_id: number; created_by: string }) => [l.order_id, l.created_by])).toEqual(
      expect.arrayContaining([
        [byKey.order.id, `agency-key:${keyId}`],
        [byAgent.order.id, `member:${owner.memberId}`],
        [byAirline.order.id, 'system'],
      ]),
    );
  });

  it('an agency booking’s invoice names the agency that bought it, not the member account it is filed under', async () => {
    const { agency, key } = await makeAgency(api, { name: 'آژانس مسافرتی پرواز سپید' });
    await db().update(agencies).set({ legalId: '10103456789' }).where(eq(agencies.id, agency.id));
    const booked = await book(key, 'IR 201', 15);
    const invoice = await invoiceOfOrder(db(), booked.order.id, { staff: true });
    expect(invoice.buyer).toMatchObject({
      type: 'company',
      name: 'آژانس مسافرتی پرواز سپید',
      national_id: '10103456789',
      phone: agency.contactMobile,
    });
  });

  it('the panel’s membership and account say when the agency is suspended', async () => {
    const { agency, owner } = await makeAgency(api);
    const membership = () => api().call(panel.agencyPanelGetMembership, { token: owner.token });
    const account = () => api().call(panel.agencyPanelGetAccount, { token: owner.token });
    expect((await membership()).json().data.agency_status).toBe('active');
    expect((await account()).json().data.agency_status).toBe('active');

    await db().update(agencies).set({ status: 'suspended' }).where(eq(agencies.id, agency.id));
    const m = await membership();
    expect(m.statusCode).toBe(200);
    expect(m.json().data).toMatchObject({ agency_name: agency.name, role: 'owner', agency_status: 'suspended' });
    const a = await account();
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.agency_status).toBe('suspended');
    // What the status warns of: the panel's booking answers 401 agency_suspended.
    const { flight, services } = await flightWithServices(api, 'IR 201', 15);
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
      customer: customer(),
    };
    const refused = await api().call(
      panel.agencyPanelCreateCipOrder,
      { body, token: owner.token },
      { 'idempotency-key': `suspended-${agency.id}` },
    );
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().error_code).toBe('agency_suspended');
    expect(await db().$count(orders, eq(orders.agencyId, agency.id))).toBe(0);
  });
});
