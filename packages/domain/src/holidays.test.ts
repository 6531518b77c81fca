import { describe, expect, it } from 'vitest';
import { toJalaliParts } from './format';
import { holidayOn, IRAN_HOLIDAYS } from './holidays';

const jalaliOf = (date: string) => {
  const p = toJalaliParts(`${date}T12:00:00+03:30`)!;
  return `${p.year}/${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')}`;
};

describe('Iran official holidays 1405–1406', () => {
  it('every Gregorian date is the Jalali date it claims', () => {
    for (const h of IRAN_HOLIDAYS) expect(jalaliOf(h.date), h.title).toBe(h.jalali);
  });

  it('1405 has the 25 days of the published calendar, on its published dates', () => {
    const of1405 = IRAN_HOLIDAYS.filter((h) => h.jalali.startsWith('1405/'));
    expect(of1405).toHaveLength(25);
    // The Council of Public Culture's calendar for 1405, as published (Farvardin, Khordad, Tir).
    const published: [string, RegExp][] = [
      ['1405/01/01', /نوروز.*فطر/],
      ['1405/01/02', /فطر/],
      ['1405/01/03', /نوروز/],
      ['1405/01/04', /نوروز/],
      ['1405/01/12', /جمهوری اسلامی/],
      ['1405/01/13', /طبیعت/],
      ['1405/03/06', /قربان/],
      ['1405/03/14', /غدیر.*امام خمینی/],
      ['1405/03/15', /۱۵ خرداد/],
      ['1405/04/03', /تاسوعا/],
      ['1405/04/04', /عاشورا/],
    ];
    for (const [jalali, title] of published) {
      expect(of1405.find((h) => h.jalali === jalali)?.title, jalali).toMatch(title);
    }
    // No holiday in Ordibehesht, Mehr or Azar 1405; four in Mordad and four in Esfand.
    const inMonth = (m: string) => of1405.filter((h) => h.jalali.slice(5, 7) === m).length;
    expect([inMonth('02'), inMonth('07'), inMonth('09')]).toEqual([0, 0, 0]);
    expect([inMonth('05'), inMonth('12')]).toEqual([4, 4]);
  });

  it('the fixed Jalali holidays fall every year on their day', () => {
    for (const year of ['1405', '1406']) {
      for (const day of ['01/01', '01/02', '01/03', '01/04', '01/12', '01/13', '03/14', '03/15', '11/22', '12/29']) {
        expect(
          IRAN_HOLIDAYS.some((h) => h.jalali === `${year}/${day}`),
          `${year}/${day}`,
        ).toBe(true);
      }
    }
  });

  it('answers a date with its occasion, and nothing for a working day', () => {
    expect(holidayOn('2026-06-25')?.title).toBe('عاشورای حسینی');
    expect(holidayOn('2027-02-11')?.title).toBe('پیروزی انقلاب اسلامی');
    expect(holidayOn('2026-11-26')).toBeUndefined();
  });
});
