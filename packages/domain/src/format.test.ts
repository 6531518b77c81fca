import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocalizedNumber } from './digits';
import { CalendarType } from './enums';
import {
  countdown,
  formatDate,
  formatGregorianDate,
  formatJalaliDate,
  formatJalaliMonth,
  formatNumber,
  formatRial,
  formatTime,
  formatToman,
  JALALI_MONTH_NAMES,
  jalaliToIsoDate,
  PERSIAN_WEEKDAY_NAMES,
  parseCalendarDate,
  parseJalaliDate,
  parseJalaliMonth,
  rialToToman,
  tehranMoment,
  toDate,
  toGregorianParts,
  toIsoDate,
  toJalaliParts,
  tomanToRial,
} from './format';

describe('numbers and money (§9)', () => {
  it('groups thousands with a comma by default, Persian separator on request', () => {
    expect(formatNumber(1250000)).toBe('۱,۲۵۰,۰۰۰');
    expect(formatNumber(1250000, { separator: '٬' })).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatNumber(1250000, { digits: 'latn' })).toBe('1,250,000');
    expect(formatNumber(999)).toBe('۹۹۹');
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('keeps the sign of a Persian number on its left in a right-to-left line (CLDR fa: LRM + minus sign)', () => {
    expect(formatNumber(-12345)).toBe('\u200E\u2212۱۲,۳۴۵');
    expect(formatNumber(-12345)).toBe(
      new Intl.NumberFormat('fa-IR', { useGrouping: true }).format(-12345).replace('٬', ','),
    );
    expect(formatToman(-1_250_000)).toBe('\u200E\u2212۱۲۵,۰۰۰ تومان');
    expect(formatToman(1_250_000, { signed: true })).toBe('\u200E+۱۲۵,۰۰۰ تومان');
    expect(formatToman(0, { signed: true })).toBe('۰ تومان');
    expect(formatNumber(-12345, { digits: 'latn' })).toBe('-12,345');
    expect(parseLocalizedNumber(formatNumber(-12345))).toBe(-12345);
    expect(parseLocalizedNumber(formatNumber(7, { signed: true }))).toBe(7);
    expect(formatNumber(1234.5)).toBe('۱,۲۳۴٫۵');
    expect(formatNumber(1234.5, { digits: 'latn' })).toBe('1,234.5');
    expect(formatNumber(1e21, { digits: 'latn' })).toBe('1,000,000,000,000,000,000,000');
  });

  it('groups any integer so that removing separators gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const text = formatNumber(n, { digits: 'latn' });
        expect(Number(text.replace(/,/g, ''))).toBe(n);
        expect(/^-?\d{1,3}(,\d{3})*$/.test(text)).toBe(true);
      }),
    );
  });

  it('shows Rial and Toman amounts', () => {
    expect(rialToToman(1_250_000)).toBe(125_000);
    expect(rialToToman(1255)).toBe(126);
    expect(tomanToRial(125_000)).toBe(1_250_000);
    expect(formatRial(1_250_000)).toBe('۱,۲۵۰,۰۰۰ ریال');
    expect(formatToman(1_250_000)).toBe('۱۲۵,۰۰۰ تومان');
    expect(formatToman(1_250_000, { separator: '٬' })).toBe('۱۲۵٬۰۰۰ تومان');
  });

  it('counts down as hh:mm:ss', () => {
    expect(countdown(0)).toBe('00:00:00');
    expect(countdown(59)).toBe('00:00:59');
    expect(countdown(3661)).toBe('01:01:01');
    expect(countdown(120.9)).toBe('00:02:00');
    expect(countdown(-5)).toBe('00:00:00');
    expect(countdown(Number.NaN)).toBe('00:00:00');
    expect(countdown(100 * 3600)).toBe('100:00:00');
    expect(countdown(125, 'fa')).toBe('۰۰:۰۲:۰۵');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359_999 }), (s) => {
        const [h, m, sec] = countdown(s).split(':').map(Number);
        expect(h * 3600 + m * 60 + sec).toBe(s);
        expect(m < 60 && sec < 60).toBe(true);
      }),
    );
  });
});

