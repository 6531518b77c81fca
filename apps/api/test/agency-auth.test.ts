import { agencyEndpoints } from '@vip/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agencies, agencyKeys } from '../src/modules/agency/schema';
import { addAgencyKey, insertAgency, ledgerLine, seedLedger } from '../src/modules/agency/test-util';
import { describeEachBackend } from './helpers';

// The agency API answers only to a valid x-agency-key of an active agency (docs/agencies.md, "Authentication").

describeEachBackend('agency authentication', (api) => {
  it('answers the account to its key, and 401 to no key, a member-style bearer, a revoked key or a suspended agency', async () => {
    const db = api().app.db;
    const agency = await insertAgency(db, { name: 'آژانس آزمون', creditLimitRials: 10_000_000 });
    const { key: KEY, keyId } = await addAgencyKey(db, agency.id, 'اصلی');
    await seedLedger(db, [ledgerLine(agency.id, 'booking', -3_000_000)]);
    const account = (headers: Record<string, string>) =>
      api().app.inject({ method: 'GET', url: agencyEndpoints.agencyGetAccount.path, headers });

    const ok = await account({ 'x-agency-key': KEY });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ credit_limit: 10_000_000, used: 3_000_000, available: 7_000_000 });

    const none = await account({});
    expect([none.statusCode, none.json().error_code]).toEqual([401, 'agency_key_missing']);
    const bearer = await account({ authorization: 'Bearer x.y.z' });
    expect([bearer.statusCode, bearer.json().error_code]).toEqual([401, 'agency_key_missing']);
    const wrong = await account({ 'x-agency-key': `${KEY}x` });
    expect([wrong.statusCode, wrong.json().error_code]).toEqual([401, 'agency_key_invalid']);

    await db.update(agencies).set({ status: 'suspended' }).where(eq(agencies.id, agency.id));
    const suspended = await account({ 'x-agency-key': KEY });
    expect([suspended.statusCode, suspended.json().error_code]).toEqual([401, 'agency_suspended']);

    await db.update(agencies).set({ status: 'active' }).where(eq(agencies.id, agency.id));
    await db.update(agencyKeys).set({ revokedAt: new Date() }).where(eq(agencyKeys.id, keyId));
    const revoked = await account({ 'x-agency-key': KEY });
    expect([revoked.statusCode, revoked.json().error_code]).toEqual([401, 'agency_key_invalid']);
  });
});
