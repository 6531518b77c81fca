'use client';

import { toLatinDigits, toPersianDigits } from '@vip/domain';
import { TextInput } from 'react-admin';
import { A } from './messages';

const latin = (s: string) => toLatinDigits(s).replace(/[,٬\s]/g, '');

/** A number typed with either digits: shown in Persian (Rials shown as Toman), sent as a number. */
function numberInput(source: string, label: string, rials = false) {
  return (
    <TextInput
      source={source}
      label={label}
      format={(v: unknown) => (typeof v === 'number' ? toPersianDigits(rials ? v / 10 : v) : ((v as string) ?? ''))}
      parse={(s: string) => {
        const typed = latin(s).replace('٫', '.');
        const n = Number(typed);
        // «12.» or «12.50» while typing stays text (a number would drop the point); the form's schema checks it.
        const complete = typed !== '' && Number.isFinite(n) && String(n) === typed.replace(/^0+(?=\d)/, '');
        return complete ? (rials ? Math.round(n * 10) : n) : s;
      }}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
    />
  );
}

/** The agency's own fields (create and edit): name, commission, credit line in Toman, contact mobile, legal id. */
export function AgencyFields() {
  return (
    <>
      <TextInput source="name" label={A.fields.name} />
      {numberInput('commission_percent', A.fields.commissionPercent)}
      {numberInput('credit_limit', A.fields.creditLimitToman, true)}
      <TextInput
        source="contact_mobile"
        label={A.fields.contactMobile}
        parse={(s: string) => toLatinDigits(s)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <TextInput
        source="legal_id"
        label={A.fields.legalId}
        parse={(s: string) => (s === '' ? null : toLatinDigits(s))}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
      />
    </>
  );
}
