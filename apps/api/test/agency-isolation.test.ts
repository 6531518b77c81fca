import { agencyEndpoints as ag, cipserviceEndpoints as ep } from '@vip/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agencyKeys } from '../src/modules/agency/schema';
import { bookingBody, cipOf, flightWithServices, passenger, signIn } from '../src/modules/cipservice/test-util';
import { orders } from '../src/modules/order/schema';
import { addAgencyKey, agencyBooks, agencyCall, agencyLedgerOf, customer, makeAgency } from './agency-fixtures';
import { describeEachBackend, startTestApi } from './helpers';

// Every agency resource is scoped by the key's agency (docs/agencies.md, "Isolation"): another agency's order is 404,
// a member token or no key is 401, a revoked key stops at once, and the key never reaches the request log.

describeEachBackend('agency isolation', (api) => {
  const db = () => api().app.db;

  const bookFor = async (key: string, days: number) =>
    (await agencyBooks(api, key, { flightNumber: 'IR 201', days, idempotencyKey: `i-${days}-${key}` })).order;

  it("agency B's key on A's order: get and cancel 404, nothing refunded; each list shows its own only", async () => {
    const a = await makeAgency(api);
    const b = await makeAgency(api);
    const orderA = await bookFor(a.key, 15);
    const orderB = await bookFor(b.key, 16);

    const get = await agencyCall(api, ag.agencyGetCipOrder, b.key, { params: { id: orderA.id } });
    expect([get.statusCode, get.json().error_code]).toEqual([404, 'not_found']);
    const cancel = await agencyCall(api, ag.agencyCancelCipOrder, b.key, { params: { id: orderA.id }, body: {} });
    expect(cancel.statusCode).toBe(404);
    const rowA = (await db().select().from(orders).where(eq(orders.id, orderA.id)))[0];
    expect(rowA.refundedAmount).toBe(0);
    expect((await agencyLedgerOf(db(), a.agency.id)).lines.map((l) => l.kind)).toEqual(['booking']);
    // An unknown id answers the same 404 as another agency's.
    const none = await agencyCall(api, ag.agencyGetCipOrder, b.key, { params: { id: 99_999_999 } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(get.json());

    const listA = await agencyCall(api, ag.agencyListCipOrders, a.key, { query: {} });
    const listB = await agencyCall(api, ag.agencyListCipOrders, b.key, { query: {} });
    expect(listA.json().data.map((o: { id: number }) => o.id)).toEqual([orderA.id]);
    expect(listB.json().data.map((o: { id: number }) => o.id)).toEqual([orderB.id]);
    expect(listA.json().paging.total).toBe(1);
    // Found by the customer's name; another agency's search never finds it.
    const byName = await agencyCall(api, ag.agencyListCipOrders, a.key, { query: { search_text: 'کاظمی' } });
    expect(byName.json().data.map((o: { id: number }) => o.id)).toEqual([orderA.id]);
    const byNameB = await agencyCall(api, ag.agencyListCipOrders, b.key, { query: { search_text: 'مهسا' } });
    expect(byNameB.json().data.map((o: { id: number }) => o.id)).toEqual([orderB.id]);

    // A member's own order is no agency's.
    const member = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 201', 17);
    const own = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]),
      token: member.token,
    });
    expect(own.statusCode, own.body).toBe(201);
    const foreign = await agencyCall(api, ag.agencyGetCipOrder, a.key, { params: { id: own.json().data.id } });
    expect(foreign.statusCode).toBe(404);

    // The agency's booking is not in the member account it sits under (the owner's): list and detail leave it out.
    const ownersList = await api().call(ep.listCipOrders, { query: {}, token: a.owner.token });
    expect(ownersList.json().data.map((o: { id: number }) => o.id)).not.toContain(orderA.id);
    const ownersView = await api().call(ep.getCipOrder, { params: { id: orderA.id }, token: a.owner.token });
    expect(ownersView.statusCode).toBe(404);
  });

  it("the same Idempotency-Key and body from another agency books for that agency, never replays the first's answer", async () => {
    const a = await makeAgency(api);
    const b = await makeAgency(api);
    const { flight, services } = await flightWithServices(api, 'IR 201', 21);
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
      customer: customer(),
    };
    const headers = { 'idempotency-key': 'shared-key' };
    const first = await agencyCall(api, ag.agencyCreateCipOrder, a.key, { body }, headers);
    const second = await agencyCall(api, ag.agencyCreateCipOrder, b.key, { body }, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    const row = (await db().select().from(orders).where(eq(orders.id, second.json().data.id)))[0];
    expect(row.agencyId).toBe(b.agency.id);
    expect((await agencyLedgerOf(db(), b.agency.id)).lines).toHaveLength(1);
  });

  it('a member token or no key is 401 on every booking call; a revoked key stops at once', async () => {
    const a = await makeAgency(api);
    const order = await bookFor(a.key, 18);
    const calls = [
      [ag.agencyListCipOrders, { query: {} }],
      [ag.agencyGetCipOrder, { params: { id: order.id } }],
      [ag.agencyCancelCipOrder, { params: { id: order.id }, body: {} }],
      [ag.agencyCreateCipOrder, { body: {} }],
    ] as const;
    for (const [endpoint, input] of calls) {
      const bare = await agencyCall(api, endpoint, null, input);
      expect([bare.statusCode, bare.json().error_code]).toEqual([401, 'agency_key_missing']);
      const asMember = await agencyCall(api, endpoint, null, { ...input, token: a.owner.token });
      expect([asMember.statusCode, asMember.json().error_code]).toEqual([401, 'agency_key_missing']);
    }
    const second = await addAgencyKey(db(), a.agency.id, 'دوم');
    await db().update(agencyKeys).set({ revokedAt: new Date() }).where(eq(agencyKeys.id, a.keyId));
    for (const [endpoint, input] of calls) {
      const revoked = await agencyCall(api, endpoint, a.key, input);
      expect([revoked.statusCode, revoked.json().error_code]).toEqual([401, 'agency_key_invalid']);
    }
    // The agency's other key still reads its booking.
    const other = await agencyCall(api, ag.agencyGetCipOrder, second.key, { params: { id: order.id } });
    expect(other.statusCode).toBe(200);
    // Nothing was cancelled by the refused calls.
    expect((await agencyLedgerOf(db(), a.agency.id)).lines.map((l) => l.kind)).toEqual(['booking']);
  });
});

