/** What a price is for a travel agency (docs/agencies.md): the public price, the agency's commission, the net. */
export interface AgencyPrice {
  gross: number;
  commission: number;
  net: number;
}

/**
 * The commission and net of a gross price (Rials) at `commissionBp` basis points (1250 = 12.5%):
 * commission = round(gross × bp / 10000), net = gross − commission. The agency is charged the net.
 */
export function agencyPriceOf(gross: number, commissionBp: number): AgencyPrice {
  const commission = Math.round((gross * commissionBp) / 10_000);
  return { gross, commission, net: gross - commission };
}
