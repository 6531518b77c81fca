import { z } from 'zod';

/** One line of a bill (@vip/domain InvoiceLine): Rials; a discount is negative. */
export const billLine = z.object({
  kind: z.enum(['passenger', 'extra', 'transfer', 'surcharge', 'discount', 'vat', 'item', 'shipping']),
  title: z.string().describe('Persian title of the line'),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int().describe('quantity × unit_price'),
});

/** A bill (@vip/domain Bill): its lines add up to `total`; `subtotal` is every line but VAT. */
export const bill = z.object({
  lines: z.array(billLine),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vat_included: z
    .number()
    .int()
    .optional()
    .describe(
      'Rials of VAT already inside VAT-inclusive prices (store bills: shelf prices include VAT); stated, never added to total',
    ),
});
export type BillView = z.infer<typeof bill>;
