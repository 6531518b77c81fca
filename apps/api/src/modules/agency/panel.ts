import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { requireMember } from '../../http/auth';
import { apiError } from '../../http/errors';
import { findOrder } from '../order/queries';
import { voucherOrder } from '../cipservice/voucher';
import { agencies, agencyUsers, type AgencyStatus, type AgencyUserRole } from './schema';

/** Who the signed-in member is in their agency (docs/agencies.md, the agents' panel). */
export interface AgencyMembership {
  memberId: number;
  agencyId: number;
  agencyName: string;
  role: AgencyUserRole;
  status: AgencyStatus;
  commissionBp: number;
}

/** The member's agency and role, or null for a member of no agency (one agency per member: a unique index). */
export async function agencyMembershipOf(db: Db, memberId: number): Promise<AgencyMembership | null> {
  const [row] = await db
    .select({
      agencyId: agencyUsers.agencyId,
      agencyName: agencies.name,
      role: agencyUsers.role,
      status: agencies.status,
      commissionBp: agencies.commissionBp,
    })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(eq(agencyUsers.memberId, memberId))
    .limit(1);
  return row ? { memberId, ...row } : null;
}

const notAnAgent = () =>
  apiError('forbidden', 'این بخش ویژهٔ کارکنان آژانس‌های همکار است و حساب شما عضو هیچ آژانسی نیست.');
const notAnOwner = () => apiError('forbidden', 'کلیدهای API آژانس را فقط مدیر آژانس می‌تواند ببیند و تغییر دهد.');

/**
 * The calling member's agency, read on every call (a member removed from the agency stops at the next call);
 * 403 `forbidden` for a member of no agency, and for an agent when `ownerOnly`; `active`: 401 `agency_suspended`
 * for a suspended agency. Scope every query by `agencyId`.
 */
export async function requireAgencyMember(
  request: FastifyRequest,
  { ownerOnly = false, active = false }: { ownerOnly?: boolean; active?: boolean } = {},
): Promise<AgencyMembership> {
  const memberId = await requireMember(request);
  const membership = await agencyMembershipOf(request.server.db, memberId);
  if (!membership) throw notAnAgent();
  if (ownerOnly && membership.role !== 'owner') throw notAnOwner();
  // A suspended agency's agents still read their bookings and statements; changing a booking waits (as for its keys).
  if (active && membership.status !== 'active') throw apiError('agency_suspended');
  return membership;
}

/** The voucher's order of one of the agency's bookings; undefined for another agency's booking or one without a voucher. */
export async function agencyVoucherOrder(db: Db, agencyId: number, orderId: number) {
  const own = await findOrder(db, orderId);
  return own?.agencyId === agencyId ? voucherOrder(db, own.reference) : undefined;
}
