import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type AgencyLedgerKind, agencyLedger } from '../src/modules/agency/schema';
import { insertAgency, ledgerLine, seedLedger } from '../src/modules/agency/test-util';
import { buildAgencyStatement, jalaliMonthWindow } from '../src/modules/agency/statement';
import { describeEachBackend } from './helpers';

// The monthly statement (docs/agencies.md, "Statement") agrees with the ledger it is read from.

/** 1405-09 (Azar) runs from 22 Nov 2026 00:00 to 22 Dec 2026 00:00, Tehran time. */
const AZAR_1405 = '1405-09';
const at = (iso: string) => new Date(iso);

describeEachBackend('agency statement', (api) => {
  it('reads a Jalali month as Tehran midnights, in any digit set', () => {
    const w = jalaliMonthWindow('۱۴۰۵-۰۹');
    expect(w?.from.toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(w?.to.toISOString()).toBe('2026-12-21T20:30:00.000Z');
    expect(jalaliMonthWindow('1405-13')).toBeNull();
    expect(jalaliMonthWindow('2026/11')).toBeNull();
  });

  it("totals and balances equal the ledger's sums for the month; other months and agencies stay out", async () => {
    const db = api().app.db;
    const mine = await insertAgency(db, { name: 'آژانس سفر آسمان', creditLimitRials: 50_000_000 });
    const other = await insertAgency(db, { name: 'آژانس دیگر', contactMobile: '09120000002' });
    const line = (agencyId: number, kind: AgencyLedgerKind, amount: number, when: string, gross?: number) =>
      ledgerLine(agencyId, kind, amount, { at: at(when), gross });
    await seedLedger(db, [
      line(mine.id, 'booking', -9_000_000, '2026-11-10T10:00:00Z', 10_000_000), // Aban: the opening balance
      line(mine.id, 'booking', -4_500_000, '2026-11-21T20:30:00Z', 5_000_000), // first instant of Azar
      line(mine.id, 'refund', 2_250_000, '2026-12-01T08:00:00Z', 2_500_000),
      line(mine.id, 'payment', 9_000_000, '2026-12-05T08:00:00Z'),
      line(mine.id, 'booking', -1_800_000, '2026-12-21T20:29:59Z', 2_000_000), // last second of Azar
      line(mine.id, 'booking', -900_000, '2026-12-21T20:30:00Z', 1_000_000), // Dey: left out
      line(other.id, 'booking', -7_000_000, '2026-12-01T08:00:00Z', 7_000_000), // another agency
    ]);

    const s = await buildAgencyStatement(db, mine.id, AZAR_1405);
    const window = jalaliMonthWindow(AZAR_1405)!;
    const [ledger] = await db
      .select({
        before: sql<string>`coalesce(sum(${agencyLedger.amountRials}) filter (where ${agencyLedger.createdAt} < ${window.from}), 0)`,
        during: sql<string>`coalesce(sum(${agencyLedger.amountRials}) filter (where ${agencyLedger.createdAt} >= ${window.from}), 0)`,
      })
      .from(agencyLedger)
      .where(and(eq(agencyLedger.agencyId, mine.id), lt(agencyLedger.createdAt, window.to)));
    expect(s.opening_balance).toBe(Number(ledger!.before));
    expect(s.closing_balance).toBe(Number(ledger!.before) + Number(ledger!.during));
    expect(s.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(Number(ledger!.during));
    expect(s.lines.map((l) => l.kind)).toEqual(['booking', 'refund', 'payment', 'booking']);
    // Bookings less refunds: gross 5,000,000 − 2,500,000 + 2,000,000; net what the ledger charged for them.
    expect(s.totals).toEqual({ gross: 4_500_000, commission: 450_000, net: 4_050_000 });
    expect(s.lines[2]).toMatchObject({ kind_label: 'پرداخت آژانس', gross: null, net: null, amount: 9_000_000 });

    const [inMonth] = await db
      .select({ n: sql<string>`count(*)` })
      .from(agencyLedger)
      .where(
        and(
          eq(agencyLedger.agencyId, mine.id),
          gte(agencyLedger.createdAt, window.from),
          lt(agencyLedger.createdAt, window.to),
        ),
      );
    expect(s.lines).toHaveLength(Number(inMonth!.n));
  });

  it('answers a month that does not exist with a Persian 400', async () => {
    await expect(buildAgencyStatement(api().app.db, 1, '1405-00')).rejects.toMatchObject({
      message: expect.stringContaining('خورشیدی'),
    });
  });
});
