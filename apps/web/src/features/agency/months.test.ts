import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from './months';

describe("the agency statement's months", () => {
  it('lists this Jalali month first (Tehran time) and goes back across a year, as the API reads months (YYYY-MM)', () => {
    // 2027-02-10 is 21 Bahman 1405; 2026-11-21T21:00Z is already 1 Azar 1405 in Tehran.
    expect(recentMonths(new Date('2027-02-10T12:00:00Z'), 12)).toEqual([
      '1405-11',
      '1405-10',
      '1405-09',
      '1405-08',
      '1405-07',
      '1405-06',
      '1405-05',
      '1405-04',
      '1405-03',
      '1405-02',
      '1405-01',
      '1404-12',
    ]);
    expect(recentMonths(new Date('2026-11-21T21:00:00Z'), 1)).toEqual(['1405-09']);
  });
  it('reads a month in Persian with Persian digits', () => {
    expect(monthLabel('1405-09')).toBe('آذر ۱۴۰۵');
  });
});