describeEachBackend('agency keys in the request log', () => {
  let logged: { api: Awaited<ReturnType<typeof startTestApi>>; lines: string[] };
  beforeAll(async () => {
    const api = await startTestApi('pglite', { LOG_LEVEL: 'info' });
    const lines: string[] = [];
    // The request loggers are children of app.log and write to its stream.
    (api.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (s: string) => lines.push(s),
    };
    logged = { api, lines };
  });
  afterAll(async () => {
    await logged?.api.close();
  });

  it('logs the calls of a key (a booking, a 404, a 401) without the key', async () => {
    const api = () => logged.api;
    const a = await makeAgency(api);
    const { flight, services } = await flightWithServices(api, 'IR 201', 19);
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
      customer: customer(),
    };
    const created = await agencyCall(api, ag.agencyCreateCipOrder, a.key, { body }, { 'idempotency-key': 'log-1' });
    expect(created.statusCode, created.body).toBe(201);
    await agencyCall(api, ag.agencyGetCipOrder, a.key, { params: { id: 99_999_999 } });
    await agencyCall(api, ag.agencyListCipOrders, `${a.key}x`, { query: {} });
    const all = logged.lines.join('\n');
    expect(all).toContain('/v1/agency/fa/cip/orders');
    expect(all).not.toContain(a.key);
    expect(all).not.toContain(a.key.slice(4));
  });
});
