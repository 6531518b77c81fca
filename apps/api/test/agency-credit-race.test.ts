import { type AgencyCipOrder, agencyEndpoints as ag } from '@vip/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agencies } from '../src/modules/agency/schema';
import { bookingBody, cipOf, flightWithServices, passenger } from '../src/modules/cipservice/test-util';
import { creditTransactions } from '../src/modules/credit/schema';
import { orders } from '../src/modules/order/schema';
import { agencyCall, agencyLedgerOf, customer, makeAgency } from './agency-fixtures';
import { describeEachBackend } from './helpers';

// The agency row is the lock of its credit line (docs/agencies.md): concurrent bookings never spend beyond it.

describeEachBackend('agency credit line under concurrent bookings', (api, backend) => {
  if (backend !== 'postgres') {
    it.skip('runs on PostgreSQL only (TEST_DATABASE_URL)', () => {});
    return;
  }
  const db = () => api().app.db;

  it('50 concurrent bookings against a line for exactly 10: 10 succeed, 40 get 409, ledger −10 × net, places match', async () => {
    const { flight, services } = await flightWithServices(api, 'IR 201', 12);
    const cip = cipOf(services.departure);
    const body = () => ({
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }], [passenger()]),
      customer: customer(),
    });
    // The net of one such booking, read from a booking of another agency on the same flight.
    const probe = await makeAgency(api, { commissionBp: 1250 });
    const first = await agencyCall(
      api,
      ag.agencyCreateCipOrder,
      probe.key,
      { body: body() },
      { 'idempotency-key': 'p' },
    );
    expect(first.statusCode, first.body).toBe(201);
    const net = (first.json().data as AgencyCipOrder).agency_price.net;

    const { agency, key } = await makeAgency(api, { commissionBp: 1250, creditLimit: 10 * net + Math.floor(net / 2) });
    const walletsBefore = (await db().select({ n: sql<string>`count(*)` }).from(creditTransactions))[0].n;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        agencyCall(api, ag.agencyCreateCipOrder, key, { body: body() }, { 'idempotency-key': `race-${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of answers.filter((x) => x.statusCode === 409)) {
      expect(r.json().error_code).toBe('agency_credit_exceeded');
    }

    const ledger = await agencyLedgerOf(db(), agency.id);
    expect(ledger.lines).toHaveLength(10);
    expect(ledger.sum).toBe(-10 * net);
    const booked = await db().select().from(orders).where(eq(orders.agencyId, agency.id));
    expect(booked).toHaveLength(10);
    expect(new Set(ledger.lines.map((l) => l.orderId))).toEqual(new Set(booked.map((o) => o.id)));
    // The slot counts exactly the places of the bookings that stand (the probe's and the ten).
    const slot = await db().execute(sql`
      select c.booked, (select coalesce(sum(r.places), 0) from cip_reservations r
        where r.service_id = c.service_id and r.slot_start = c.slot_start)::int as held
      from cip_capacity c where c.service_id = ${cip.id}`);
    for (const r of slot.rows as { booked: number; held: number }[]) expect(Number(r.booked)).toBe(Number(r.held));
    const [row] = await db().select().from(agencies).where(eq(agencies.id, agency.id));
    const account = await agencyCall(api, ag.agencyGetAccount, key);
    expect(account.json().data).toMatchObject({ used: 10 * net, available: row.creditLimitRials - 10 * net });
    const walletsAfter = (await db().select({ n: sql<string>`count(*)` }).from(creditTransactions))[0].n;
    expect(walletsAfter).toBe(walletsBefore);
  });
});
