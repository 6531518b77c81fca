import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Approximate rates for showing a Toman price in another currency (docs/payments.md): one row per currency once
 * staff have set it. Display only; nothing is ever charged at these rates.
 */
export const currencyRates = pgTable('currency_rates', {
  /** USD, EUR or AED (@vip/contract DISPLAY_CURRENCIES). */
  currency: text('currency').primaryKey(),
  rialsPerUnit: bigint('rials_per_unit', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff account that set it (the audit log holds the history). */
  updatedBy: integer('updated_by'),
});
