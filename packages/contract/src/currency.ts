import type { StaffRole } from '@vip/domain';
import { z } from 'zod';
import { defineEndpoints } from './endpoint';

// Approximate prices in foreign currencies (docs/payments.md, "Approximate prices in other currencies"): staff keep
// a rate table, the site shows a Toman price's rough equivalent beside it. Payment is always in Rials.

/** The currencies a price may be shown in besides Toman. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'AED'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Who may edit the rate table. */
export const CURRENCY_RATE_ROLES = ['admin', 'finance'] as const satisfies readonly StaffRole[];

/** Rials one unit of a currency is worth (a plausible open-market range, so a typo of three zeros is refused). */
const rialsPerUnit = z
  .number({ error: 'نرخ باید عدد صحیح ریال باشد.' })
  .int('نرخ باید عدد صحیح ریال باشد.')
  .min(1_000, 'نرخ کمتر از ۱٬۰۰۰ ریال پذیرفته نیست.')
  .max(100_000_000, 'نرخ بیشتر از ۱۰۰٬۰۰۰٬۰۰۰ ریال پذیرفته نیست.');

export const currencyRate = z.object({
  currency: z.enum(DISPLAY_CURRENCIES),
  /** Null until staff first set it: the site then shows no equivalent in that currency. */
  rials_per_unit: z.number().int().nullable().describe('Rials per one unit of the currency (approximate)'),
  updated_at: z.string().nullable(),
});
export type CurrencyRate = z.infer<typeof currencyRate>;

export const currencyRates = z.object({
  data: z.array(currencyRate),
  /** Always true: the rates are for display, never for payment. */
  approximate: z.literal(true),
});

/** The back office's view: who set each rate too. */
export const staffCurrencyRates = z.object({
  data: z.array(
    currencyRate.extend({ updated_by: z.number().int().nullable().describe('Id of the staff who set it') }),
  ),
  approximate: z.literal(true),
});

export const currencyRatesBody = z.object({
  rates: z
    .array(
      z.object({
        currency: z.enum(DISPLAY_CURRENCIES, { error: 'ارز باید USD، EUR یا AED باشد.' }),
        rials_per_unit: rialsPerUnit,
      }),
    )
    .min(1, 'دست‌کم نرخ یک ارز را وارد کنید.')
    .max(DISPLAY_CURRENCIES.length)
    .refine((list) => new Set(list.map((r) => r.currency)).size === list.length, 'هر ارز یک بار آمده باشد.'),
});

const APPROXIMATE =
  'For display only: a Toman price shown as its rough equivalent in USD, EUR or AED. Payment is always in Rials.';

export const currencyEndpoints = defineEndpoints({
  listCurrencyRates: {
    method: 'GET',
    path: '/v1/general/fa/currency-rates',
    tag: 'general',
    summary: 'Approximate exchange rates (Rials per USD, EUR, AED) for showing prices in other currencies',
    description: APPROXIMATE,
    auth: 'public',
    response: currencyRates,
    publicCache: true,
  },
  adminListCurrencyRates: {
    method: 'GET',
    path: '/v1/admin/fa/currency-rates',
    tag: 'admin',
    summary: 'The rate table with who set each rate and when',
    description: APPROXIMATE,
    auth: 'staff',
    roles: CURRENCY_RATE_ROLES,
    response: staffCurrencyRates,
  },
  adminPutCurrencyRates: {
    method: 'PUT',
    path: '/v1/admin/fa/currency-rates',
    tag: 'admin',
    summary: 'Set one or more rates (Rials per unit); the public table changes at once',
    description: APPROXIMATE,
    auth: 'staff',
    roles: CURRENCY_RATE_ROLES,
    body: currencyRatesBody,
    response: staffCurrencyRates,
  },
});
