import {
  type AgencyCipOrder,
  agencyEndpoints as ag,
  cipOrderEditBody,
  cipserviceEndpoints as cep,
  flightStatusEndpoints as fs,
} from '@vip/contract';
import { agencyPriceOf, OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { editCipOrder } from '../src/modules/cipservice/booking';
import { holdLimitsOf } from '../src/modules/cipservice/holds';
import { staffToken } from '../src/modules/admin/test-util';
import { balanceOf } from '../src/modules/credit/ledger';
import { creditTransactions } from '../src/modules/credit/schema';
import { bookingBody, cipOf, flightWithServices, laterFlightOf, passenger } from '../src/modules/cipservice/test-util';
import { voucherSignature } from '../src/modules/cipservice/voucher';
import { orderStatusHistory, orders } from '../src/modules/order/schema';
import { outbox } from '../src/outbox/schema';
import { agencyCall, agencyLedgerOf, customer, makeAgency } from './agency-fixtures';
import { describeEachBackend } from './helpers';

// An agency books on its credit line (docs/agencies.md): net charged in the booking's transaction, refunds by the
// members' policy back to the agency ledger, never to a wallet.

describeEachBackend('agency bookings on credit', (api) => {
  const db = () => api().app.db;
  const walletTotal = async () => {
    const [row] = await db().select({ n: sql<string>`count(*)` }).from(creditTransactions);
    return Number(row.n);
  };

  async function book(key: string, flightNumber: string, days: number, idem = `k-${Math.random()}`, mobile?: string) {
    const { flight, services } = await flightWithServices(api, flightNumber, days);
    const body = {
      ...bookingBody(
        flight.id,
        [{ reservation_type: 0, service_id: cipOf(services.departure).id }],
        [passenger(), passenger()],
      ),
      customer: customer(mobile),
    };
    const res = await agencyCall(api, ag.agencyCreateCipOrder, key, { body }, { 'idempotency-key': idem });
    return { res, body, flight, idem };
  }

  it('confirms at once and charges the net (12.5%: gross, commission, net), the customer gets the SMS; a replay charges once', async () => {
    const { agency, key, owner } = await makeAgency(api, { commissionBp: 1250 });
    const walletsBefore = await walletTotal();
    const mobile = '09351110001';
    const { res, body, idem } = await book(key, 'IR 201', 6, 'same-key-1', mobile);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AgencyCipOrder;
    const gross = order.total_price;
    const commission = Math.round((gross * 1250) / 10_000);
    expect(order.agency_price).toEqual({ gross, commission, net: gross - commission });
    expect(order.customer).toEqual({ full_name: 'مهسا کاظمی', mobile });
    expect(order.payment_status).toBe(PaymentStatus.paid);
    expect(order.status).toBe(OrderStatus.providerPending);

    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    expect([row.agencyId, row.customerName, row.customerMobile]).toEqual([agency.id, 'مهسا کاظمی', mobile]);
    const ledger = await agencyLedgerOf(db(), agency.id);
    expect(ledger.lines.map((l) => [l.kind, l.amountRials, l.grossRials, l.commissionRials, l.orderId])).toEqual([
      ['booking', -(gross - commission), gross, commission, order.id],
    ]);
    expect(ledger.lines[0].createdBy).toMatch(/^agency-key:\d+$/);

    // Without an Idempotency-Key nothing is booked: a partner's retry must never book twice.
    const keyless = await agencyCall(api, ag.agencyCreateCipOrder, key, { body });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error_message).toContain('Idempotency-Key');
    expect((await agencyLedgerOf(db(), agency.id)).lines).toHaveLength(1);

    // The same Idempotency-Key and body: the same order, charged once.
    const again = await agencyCall(api, ag.agencyCreateCipOrder, key, { body }, { 'idempotency-key': idem });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(order.id);
    expect((await agencyLedgerOf(db(), agency.id)).lines).toHaveLength(1);

    // The customer is told (with the voucher link); the agent who owns the account is not.
    const sms = await db().select().from(outbox).where(eq(outbox.token, order.reference));
    const recipients = sms.map((m) => m.recipient);
    expect(recipients).toContain(mobile);
    expect(recipients).not.toContain(owner.mobile);
    expect(sms.some((m) => m.recipient === mobile && m.body.includes('/cip/voucher/'))).toBe(true);

    // The voucher names the agency.
    const voucher = await api().call(cep.verifyCipVoucher, {
      params: { reference: order.reference },
      query: { sig: voucherSignature(api().config.JWT_SECRET, order.reference) },
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json().data.agency_name).toBe(agency.name);

    const account = await agencyCall(api, ag.agencyGetAccount, key);
    expect(account.json().data.used).toBe(gross - commission);
    expect(await walletTotal()).toBe(walletsBefore);
  });

  it('beyond the credit line: 409 agency_credit_exceeded naming the shortfall in Toman; nothing charged, no place taken', async () => {
    const { agency, key } = await makeAgency(api, { commissionBp: 1000, creditLimit: 10_000 });
    const { res } = await book(key, 'IR 201', 7);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error_code).toBe('agency_credit_exceeded');
    expect(res.json().error_message).toMatch(/تومان/);
    expect(res.json().error_message).toMatch(/کم است/);
    expect((await agencyLedgerOf(db(), agency.id)).lines).toHaveLength(0);
    const mine = await db().select().from(orders).where(eq(orders.agencyId, agency.id));
    expect(mine).toHaveLength(0);
  });

  it('cancel refunds the net share by the policy (never more than charged), once; the list and detail follow', async () => {
    const { agency, key } = await makeAgency(api, { commissionBp: 1250 });
    const walletsBefore = await walletTotal();
    const { res } = await book(key, 'IR 201', 20);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AgencyCipOrder;
    const net = order.agency_price.net;

    const cancel = await agencyCall(api, ag.agencyCancelCipOrder, key, {
      params: { id: order.id },
      body: { reason: 'انصراف مسافر' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = cancel.json().refunded_to_account as number;
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(row.status).toBe(OrderStatus.canceled);
    // The status history names the agency that sold the booking, not the member account it is filed under.
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(
        and(
          eq(orderStatusHistory.orderId, order.id),
          eq(orderStatusHistory.machine, 'order'),
          eq(orderStatusHistory.toStatus, OrderStatus.canceled),
        ),
      );
    expect(history.map((h) => [h.actor, h.actorId])).toEqual([['agency', agency.id]]);
    // The policy's share of the gross, as the net share of it: refunded gross × net / gross.
    expect(row.refundedAmount).toBeGreaterThan(0);
    expect(refunded).toBe(Math.round((row.refundedAmount * net) / order.total_price));
    expect(refunded).toBeLessThanOrEqual(net);

    // The customer hears the refund goes through the agency, not to a wallet.
    const told = await db().select().from(outbox).where(eq(outbox.token, order.reference));
    const cancelSms = told.filter((m) => m.template === 'cip-canceled');
    expect(cancelSms.map((m) => m.recipient)).toContain(order.customer.mobile);
    for (const m of cancelSms) {
      expect(m.body).toContain('از طریق آژانس');
      expect(m.body).not.toContain('کیف پول');
    }

    const twice = await agencyCall(api, ag.agencyCancelCipOrder, key, { params: { id: order.id }, body: {} });
    expect(twice.statusCode).toBe(409);
    const ledger = await agencyLedgerOf(db(), agency.id);
    expect(ledger.lines.map((l) => l.kind)).toEqual(['booking', 'refund']);
    expect(ledger.lines[1].amountRials).toBe(refunded);
    expect(ledger.sum).toBe(-net + refunded);

    const detail = await agencyCall(api, ag.agencyGetCipOrder, key, { params: { id: order.id } });
    expect(detail.json().data.agency_price.net).toBe(net - refunded);
    const list = await agencyCall(api, ag.agencyListCipOrders, key, { query: {} });
    expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(list.json().data[0].net_price).toBe(net - refunded);
    expect(await walletTotal()).toBe(walletsBefore);
  });

  it('changes flight on the same route: a higher price is charged net to the account; another agency gets 404', async () => {
    const { agency, key } = await makeAgency(api, { commissionBp: 1250 });
    const walletsBefore = await walletTotal();
    const { res, flight } = await book(key, 'IR 721', 10);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AgencyCipOrder;
    const next = await laterFlightOf(api, flight, 11);
    const change = { flight_order_id: order.flight_orders[0].id, flight_id: next.id };

    // Another agency, a member's token: the booking is not theirs.
    const other = await makeAgency(api);
    const foreign = await agencyCall(api, ag.agencyChangeCipFlight, other.key, {
      params: { id: order.id },
      body: change,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await agencyCall(api, ag.agencyChangeCipFlight, null, { params: { id: order.id }, body: change })).statusCode,
    ).toBe(401);

    // The new day may price otherwise (night or holiday surcharges): a rise is charged (net) to the credit line, a
    // fall returns the policy's net share; either way the account moves by exactly what the settlement says.
    const moved = await agencyCall(api, ag.agencyChangeCipFlight, key, { params: { id: order.id }, body: change });
    expect(moved.statusCode, moved.body).toBe(200);
    const data = moved.json().data as AgencyCipOrder;
    const s = moved.json().settlement;
    expect(data.flight_orders[0].flight.id).toBe(next.id);
    expect(s.previous_total).toBe(order.total_price);
    expect(s.new_total).toBe(data.total_price);
    const rise = Math.max(0, s.new_total - s.previous_total);
    expect(s.charged_to_account).toBe(agencyPriceOf(rise, 1250).net);
    if (rise > 0) expect(s.refunded_to_account).toBe(0);
    expect(s.refunded_to_account).toBeLessThanOrEqual(order.agency_price.net);
    const ledger = await agencyLedgerOf(db(), agency.id);
    expect(ledger.sum).toBe(-order.agency_price.net - s.charged_to_account + s.refunded_to_account);
    // Asked again (a retry): nothing more moves or is charged.
    const again = await agencyCall(api, ag.agencyChangeCipFlight, key, { params: { id: order.id }, body: change });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().settlement).toMatchObject({ charged_to_account: 0, refunded_to_account: 0 });
    expect((await agencyLedgerOf(db(), agency.id)).sum).toBe(ledger.sum);
    expect(await walletTotal()).toBe(walletsBefore);
  });

  it('the airline cancels the flight: the full net returns to the agency ledger, no wallet changes', async () => {
    const { agency, key, owner } = await makeAgency(api, { commissionBp: 1250 });
    const { res, flight } = await book(key, 'IR 203', 9);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AgencyCipOrder;
    const walletsBefore = await walletTotal();
    const desk = await staffToken(api, 'vip_desk');
    const set = await api().call(fs.adminSetFlightStatus, {
      params: { id: flight.id },
      body: { status: 'cancelled' } as never,
      token: desk.token,
    });
    expect(set.statusCode, set.body).toBe(200);
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(row.status).toBe(OrderStatus.canceled);
    expect(row.refundedAmount).toBe(row.paidAmount);
    const ledger = await agencyLedgerOf(db(), agency.id);
    expect(ledger.lines.map((l) => [l.kind, l.amountRials])).toEqual([
      ['booking', -order.agency_price.net],
      ['refund', order.agency_price.net],
    ]);
    expect(ledger.sum).toBe(0);
    expect(await walletTotal()).toBe(walletsBefore);
    expect(await balanceOf(db(), owner.memberId)).toBe(0);
  });

  it("the member the booking sits under cannot edit, cancel or pay it through the members' calls (404); nothing moves", async () => {
    const { agency, key, owner } = await makeAgency(api, { commissionBp: 1250 });
    const { res } = await book(key, 'IR 201', 25);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as AgencyCipOrder;
    const r = order.flight_orders[0].reservations[0];
    const people = r.passengers.map(({ id: _id, role: _role, ...p }) => p);
    await expect(
      editCipOrder(
        db(),
        owner.memberId,
        order.id,
        cipOrderEditBody.parse({ reservations: [{ id: r.id, passengers: [...people, passenger()] }] }),
        { limits: holdLimitsOf(api().config) },
      ),
    ).rejects.toMatchObject({ errorCode: 'not_found' });
    const cancel = await api().call(cep.cancelCipOrder, { params: { id: order.id }, body: {}, token: owner.token });
    expect(cancel.statusCode).toBe(404);
    const pay = await api().call(cep.payCipOrder, {
      params: { id: order.id },
      body: { gateway: 'credit' },
      token: owner.token,
    });
    expect(pay.statusCode).toBe(404);
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    expect([row.status, row.refundedAmount]).toEqual([order.status, 0]);
    expect((await agencyLedgerOf(db(), agency.id)).lines.map((l) => l.kind)).toEqual(['booking']);
  });
});
