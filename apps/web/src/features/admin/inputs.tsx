'use client';

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
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
