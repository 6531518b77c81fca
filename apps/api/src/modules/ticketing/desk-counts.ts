import { TICKET_STATUS } from '@vip/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from './schema';

/** Tickets not closed: open, answered, or waiting for the customer. */
export async function openTicketCount(db: Db) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(inArray(tickets.status, [TICKET_STATUS.open, TICKET_STATUS.waitingForCustomer, TICKET_STATUS.answered]));
  return n;
}

/** Tickets waiting for a desk's answer (the member wrote last), per desk (the ticket's role), desks in order. */
export async function waitingTicketsPerDesk(db: Db) {
  const rows = await db
    .select({ desk: tickets.roleId, tickets: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.status, TICKET_STATUS.open))
    .groupBy(tickets.roleId)
    .orderBy(tickets.roleId);
  return rows.map((r) => ({ desk: Number(r.desk), tickets: r.tickets }));
}
