import { agencyPanelEndpoints as ep } from '@vip/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agencies, agencyUsers } from '../src/modules/agency/schema';
import { insertAgency, ledgerLine, seedLedger } from '../src/modules/agency/test-util';
import {
  bookingBody,
  cipOf,
  flightWithServices,
  paidBooking,
  passenger,
  signIn,
} from '../src/modules/cipservice/test-util';
import { orders } from '../src/modules/order/schema';
import { agencyLedgerOf, customer } from './agency-fixtures';
import { describeEachBackend, type TestApi } from './helpers';

// The agents' panel (docs/agencies.md): a member's token, their agency found through agency_users; a member of no
// agency is 403, keys are the owners', and another agency's booking is a 404.

const agencyWith = (api: () => TestApi, name: string, commissionBp = 1000, creditLimitRials = 20_000_000) =>
  insertAgency(api().app.db, { name, commissionBp, creditLimitRials, contactMobile: '09120000031' });

async function memberOf(api: () => TestApi, agencyId: number, role: 'owner' | 'agent') {
  const member = await signIn(api);
  await api().app.db.insert(agencyUsers).values({ agencyId, memberId: member.memberId, role });
  return member;
}

describeEachBackend('agency panel', (api) => {
  it("answers a member of no agency 403 on every panel call, and an agent their agency's account and role", async () => {
    const stranger = await signIn(api);
    for (const endpoint of [ep.agencyPanelGetAccount, ep.agencyPanelListKeys]) {
      const res = await api().call(endpoint, { token: stranger.token });
      expect([res.statusCode, res.json().error_code], endpoint.path).toEqual([403, 'forbidden']);
    }
    const statement = await api().call(ep.agencyPanelGetStatement, {
      query: { month: '1405-09' },
      token: stranger.token,
    });
    expect(statement.statusCode).toBe(403);
    // Whether to offer the agency area is asked on every member page: a member of none is an answer, not an error.
    const none = await api().call(ep.agencyPanelGetMembership, { token: stranger.token });
    expect([none.statusCode, none.json().data]).toEqual([200, null]);

    const agency = await agencyWith(api, 'آژانس پنل آزمون', 1250);
    await seedLedger(api().app.db, [ledgerLine(agency.id, 'booking', -4_000_000)]);
    const agent = await memberOf(api, agency.id, 'agent');
    const account = await api().call(ep.agencyPanelGetAccount, { token: agent.token });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().data).toEqual({
      agency_id: agency.id,
      name: 'آژانس پنل آزمون',
      credit_limit: 20_000_000,
      used: 4_000_000,
      available: 16_000_000,
      agency_status: 'active',
      role: 'agent',
      commission_percent: 12.5,
    });
    const membership = await api().call(ep.agencyPanelGetMembership, { token: agent.token });
    expect(membership.json().data).toEqual({
      agency_name: 'آژانس پنل آزمون',
      role: 'agent',
      agency_status: 'active',
    });

    // Removed from the agency, the member is a stranger again at the next call.
    await api().app.db.delete(agencyUsers).where(eq(agencyUsers.memberId, agent.memberId));
    expect((await api().call(ep.agencyPanelGetAccount, { token: agent.token })).statusCode).toBe(403);
  });

  it("reads the statement of the member's own agency only", async () => {
    const mine = await agencyWith(api, 'آژانس صورت‌حساب');
    const other = await agencyWith(api, 'آژانس دیگر صورت‌حساب');
    const inAzar = { at: new Date('2026-12-01T08:00:00Z') }; // 1405-09
    await seedLedger(api().app.db, [
      ledgerLine(mine.id, 'booking', -900_000, { ...inAzar, gross: 1_000_000 }),
      ledgerLine(other.id, 'booking', -5_000_000, inAzar),
    ]);
    const agent = await memberOf(api, mine.id, 'agent');
    const res = await api().call(ep.agencyPanelGetStatement, { query: { month: '1405-09' }, token: agent.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines).toHaveLength(1);
    expect(res.json().data.totals).toEqual({ gross: 1_000_000, commission: 100_000, net: 900_000 });
    const bad = await api().call(ep.agencyPanelGetStatement, { query: { month: '1405-13' }, token: agent.token });
    expect(bad.statusCode).toBe(400);
  });

  it("shows the voucher of the agency's own booking and answers 404 for another agency's", async () => {
    const mine = await agencyWith(api, 'آژانس واچر');
    const other = await agencyWith(api, 'آژانس دیگر واچر');
    const { order } = await paidBooking(api, 'IR 721', 9);
    await api().app.db.update(orders).set({ agencyId: mine.id }).where(eq(orders.id, order.id));
    const agent = await memberOf(api, mine.id, 'agent');
    const stranger = await memberOf(api, other.id, 'owner');

    const own = await api().call(ep.agencyPanelGetVoucher, { params: { id: order.id }, token: agent.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.reference).toBe(order.reference);
    const foreign = await api().call(ep.agencyPanelGetVoucher, { params: { id: order.id }, token: stranger.token });
    expect([foreign.statusCode, foreign.json().error_code]).toEqual([404, 'not_found']);
  });

  it("lets the agency's owner make, list and revoke its keys; an agent is 403 and another agency's key is 404", async () => {
    const mine = await agencyWith(api, 'آژانس کلید');
    const other = await agencyWith(api, 'آژانس دیگر کلید');
    const owner = await memberOf(api, mine.id, 'owner');
    const agent = await memberOf(api, mine.id, 'agent');
    const otherOwner = await memberOf(api, other.id, 'owner');

    for (const [endpoint, input] of [
      [ep.agencyPanelListKeys, {}],
      [ep.agencyPanelCreateKey, { body: { title: 'سامانهٔ فروش' } }],
      [ep.agencyPanelRevokeKey, { params: { key_id: 1 } }],
    ] as const) {
      const res = await api().call(endpoint, { ...input, token: agent.token });
      expect([res.statusCode, res.json().error_code], endpoint.path).toEqual([403, 'forbidden']);
    }

    const made = await api().call(ep.agencyPanelCreateKey, { body: { title: 'سامانهٔ فروش' }, token: owner.token });
    expect(made.statusCode, made.body).toBe(201);
    const { id, key, prefix } = made.json().data;
    expect(key.startsWith(prefix)).toBe(true);
    // The key works on the agency API at once, for this agency.
    const viaKey = await api().app.inject({
      method: 'GET',
      url: '/v1/agency/fa/account',
      headers: { 'x-agency-key': key },
    });
    expect(viaKey.json().data.agency_id).toBe(mine.id);

    const list = await api().call(ep.agencyPanelListKeys, { token: owner.token });
    expect(list.json().data).toEqual([expect.objectContaining({ id, prefix, revoked_at: null })]);
    expect(list.body).not.toContain(key);
    expect((await api().call(ep.agencyPanelListKeys, { token: otherOwner.token })).json().data).toEqual([]);

    const foreign = await api().call(ep.agencyPanelRevokeKey, { params: { key_id: id }, token: otherOwner.token });
    expect([foreign.statusCode, foreign.json().error_code]).toEqual([404, 'not_found']);
    const revoked = await api().call(ep.agencyPanelRevokeKey, { params: { key_id: id }, token: owner.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const after = await api().app.inject({
      method: 'GET',
      url: '/v1/agency/fa/account',
      headers: { 'x-agency-key': key },
    });
    expect(after.statusCode).toBe(401);
  });

  it("books for a customer on the agency's credit as the agent, lists the agency's own bookings only, and answers another agency's booking 404", async () => {
    const mine = await agencyWith(api, 'آژانس رزرو پنل', 1000, 500_000_000);
    const other = await agencyWith(api, 'آژانس دیگر رزرو پنل', 1000, 500_000_000);
    const agent = await memberOf(api, mine.id, 'agent');
    const otherAgent = await memberOf(api, other.id, 'agent');
    const { flight, services } = await flightWithServices(api, 'IR 201', 7);
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
      customer: customer('09351110077'),
    };
    const book = (token: string, key: string) =>
      api().call(ep.agencyPanelCreateCipOrder, { body, token }, { 'idempotency-key': key });

    const made = await book(agent.token, 'panel-1');
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data;
    expect(order.customer).toEqual(customer('09351110077'));
    const ledger = await agencyLedgerOf(api().app.db, mine.id);
    expect(ledger.lines).toHaveLength(1);
    expect(ledger.lines[0]).toMatchObject({
      amountRials: -order.agency_price.net,
      createdBy: `member:${agent.memberId}`,
    });

    // The other agency books too; each list holds its own only.
    expect((await book(otherAgent.token, 'panel-2')).statusCode).toBe(201);
    const list = await api().call(ep.agencyPanelListCipOrders, { token: agent.token });
    expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(list.json().data[0]).toMatchObject({ customer: customer('09351110077'), net_price: order.agency_price.net });

    const own = await api().call(ep.agencyPanelGetCipOrder, { params: { id: order.id }, token: agent.token });
    expect(own.statusCode).toBe(200);
    for (const endpoint of [ep.agencyPanelGetCipOrder, ep.agencyPanelGetVoucher]) {
      const res = await api().call(endpoint, { params: { id: order.id }, token: otherAgent.token });
      expect([res.statusCode, res.json().error_code], endpoint.path).toEqual([404, 'not_found']);
    }
    const cancelForeign = await api().call(ep.agencyPanelCancelCipOrder, {
      params: { id: order.id },
      body: {},
      token: otherAgent.token,
    });
    expect(cancelForeign.statusCode).toBe(404);

    // Beyond the credit line: the Persian 409, nothing charged.
    await api().app.db.update(agencies).set({ creditLimitRials: 1 }).where(eq(agencies.id, mine.id));
    const refused = await book(agent.token, 'panel-3');
    expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'agency_credit_exceeded']);
    expect((await agencyLedgerOf(api().app.db, mine.id)).lines).toHaveLength(1);

    // A suspended agency's agent reads but does not book.
    await api()
      .app.db.update(agencies)
      .set({ status: 'suspended', creditLimitRials: 500_000_000 })
      .where(eq(agencies.id, mine.id));
    expect((await api().call(ep.agencyPanelListCipOrders, { token: agent.token })).statusCode).toBe(200);
    const suspended = await book(agent.token, 'panel-4');
    expect(suspended.json().error_code).toBe('agency_suspended');
  });
});
