import { validateMobile } from '@vip/domain';

/** The agency's customer: who travels, gets the voucher and the booking's SMS. */
export type Customer = { full_name: string; mobile: string };

export type CustomerField = 'full_name' | 'mobile';
export type CheckedCustomer = { ok: true; customer: Customer } | { ok: false; field: CustomerField; error: string };

/** The customer's name and mobile as the API takes them, or the Persian reason they cannot be sent. */
export function customerOf(
  input: Customer,
  t: (key: 'customerNameMissing' | 'customerMobileWrong') => string,
): CheckedCustomer {
  const fullName = input.full_name.trim().replace(/\s+/g, ' ');
  if (fullName.length < 3) return { ok: false, field: 'full_name', error: t('customerNameMissing') };
  const mobile = validateMobile(input.mobile);
  if (!mobile.ok) return { ok: false, field: 'mobile', error: t('customerMobileWrong') };
  return { ok: true, customer: { full_name: fullName, mobile: mobile.value } };
}
