import { describe, expect, it } from 'vitest';
import { customerOf } from './customer';

const t = (key: string) => key;

describe("the agency's customer on the confirm step", () => {
  it('takes a name and a mobile typed in Persian digits, as the API reads them', () => {
    expect(customerOf({ full_name: '  مهرداد   کیانی ', mobile: '۰۹۳۵ ۱۲۳ ۴۵۶۷' }, t)).toEqual({
      ok: true,
      customer: { full_name: 'مهرداد کیانی', mobile: '09351234567' },
    });
  });
  it('names the field that is missing or wrong', () => {
    expect(customerOf({ full_name: '', mobile: '09351234567' }, t)).toMatchObject({ ok: false, field: 'full_name' });
    expect(customerOf({ full_name: 'مهرداد کیانی', mobile: '0935' }, t)).toMatchObject({
      ok: false,
      field: 'mobile',
      error: 'customerMobileWrong',
    });
  });
});
