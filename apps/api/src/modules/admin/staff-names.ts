import type { StaffRole } from '@vip/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from './schema';

// What the desks of other modules read of a staff account: its name and role (the `staff` table is admin's own).

/** Full names of staff accounts by id. */
export async function staffNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select({ id: staff.id, name: staff.fullName }).from(staff).where(inArray(staff.id, unique))
    : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One staff account's full name, '' for an unknown id. */
export async function staffName(db: Db, id: number): Promise<string> {
  return (await staffNames(db, [id])).get(id) ?? '';
}

/** The role of an active staff account, or undefined (unknown or deactivated). */
export async function activeStaffRole(db: Db, id: number): Promise<StaffRole | undefined> {
  const [row] = await db
    .select({ role: staff.role })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.active, true)));
  return row?.role as StaffRole | undefined;
}