describe('dates in Asia/Tehran (§9)', () => {
  // 1 Farvardin 1403 was Wednesday 20 March 2024.
  it('shows a calendar date as that day in both calendars', () => {
    expect(formatJalaliDate('2024-03-21')).toBe('۱۴۰۳/۰۱/۰۲');
    expect(formatJalaliDate('2024-03-21', { style: 'long' })).toBe('پنج‌شنبه ۲ فروردین ۱۴۰۳');
    expect(formatJalaliDate('2024-03-21', { style: 'long', weekday: false, digits: 'latn' })).toBe('2 فروردین 1403');
    expect(formatGregorianDate('2024-03-21')).toBe('۲۰۲۴/۰۳/۲۱');
    expect(formatGregorianDate('2024-03-21', { style: 'long' })).toBe('پنج‌شنبه ۲۱ مارس ۲۰۲۴');
    expect(formatJalaliDate('۲۰۲۵-۰۳-۲۰')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('uses Tehran time for instants', () => {
    expect(formatJalaliDate('2024-03-20T20:29:00Z', { time: true })).toBe('۱۴۰۳/۰۱/۰۱، ساعت ۲۳:۵۹');
    expect(formatJalaliDate('2024-03-20T20:30:00Z', { time: true, digits: 'latn' })).toBe('1403/01/02، ساعت 00:00');
    expect(formatTime(Date.parse('2024-06-01T10:15:00Z'))).toBe('۱۳:۴۵');
    expect(toJalaliParts(new Date('2024-03-20T20:29:00Z'))).toEqual({
      year: 1403,
      month: 1,
      day: 1,
      weekday: 4,
      hour: 23,
      minute: 59,
    });
    expect(toGregorianParts('2024-03-20T20:30:00Z')).toMatchObject({
      year: 2024,
      month: 3,
      day: 21,
      weekday: 5,
      hour: 0,
    });
    expect(toIsoDate('2024-03-20T20:30:00Z')).toBe('2024-03-21');
  });

  it('finds the moment at which Tehran reads a wall-clock time, in summer-time years too', () => {
    expect(tehranMoment({ year: 2026, month: 12, day: 1, hour: 14, minute: 30 }).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
    // Until 2022 Tehran kept summer time (+04:30) from late March to late September.
    expect(tehranMoment({ year: 2021, month: 6, day: 1, hour: 10, minute: 0 }).toISOString()).toBe(
      '2021-06-01T05:30:00.000Z',
    );
    expect(tehranMoment({ year: 2024, month: 3, day: 21, hour: 0, minute: 0 }).toISOString()).toBe(
      '2024-03-20T20:30:00.000Z',
    );
    // Every minute between 2015 and 2035 comes back as itself through Tehran's clock.
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2015, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }), (minute) => {
        const moment = minute * 60_000;
        const wall = toGregorianParts(moment);
        if (!wall) return false;
        const found = tehranMoment(wall).getTime();
        // The hour repeated when summer time ended reads twice; either moment is right.
        const { weekday: _, ...again } = toGregorianParts(found) ?? { weekday: 0 };
        const { weekday: __, ...asked } = wall;
        return (
          (found === moment || Math.abs(found - moment) === 3_600_000) &&
          JSON.stringify(again) === JSON.stringify(asked)
        );
      }),
    );
  });

  it('picks the calendar by type', () => {
    expect(formatDate('2024-03-21')).toBe('۱۴۰۳/۰۱/۰۲');
    expect(formatDate('2024-03-21', CalendarType.gregorian)).toBe('۲۰۲۴/۰۳/۲۱');
    expect(formatDate('2024-03-21', CalendarType.jalali, { style: 'long' })).toBe('پنج‌شنبه ۲ فروردین ۱۴۰۳');
  });

  it('formats an invalid date as empty text', () => {
    expect(toDate('yesterday')).toBeNull();
    expect(formatJalaliDate('nope')).toBe('');
    expect(formatGregorianDate(Number.NaN)).toBe('');
    expect(formatTime('x')).toBe('');
    expect(toIsoDate('x')).toBe('');
    expect(toJalaliParts('x')).toBeNull();
  });

  it('has the Jalali month and Persian weekday names', () => {
    expect(JALALI_MONTH_NAMES).toHaveLength(12);
    expect(JALALI_MONTH_NAMES[0]).toBe('فروردین');
    expect(JALALI_MONTH_NAMES[11]).toBe('اسفند');
    expect(PERSIAN_WEEKDAY_NAMES[0]).toBe('شنبه');
    expect(PERSIAN_WEEKDAY_NAMES[6]).toBe('جمعه');
  });

  it('converts Jalali dates to Gregorian and back', () => {
    expect(jalaliToIsoDate(1403, 1, 1)).toBe('2024-03-20');
    expect(jalaliToIsoDate(1403, 12, 30)).toBe('2025-03-20');
    expect(jalaliToIsoDate(1402, 12, 30)).toBe('');
    expect(jalaliToIsoDate(1403, 13, 1)).toBe('');
    expect(jalaliToIsoDate(1403, 1, 1.5)).toBe('');
    expect(parseJalaliDate('۱۴۰۳/۰۱/۰۲')).toBe('2024-03-21');
    expect(parseJalaliDate('1403-1-2')).toBe('2024-03-21');
    expect(parseJalaliDate('02/01/1403')).toBe('');
  });

  it('parses a date as typed in either calendar: any separator, or eight digits from a number pad', () => {
    expect(parseCalendarDate('۱۴۰۵/۹/۱۲', CalendarType.jalali)).toBe('2026-12-03');
    expect(parseCalendarDate(' 1405.09.12 ', CalendarType.jalali)).toBe('2026-12-03');
    expect(parseCalendarDate('۱۴۰۵۰۹۱۲', CalendarType.jalali)).toBe('2026-12-03');
    // Esfand 30 exists only in a leap year (1403 is one, 1404 is not).
    expect(parseCalendarDate('1403/12/30', CalendarType.jalali)).toBe('2025-03-20');
    expect(parseCalendarDate('1404/12/30', CalendarType.jalali)).toBe('');
    expect(parseCalendarDate('۲۰۲۶/۱۲/۰۳', CalendarType.gregorian)).toBe('2026-12-03');
    expect(parseCalendarDate('20261203', CalendarType.gregorian)).toBe('2026-12-03');
    expect(parseCalendarDate('2026-02-30', CalendarType.gregorian)).toBe('');
    for (const bad of ['', '۱۴۰۵', '12/09/1405', '1405/13/01', 'فردا', '1405/09/12/1'])
      expect(parseCalendarDate(bad, CalendarType.jalali), bad).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = toIsoDate(ms);
        const j = toJalaliParts(iso);
        expect(j).not.toBeNull();
        if (j) expect(jalaliToIsoDate(j.year, j.month, j.day)).toBe(iso);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Jalali months (the agency statement)', () => {
  it('reads YYYY-MM in any digit set and refuses what is not a month', () => {
    expect(parseJalaliMonth('1405-09')).toEqual({ year: 1405, month: 9 });
    expect(parseJalaliMonth(' ۱۴۰۵-۱۲ ')).toEqual({ year: 1405, month: 12 });
    expect(parseJalaliMonth('١٤٠٥-٠١')).toEqual({ year: 1405, month: 1 });
    for (const bad of ['1405-13', '1405-00', '1405-9', '2026/11', '1405-09-01', '']) {
      expect(parseJalaliMonth(bad)).toBeNull();
    }
  });

  it('names the month in Persian with Persian digits, and leaves a non-month as it was written', () => {
    expect(formatJalaliMonth('1405-09')).toBe('آذر ۱۴۰۵');
    expect(formatJalaliMonth('۱۴۰۶-۰۱')).toBe('فروردین ۱۴۰۶');
    expect(formatJalaliMonth('1405-12')).toBe('اسفند ۱۴۰۵');
    expect(formatJalaliMonth('1405-13')).toBe('1405-13');
  });
});
