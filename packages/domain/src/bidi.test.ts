import { describe, expect, it } from 'vitest';
import { bidiRuns, hasPersianAndLatin, identityRun } from './bidi';

const show = (text: string) =>
  bidiRuns(text)
    .map((r) => (r.latin ? `[${r.text}]` : r.text))
    .join('');

describe('bidiRuns', () => {
  it('isolates Latin model names as whole runs inside Persian titles', () => {
    expect(show('هدفون بی‌سیم سونی مدل WH-1000XM5')).toBe('هدفون بی‌سیم سونی مدل [WH-1000XM5]');
    expect(show('هندزفری بی‌سیم شیائومی مدل Redmi Buds 4 Pro')).toBe('هندزفری بی‌سیم شیائومی مدل [Redmi Buds 4 Pro]');
    expect(show("چمدان کابین سامسونت مدل S'Cure سایز ۵۵")).toBe("چمدان کابین سامسونت مدل [S'Cure] سایز ۵۵");
    expect(show('Redmi Buds')).toBe('[Redmi Buds]');
  });

  it('turns Latin digits of Persian text into Persian digits, but not those of a Latin run', () => {
    expect(show('ترمینال 2 فرودگاه امام')).toBe('ترمینال ۲ فرودگاه امام');
    expect(show('پاوربانک انکر مدل 737 با خروجی 140 وات')).toBe('پاوربانک انکر مدل ۷۳۷ با خروجی ۱۴۰ وات');
    expect(show('مدل Chatelet Air 2.0.')).toBe('مدل [Chatelet Air 2.0].');
    expect(show('قیمت 1,250,000 تومان')).toBe('قیمت ۱,۲۵۰,۰۰۰ تومان');
  });

  it('keeps the text whole: the runs joined give back the text, digits aside', () => {
    const text = 'تشریفات CIP، فست‌ترک و سالن (Business Lounge) 24 ساعته';
    expect(
      bidiRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe('تشریفات CIP، فست‌ترک و سالن (Business Lounge) ۲۴ ساعته');
    expect(bidiRuns('')).toEqual([]);
  });

  it('tells mixed text apart', () => {
    expect(hasPersianAndLatin('مدل WH')).toBe(true);
    expect(hasPersianAndLatin('WH-1000XM5')).toBe(false);
    expect(hasPersianAndLatin('چمدان ۵۵')).toBe(false);
  });

  it('keeps a masked passport number Latin in one run, a national code Persian', () => {
    expect(identityRun('•••••A123', true)).toEqual({ text: '•••••A123', latin: true });
    expect(identityRun('•••••۵۶۷۸', true)).toEqual({ text: '•••••5678', latin: true });
    expect(identityRun('••••••5678', false)).toEqual({ text: '••••••۵۶۷۸', latin: false });
  });
});
