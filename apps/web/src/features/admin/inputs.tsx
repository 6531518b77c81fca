'use client';

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { toIsoDate } from '@vip/domain';
import { type InputProps, useInput } from 'react-admin';

/** The picker's Date (local midnight) of `YYYY-MM-DD`. */
export const dateOfIso = (iso: string | null | undefined) => {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};
const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a picker's Date. */
export const isoOfDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today's date in Tehran as the API reads it (`YYYY-MM-DD`). */
export const todayIso = () => toIsoDate(Date.now());

/**
 * react-admin's date input on the site's Jalali picker (MUI X, AdapterDateFnsJalali with Persian digits): shows
 * Jalali, stores the Gregorian `YYYY-MM-DD` the API reads.
 */
export function JalaliDateInput(props: InputProps & { label: string }) {
  const { field, fieldState } = useInput(props);
  return (
    <DatePicker
      label={props.label}
      value={dateOfIso(field.value)}
      onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? isoOfDate(d) : '')}
      slotProps={{
        textField: {
          size: 'small',
          name: field.name,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message,
          sx: { minWidth: 180 },
        },
      }}
    />
  );
}

/**
 * react-admin's input of a moment (ISO-8601, stored as UTC `…Z`) on the Jalali date-and-time picker, in the staff
 * member's own time zone (Tehran's on our desks). Empty stays null.
 */
export function JalaliDateTimeInput(props: InputProps & { label: string }) {
  const { field, fieldState } = useInput(props);
  const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
  return (
    <DateTimePicker
      label={props.label}
      value={value && !Number.isNaN(value.getTime()) ? value : null}
      onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? d.toISOString() : null)}
      ampm={false}
      slotProps={{
        textField: {
          fullWidth: true,
          variant: 'filled', // as react-admin's own inputs beside it
          name: field.name,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message,
        },
      }}
    />
  );
}
