import { toLatinDigits } from '@vip/domain';

/** Preset top-up amounts in Toman (the site shows Toman; the API takes Rials = Toman × 10). */
export const TOPUP_PRESETS_TOMAN = [100_000, 500_000, 1_000_000, 5_000_000] as const;

/** Toman typed by a person (Persian/Arabic digits, thousands separators) as a whole number, or null. */
export function parseToman(text: string): number | null {
  const digits = toLatinDigits(text).replace(/[,،٬\s]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}
