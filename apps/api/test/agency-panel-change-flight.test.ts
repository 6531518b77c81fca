// The agents' panel changes a booking's flight (docs/agencies.md): the key API's own change and preview for the
// signed-in agent's agency. The preview is what the change then settles, the ledger line names the agent, the
// customer's SMS is in the booking's language; another agency's booking is 404 and a suspended agency is refused.
import {
  type AgencyCipOrder,
  agencyEndpoints as ag,
  agencyPanelEndpoints as ep,
  type FlightBriefView,
  localizedPath,
} from '@vip/contract';
import { agencyPriceOf } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../src/outbox/schema';
import { agencies, agencyUsers } from '../src/modules/agency/schema';
import { balanceOf } from '../src/modules/credit/ledger';
import { orders } from '../src/modules/order/schema';
import { cipAirports, cipFlightOrders, cipServices } from '../src/modules/cipservice/schema';
import {
  bookingBody,
  cipOf,
  flightWithServices,
  laterFlightOf,
  passenger,
  signIn,
} from '../src/modules/cipservice/test-util';
import { agencyCall, agencyLedgerOf, customer, makeAgency } from './agency-fixtures';
import { describeEachBackend, type TestApi } from './helpers';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describeEachBackend('agency panel: change of flight', (api) => {
  const db = () => api().app.db;
  let bookings = 0;

  async function agentOf(a: () => TestApi, agencyId: number) {
    const member = await signIn(a);
    await a().app.db.insert(agencyUsers).values({ agencyId, memberId: member.memberId, role: 'agent' });
    return member;
  }

  /** A panel change-of-flight call (preview or change) for booking `b`, as the member holding `token`. */
  const asAgent = (
    endpoint: typeof ep.agencyPanelPreviewCipFlightChange | typeof ep.agencyPanelChangeCipFlight,
    b: { order: { id: number }; change: { flight_order_id: number; flight_id: number } },
    token: string,
  ) => api().call(endpoint, { params: { id: b.order.id }, body: b.change, token });

  /**
   * An agency with a key, an agent (not the owner) and a booking its key made in English for a customer, on the
   * first `flightNumber` flight from `days` ahead; the later flight of the same number to change to.
   */
  async function booked(flightNumber: string, days: number, commissionBp = 1250) {
    const made = await makeAgency(api, { commissionBp });
    const agent = await agentOf(api, made.agency.id);
    const { flight, services } = await flightWithServices(api, flightNumber, days);
    const service = cipOf(services.departure);
    bookings += 1;
    const mobile = `0935222${String(bookings).padStart(4, '0')}`;
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: service.id }], [passenger()]),
      customer: customer(mobile),
    };
    const inEnglish = { ...ag.agencyCreateCipOrder, path: localizedPath(ag.agencyCreateCipOrder.path, 'en') };
    const res = await agencyCall(api, inEnglish, made.key, { body }, { 'idempotency-key': `panel-change-${mobile}` });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AgencyCipOrder;
    const next: FlightBriefView = await laterFlightOf(api, flight, days + 1);
    const change = { flight_order_id: order.flight_orders[0].id, flight_id: next.id };
    return { ...made, agent, order, flight, next, change, serviceId: service.id, mobile };
  }

  it('an agent previews and changes the flight: the preview is the settlement applied, the ledger names the agent', async () => {
    const b = await booked('IR 721', 10);
    // The service's price doubles after the booking: the new flight is priced at today's tariff, a rise to charge.
    await db()
      .update(cipServices)
      .set({
        passengerAdult: sql`${cipServices.passengerAdult} * 2`,
        passengerIntlAdult: sql`${cipServices.passengerIntlAdult} * 2`,
      })
      .where(eq(cipServices.id, b.serviceId));
    const ledgerBefore = await agencyLedgerOf(db(), b.agency.id);

    const preview = await asAgent(ep.agencyPanelPreviewCipFlightChange, b, b.agent.token);
    expect(preview.statusCode, preview.body).toBe(200);
    const told = preview.json().data;
    expect(told.previous_total).toBe(b.order.total_price);
    expect(told.new_total).toBeGreaterThan(told.previous_total);
    expect(told.charged_to_account).toBe(agencyPriceOf(told.new_total - told.previous_total, 1250).net);
    expect(told.refunded_to_account).toBe(0);
    // Nothing saved by the preview.
    expect(await agencyLedgerOf(db(), b.agency.id)).toEqual(ledgerBefore);
    const [fo] = await db().select().from(cipFlightOrders).where(eq(cipFlightOrders.orderId, b.order.id));
    expect(fo.flightId).toBe(b.flight.id);

    const moved = await asAgent(ep.agencyPanelChangeCipFlight, b, b.agent.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().settlement).toEqual(told);
    const data = moved.json().data as AgencyCipOrder;
    expect(data.flight_orders[0].flight.id).toBe(b.next.id);
    expect(data.total_price).toBe(told.new_total);

    // One new ledger line: the net of the rise, charged, written by the agent.
    const ledger = await agencyLedgerOf(db(), b.agency.id);
    const added = ledger.lines.slice(ledgerBefore.lines.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      orderId: b.order.id,
      amountRials: -told.charged_to_account,
      createdBy: `member:${b.agent.memberId}`,
    });
    expect(ledger.sum).toBe(ledgerBefore.sum - told.charged_to_account);
    const account = await api().call(ep.agencyPanelGetAccount, { token: b.agent.token });
    expect(account.json().data.used).toBe(-ledger.sum);

    // The customer is told in the language the booking was made in (English), not the panel's Persian.
    const sms = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'cip-flight-changed'), eq(outbox.recipient, b.mobile)));
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(b.next.flight_number);
    expect(sms[0].body).not.toMatch(ARABIC_SCRIPT);
  });

  it("another agency's agent gets 404 on the preview and the change, a member of no agency 403", async () => {
    const b = await booked('IR 721', 12);
    const other = await makeAgency(api);
    const otherAgent = await agentOf(api, other.agency.id);
    const stranger = await signIn(api);
    const ledgerBefore = await agencyLedgerOf(db(), b.agency.id);

    const foreignPreview = await asAgent(ep.agencyPanelPreviewCipFlightChange, b, otherAgent.token);
    expect([foreignPreview.statusCode, foreignPreview.json().error_code]).toEqual([404, 'not_found']);
    const foreignChange = await asAgent(ep.agencyPanelChangeCipFlight, b, otherAgent.token);
    expect([foreignChange.statusCode, foreignChange.json().error_code]).toEqual([404, 'not_found']);
    const none = await asAgent(ep.agencyPanelChangeCipFlight, b, stranger.token);
    expect([none.statusCode, none.json().error_code]).toEqual([403, 'forbidden']);

    expect(await agencyLedgerOf(db(), b.agency.id)).toEqual(ledgerBefore);
    const [fo] = await db().select().from(cipFlightOrders).where(eq(cipFlightOrders.orderId, b.order.id));
    expect(fo.flightId).toBe(b.flight.id);
  });

  it('a suspended agency is refused the preview and the change (401 agency_suspended), reading still works', async () => {
    const b = await booked('IR 721', 14);
    await db().update(agencies).set({ status: 'suspended' }).where(eq(agencies.id, b.agency.id));
    for (const endpoint of [ep.agencyPanelPreviewCipFlightChange, ep.agencyPanelChangeCipFlight]) {
      const res = await asAgent(endpoint, b, b.agent.token);
      expect([res.statusCode, res.json().error_code], endpoint.path).toEqual([401, 'agency_suspended']);
    }
    const read = await api().call(ep.agencyPanelGetCipOrder, { params: { id: b.order.id }, token: b.agent.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.flight_orders[0].flight.id).toBe(b.flight.id);
  });

  it("a change inside the airport's free hours: the fee is charged (net) to the agency's account, never to the wallet of the member the booking sits under", async () => {
    const b = await booked('IR 721', 16);
    const fee = 500_000;
    // Every change is inside the free hours now (the booking is 16 days ahead).
    await db().update(cipAirports).set({ changeFreeHours: 100_000, changeFee: fee });
    try {
      const [order] = await db().select().from(orders).where(eq(orders.id, b.order.id));
      const walletBefore = await balanceOf(db(), order.memberId);
      const ledgerBefore = await agencyLedgerOf(db(), b.agency.id);

      const preview = await asAgent(ep.agencyPanelPreviewCipFlightChange, b, b.agent.token);
      expect(preview.statusCode, preview.body).toBe(200);
      const told = preview.json().data;
      expect(told.change_fee).toBe(fee);
      const rise = Math.max(0, told.new_total - told.previous_total);
      expect(told.charged_to_account).toBe(
        (rise > 0 ? agencyPriceOf(rise, 1250).net : 0) + agencyPriceOf(fee, 1250).net,
      );

      const moved = await asAgent(ep.agencyPanelChangeCipFlight, b, b.agent.token);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().settlement).toEqual(told);
      const ledger = await agencyLedgerOf(db(), b.agency.id);
      expect(ledger.sum).toBe(ledgerBefore.sum - told.charged_to_account);
      expect(ledger.lines.slice(ledgerBefore.lines.length).map((l) => l.createdBy)).toEqual(
        ledger.lines.slice(ledgerBefore.lines.length).map(() => `member:${b.agent.memberId}`),
      );
      expect(await balanceOf(db(), order.memberId)).toBe(walletBefore);
    } finally {
      await db().update(cipAirports).set({ changeFreeHours: 24, changeFee: 500_000 });
    }
  });
});
