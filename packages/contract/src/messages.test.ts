import { describe, expect, it } from 'vitest';
import { cipOrderBody } from './cipservice';
import { categoryListQuery } from './category';
import { fieldSentence } from './messages';

describe('what a person reads of a refused field', () => {
  it('names the passenger, the greeter and the return flight, never the path', () => {
    expect(fieldSentence('body.flight_orders.0.passengers.1.last_name', 'نام خانوادگی را وارد کنید.')).toBe(
      'مسافر ۲: نام خانوادگی را وارد کنید.',
    );
    expect(
      fieldSentence('flight_orders.0.reservations.0.passenger_list.1.last_name', 'نام خانوادگی را وارد کنید.'),
    ).toBe('مسافر ۲: نام خانوادگی را وارد کنید.');
    expect(
      fieldSentence(
        'body.flight_orders.1.reservations.0.greeter_attendant_list.0.national_code',
        'کد ملی را وارد کنید.',
      ),
    ).toBe('پرواز برگشت، خوشامدگو / همراه ۱: کد ملی را وارد کنید.');
    // A rule of the whole list already names its passenger; a field of no person is its message alone.
    expect(fieldSentence('body.flight_orders.0.passengers.0', 'مسافر ۱: کد ملی نامعتبر است.')).toBe(
      'مسافر ۱: کد ملی نامعتبر است.',
    );
    expect(fieldSentence('body.email', 'ایمیل نامعتبر است.')).toBe('ایمیل نامعتبر است.');
    expect(fieldSentence('query.limit', 'ورودی نامعتبر: می‌بایست عدد می‌بود، string دریافت شد')).toBe(
      'مقدار «تعداد در صفحه» معتبر نیست.',
    );
  });

  it('words zod’s generic type and size messages as sentences naming the field', () => {
    const parsed = cipOrderBody.safeParse({
      flight_orders: [{ order_type: 0, flight_id: 'x', passengers: [{ first_name: 3, last_name: 'ب'.repeat(60) }] }],
    });
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'مقدار «پرواز» معتبر نیست.',
        'مقدار «نام» معتبر نیست.',
        'نام خانوادگی حداکثر ۵۰ نویسه است.',
        'رده سنی را وارد کنید.',
      ]),
    );
    for (const m of messages) expect(m).not.toMatch(/می‌بایست|string|number|undefined|<=|>=/);
    const query = categoryListQuery.safeParse({ limit: 'many' });
    expect(query.success || query.error.issues[0].message).toBe('مقدار «تعداد در صفحه» معتبر نیست.');
  });
});
