import { createLocaleFormat, type LocaleFormat, type RialsPerUnit } from './locale-format';
import type { FormatSettings } from './settings';

/** The reader's formatter plus `price(rial)`: the Toman amount and, when chosen, its approximate foreign amount. */
export interface SiteFormat extends LocaleFormat {
  /** «125,000 Toman ≈ $12.40 (approx.)»: Toman always, the foreign amount only beside it. */
  price(rial: number): string;
  rates: RialsPerUnit;
}

export function siteFormat(settings: FormatSettings, rates: RialsPerUnit): SiteFormat {
  const f = createLocaleFormat(settings);
  return {
    ...f,
    rates,
    price: (rial) => {
      const approx = f.approx(rial, rates);
      return approx ? `${f.toman(rial)} ${approx}` : f.toman(rial);
    },
  };
}
