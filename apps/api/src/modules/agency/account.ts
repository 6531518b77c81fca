import type { AgencyAccount, InvoiceParty } from '@vip/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyLedger } from './schema';

/**
 * An agency's credit line as its ledger stands (docs/agencies.md): `used` = −Σ amount (what it owes, never below
 * zero), `available` = limit − used. Null for an unknown agency.
 */
export async function agencyAccountOf(db: Db, agencyId: number): Promise<AgencyAccount | null> {
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name, limit: agencies.creditLimitRials })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) return null;
  const [sum] = await db
    .select({ balance: sql<string>`coalesce(sum(${agencyLedger.amountRials}), 0)` })
    .from(agencyLedger)
    .where(eq(agencyLedger.agencyId, agencyId));
  const used = Math.max(0, -Number(sum?.balance ?? 0));
  return { agency_id: agency.id, name: agency.name, credit_limit: agency.limit, used, available: agency.limit - used };
}

/**
 * The buyer an agency booking's invoice names: the agency that bought it on credit (a company by its legal id), not
 * the member account the booking is filed under. Undefined for an unknown agency.
 */
export async function agencyInvoiceParty(db: Db, agencyId: number): Promise<InvoiceParty | undefined> {
  const [agency] = await db
    .select({ name: agencies.name, legalId: agencies.legalId, mobile: agencies.contactMobile })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) return undefined;
  return {
    type: 'company',
    name: agency.name,
    national_code: null,
    national_id: agency.legalId,
    economic_code: null,
    registration_number: null,
    address: '',
    postal_code: '',
    phone: agency.mobile,
  };
}
