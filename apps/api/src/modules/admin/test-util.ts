import { adminEndpoints, adminEndpoints as admin, type AuditEntry, creditEndpoints } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { cipFlightOrders, cipFlights } from '../cipservice/schema';
import { totpOf } from './auth';
import { createStaff } from './staff-service';

export const STAFF_PASSWORD = 'Mizkhedmat!1405x';

const staffOfApi = new WeakMap<object, Map<StaffRole, Promise<{ token: string; staffId: number }>>>();

/**
 * A signed-in staff account of a role (made once per test API through createStaff, signed in through the
 * endpoint with a TOTP code as an authenticator app would make it).
 */
export function staffToken(api: () => TestApi, role: StaffRole): Promise<{ token: string; staffId: number }> {
  let byRole = staffOfApi.get(api);
  if (!byRole) {
    byRole = new Map();
    staffOfApi.set(api, byRole);
  }
  let made = byRole.get(role);
  if (!made) {
    made = (async () => {
      const email = `${role.replace('_', '-')}@asemanvip.ir`;
      const { staff, secret } = await createStaff(api().app.db, {
        email,
        password: STAFF_PASSWORD,
        fullName: `کارمند ${role}`,
        role,
      });
      const res = await api().call(adminEndpoints.adminSignIn, {
        body: { email, password: STAFF_PASSWORD, totp_code: totpOf(secret, email).generate() },
      });
      if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
      return { token: res.json().data.access_token as string, staffId: staff.id };
    })();
    byRole.set(role, made);
  }
  return made;
}

/** A member's CIP booking, paid from the wallet (so it waits at the provider): the one of the cipservice tests. */
export { paidBooking } from '../cipservice/test-util';

/** The SMS messages of a template queued for a mobile. */
export const smsOf = (api: () => TestApi, mobile: string, template: string) =>
  api()
    .app.db.select()
    .from(outbox)
    .where(and(eq(outbox.recipient, mobile), eq(outbox.template, template)));

export const balanceOf = async (api: () => TestApi, token: string) =>
  (await api().call(creditEndpoints.getCreditBalance, { token })).json().data.balance as number;

export const auditOf = async (api: () => TestApi, query: Record<string, unknown>) => {
  const { token } = await staffToken(api, 'admin');
  const res = await api().call(admin.adminListAudit, { query, token });
  expect(res.statusCode, res.body).toBe(200);
  // before/after are free JSON: the tests read the fields they wrote.
  return res.json().data as (Omit<AuditEntry, 'before' | 'after'> & {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  })[];
};

/**
 * Brings an order's flights (or only its `index`-th, in booking order) to `hours` from now, landing two hours later:
 * the service day, when the desk may check the travellers in.
 */
export async function flightDepartsIn(api: () => TestApi, orderId: number, hours: number, index?: number) {
  const flights = await api()
    .app.db.select({ id: cipFlightOrders.flightId })
    .from(cipFlightOrders)
    .where(eq(cipFlightOrders.orderId, orderId))
    .orderBy(asc(cipFlightOrders.id));
  const ids = (index === undefined ? flights : [flights[index]]).map((f) => f.id);
  const departureAt = new Date(Date.now() + hours * 3_600_000);
  await api()
    .app.db.update(cipFlights)
    .set({ departureAt, arrivalAt: new Date(departureAt.getTime() + 2 * 3_600_000) })
    .where(inArray(cipFlights.id, ids));
}
