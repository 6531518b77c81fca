/**
 * The bill as an order answer, a preview and an invoice show it (docs/product-rules.md, tariffs and invoices): one
 * shape for VIP and store orders, integer Rials, lines in display order. Its lines add up to `total`:
 * sum(lines.amount) = total, where discount lines are negative and the VAT line equals `vat`.
 */

/** What a line is: a passenger's fare, an extra service, a transfer, a surcharge, a discount (negative) or VAT. */
export type BillLineKind = 'passenger' | 'extra' | 'transfer' | 'surcharge' | 'discount' | 'vat' | 'item' | 'shipping';

export interface InvoiceLine {
  kind: BillLineKind;
  /** Persian title of the line. */
  title: string;
  quantity: number;
  /** Rials per unit (negative for a discount). */
  unit_price: number;
  /** quantity × unit_price, Rials. */
  amount: number;
}

export interface Bill {
  lines: InvoiceLine[];
  /** Sum of every line but VAT, Rials. */
  subtotal: number;
  /** The VAT line's amount, Rials (0 when nothing is taxable). */
  vat: number;
  /** subtotal + vat, Rials. */
  total: number;
  /**
   * The VAT already inside VAT-inclusive prices (a store's shelf prices), Rials: stated for the buyer and the
   * invoice, never added to `total`. Absent on VIP bills, whose VAT is a line of its own.
   */
  vat_included?: number;
}

/** The VAT inside an amount whose prices include VAT at `percent`: amount × p / (100 + p), to the Rial. */
export function includedVat(amount: number, percent: number): number {
  return Math.round((amount * percent) / (100 + percent));
}

/** A bill from its lines: subtotal is every non-VAT line, vat the VAT lines, total their sum. */
export function billOf(lines: InvoiceLine[]): Bill {
  let subtotal = 0;
  let vat = 0;
  for (const line of lines) {
    if (line.kind === 'vat') vat += line.amount;
    else subtotal += line.amount;
  }
  return { lines, subtotal, vat, total: subtotal + vat };
}
