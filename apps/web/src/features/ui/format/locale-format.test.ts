import { describe, expect, it } from 'vitest';
import { createLocaleFormat } from './locale-format';
import { defaultFormatSettings, formatCookieFrom, parseFormatSettings, serializeFormatSettings } from './settings';
import { siteFormat } from './site-format';

// 2024-03-21 10:00 UTC is 13:30 on Thursday 1 Farvardin 1403 in Tehran, 11 Ramadan 1445 in the Umm al-Qura calendar.
const MOMENT = '2024-03-21T10:00:00Z';
const RATES = { USD: 600_000, EUR: 650_000, AED: 163_000 };

const fmt = (lang: string, cookie?: string) => siteFormat(parseFormatSettings(lang, cookie), RATES);

describe('Persian stays as it was', () => {
  const f = fmt('fa');
  it('Jalali dates, Persian digits, Toman, no foreign amount by default', () => {
    expect(f.date(MOMENT)).toBe('۱۴۰۳/۰۱/۰۲');
    expect(f.date(MOMENT, { style: 'long' })).toBe('پنج‌شنبه ۲ فروردین ۱۴۰۳');
    expect(f.time(MOMENT)).toBe('۱۳:۳۰');
    expect(f.dateTime(MOMENT, { style: 'long' })).toBe('پنج‌شنبه ۲ فروردین ۱۴۰۳، ساعت ۱۳:۳۰');
    expect(f.price(1_250_000)).toBe('۱۲۵,۰۰۰ تومان');
  });
  it('a Persian reader may still ask for an approximate amount', () => {
    expect(fmt('fa', 'native.jalali.EUR').price(6_500_000)).toBe('۶۵۰,۰۰۰ تومان ≈ ۱۰٫۰۰ یورو (تقریبی)');
  });
});

describe('English', () => {
  const f = fmt('en');
  it('Gregorian dates and Latin digits in Tehran time', () => {
    expect(f.date(MOMENT)).toBe('21/03/2024');
    expect(f.date(MOMENT, { style: 'long' })).toBe('Thursday, 21 March 2024');
    expect(f.date(MOMENT, { style: 'long', weekday: false })).toBe('21 March 2024');
    expect(f.time(MOMENT)).toBe('13:30');
    expect(f.dateTime(MOMENT)).toBe('21/03/2024, 13:30');
    expect(f.number(1_250_000)).toBe('1,250,000');
  });
  it('a ledger line is signed', () => {
    expect(f.toman(100_000, { signed: true })).toBe('+10,000 Toman');
    expect(f.toman(-100_000, { signed: true })).toBe('-10,000 Toman');
    expect(fmt('fa').toman(100_000, { signed: true })).toBe('\u200E+۱۰,۰۰۰ تومان');
  });
  it('a calendar date (YYYY-MM-DD) is that very day', () => {
    expect(f.date('2024-12-31')).toBe('31/12/2024');
  });
  it('price in Toman with the approximate USD by default, marked approximate', () => {
    expect(f.price(7_440_000)).toBe('744,000 Toman ≈ 12.40 USD (approx.)');
  });
  it('the chosen currency, or none', () => {
    expect(fmt('en', 'latn.gregorian.AED').approx(1_630_000, RATES)).toBe('≈ 10.00 AED (approx.)');
    expect(fmt('en', 'latn.gregorian.none').price(1_000_000)).toBe('100,000 Toman');
  });
  it('no amount when the rate is not set (never a wrong conversion)', () => {
    expect(siteFormat(defaultFormatSettings('en'), { USD: null }).price(1_000_000)).toBe('100,000 Toman');
    expect(siteFormat(defaultFormatSettings('en'), {}).price(1_000_000)).toBe('100,000 Toman');
  });
  it('an English reader cannot be given Arabic digits or Hijri dates by a stale cookie', () => {
    const f2 = fmt('en', 'native.hijri.USD');
    expect(f2.date(MOMENT)).toBe('21/03/2024');
  });
});

describe('Arabic', () => {
  it('Gregorian with Arabic-Indic digits by default', () => {
    const f = fmt('ar');
    expect(f.date(MOMENT, { style: 'long', weekday: false })).toBe('٢١ مارس ٢٠٢٤');
    expect(f.time(MOMENT)).toBe('١٣:٣٠');
    expect(f.toman(1_250_000)).toBe('١٢٥٬٠٠٠ تومان');
    expect(f.price(7_440_000)).toBe('٧٤٤٬٠٠٠ تومان ≈ ١٢٫٤٠ دولار (تقريبي)');
  });
  it('digits in a text follow the reader', () => {
    expect(fmt('ar').digits('CIP-1403-25')).toBe('CIP-١٤٠٣-٢٥');
    expect(fmt('ar', 'latn.gregorian.USD').digits('CIP-۱۴۰۳')).toBe('CIP-1403');
    expect(fmt('en').digits('۰۹۱۲')).toBe('0912');
    expect(fmt('fa').digits('0912')).toBe('۰۹۱۲');
  });
  it('Latin digits by the setting', () => {
    const f = fmt('ar', 'latn.gregorian.USD');
    expect(f.date(MOMENT, { style: 'long', weekday: false })).toBe('21 مارس 2024');
    expect(f.toman(1_250_000)).toBe('125,000 تومان');
  });
  it('Hijri (Umm al-Qura) when chosen', () => {
    const f = fmt('ar', 'native.hijri.USD');
    expect(f.date(MOMENT, { style: 'long', weekday: false })).toContain('رمضان ١٤٤٥');
    expect(fmt('ar', 'latn.hijri.USD').date(MOMENT, { style: 'long', weekday: false })).toContain('11 رمضان 1445');
  });
  it('an invalid date shows nothing', () => {
    expect(fmt('ar').date('not a date')).toBe('');
    expect(fmt('ar').dateTime('not a date')).toBe('');
  });
});

describe('the settings cookie', () => {
  it('round-trips and ignores what it does not know', () => {
    const s = { digits: 'latn', calendar: 'hijri', currency: 'EUR' } as const;
    expect(parseFormatSettings('ar', serializeFormatSettings(s))).toEqual({ lang: 'ar', ...s });
    expect(parseFormatSettings('ar', 'x.y.GBP')).toEqual(defaultFormatSettings('ar'));
    expect(parseFormatSettings('xx', null)).toEqual(defaultFormatSettings('fa'));
  });
  it('is found in a cookie header', () => {
    expect(formatCookieFrom('a=1; vip_format=latn.hijri.AED; b=2')).toBe('latn.hijri.AED');
    expect(formatCookieFrom('a=1')).toBeNull();
  });
});

it('createLocaleFormat keeps its settings', () => {
  expect(createLocaleFormat(defaultFormatSettings('en')).settings.lang).toBe('en');
});
