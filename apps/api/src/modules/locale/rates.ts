/** The currency rate table: read by everyone (cached), written by admin and finance staff with an audit entry. */
import { type api, type BodyOf, DISPLAY_CURRENCIES } from '@vip/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditedWrite, type StaffActor } from '../admin/audit';
import { currencyRates } from './schema';
import { enqueueSiteRevalidation } from '../../outbox/outbox';

/** Every display currency in a fixed order, `null` where no rate was set yet. */
export async function staffRates(db: Db) {
  const rows = new Map((await db.select().from(currencyRates)).map((r) => [r.currency, r]));
  const data = DISPLAY_CURRENCIES.map((currency) => {
    const r = rows.get(currency);
    return {
      currency,
      rials_per_unit: r?.rialsPerUnit ?? null,
      updated_at: r?.updatedAt.toISOString() ?? null,
      updated_by: r?.updatedBy ?? null,
    };
  });
  return { data, approximate: true as const };
}

/** The public table: the same without who set it. */
export async function publicRates(db: Db) {
  const { data } = await staffRates(db);
  return { data: data.map(({ updated_by: _, ...rate }) => rate), approximate: true as const };
}

/** Sets the given rates (upsert), audited with the table before and after. */
export async function putRates(
  db: Db,
  who: StaffActor,
  body: BodyOf<typeof api.adminPutCurrencyRates>,
  /** The site's revalidation handlers: its pages cache the table (tag `currency-rates`) and must drop it. */
  siteUrls: string[] = [],
) {
  return auditedWrite(db, who, { action: 'currency_rates.update', entity: 'currency_rates' }, async (tx) => {
    await enqueueSiteRevalidation(tx, siteUrls, ['currency-rates']);
    const before = (await staffRates(tx)).data;
    for (const r of body.rates)
      await tx
        .insert(currencyRates)
        .values({ currency: r.currency, rialsPerUnit: r.rials_per_unit, updatedBy: who.staffId })
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: { rialsPerUnit: r.rials_per_unit, updatedBy: who.staffId, updatedAt: sql`now()` },
        });
    const result = await staffRates(tx);
    return { result, before, after: result.data };
  });
}
