import { formatJalaliMonth, toJalaliParts } from '@vip/domain';

/** The statement's Jalali months (`YYYY-MM` in Latin digits, as the API reads them), this month first (Tehran). */
export function recentMonths(now: Date, count: number): string[] {
  const p = toJalaliParts(now);
  if (!p) return [];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const index = p.year * 12 + (p.month - 1) - i;
    const year = Math.floor(index / 12);
    out.push(`${year}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/** A statement month as it reads in Persian: «آذر ۱۴۰۵». */
export const monthLabel = formatJalaliMonth;
