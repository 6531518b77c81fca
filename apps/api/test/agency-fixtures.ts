/** Agencies, keys and users for tests, written straight into the agency tables (docs/agencies.md). */
import { type AgencyCipOrder, agencyEndpoints as ag, type EndpointDef } from '@vip/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { agencyLedger, agencyUsers } from '../src/modules/agency/schema';
import { addAgencyKey, insertAgency } from '../src/modules/agency/test-util';
import { bookingBody, cipOf, flightWithServices, passenger, signIn } from '../src/modules/cipservice/test-util';
import type { TestApi, TestCallInput } from './helpers';
import { injectCall } from './helpers';
import { expect } from 'vitest';

export { addAgencyKey };

let agenciesMade = 0;

/**
 * An active agency with one key and an owner member (signed in, so bookings by key sit under a real member):
 * `commissionBp` 1250 = 12.5%, `creditLimit` in Rials.
 */
export async function makeAgency(
  api: () => TestApi,
  opts: { commissionBp?: number; creditLimit?: number; name?: string } = {},
) {
  const db = api().app.db;
  agenciesMade += 1;
  const agency = await insertAgency(db, {
    name: opts.name ?? `آژانس آزمون ${agenciesMade}`,
    commissionBp: opts.commissionBp,
    creditLimitRials: opts.creditLimit ?? 1_000_000_000,
    contactMobile: `0912${String(7_000_000 + agenciesMade).padStart(7, '0')}`,
  });
  const owner = await signIn(api);
  await db.insert(agencyUsers).values({ agencyId: agency.id, memberId: owner.memberId, role: 'owner' });
  const { key, keyId } = await addAgencyKey(db, agency.id);
  return { agency, key, keyId, owner };
}

/** Calls an agency endpoint with `x-agency-key` (no storefront key is needed under /v1/agency/). */
export function agencyCall(
  api: () => TestApi,
  endpoint: EndpointDef,
  key: string | null,
  input: TestCallInput = {},
  headers: Record<string, string> = {},
) {
  return injectCall(api().app, endpoint, input, key === null ? headers : { ...headers, 'x-agency-key': key });
}

/** The agency's ledger lines, oldest first, and their signed sum. */
export async function agencyLedgerOf(db: Db, agencyId: number) {
  const lines = await db
    .select()
    .from(agencyLedger)
    .where(eq(agencyLedger.agencyId, agencyId))
    .orderBy(sql`${agencyLedger.id}`);
  return { lines, sum: lines.reduce((s, l) => s + l.amountRials, 0) };
}

/** A customer of the agency, as the booking body carries it. */
export const customer = (mobile = '09351234567') => ({ full_name: 'مهسا کاظمی', mobile });

/**
 * A booking by the agency's `key` for a customer: one passenger, the departure lounge of the first `flightNumber`
 * flight from `days` ahead, under `idempotencyKey`; 201 asserted.
 */
export async function agencyBooks(
  api: () => TestApi,
  key: string,
  o: { flightNumber: string; days: number; idempotencyKey: string },
) {
  const { flight, services } = await flightWithServices(api, o.flightNumber, o.days);
  const body = {
    ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
    customer: customer(),
  };
  const res = await agencyCall(api, ag.agencyCreateCipOrder, key, { body }, { 'idempotency-key': o.idempotencyKey });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().data as AgencyCipOrder, flight };
}
