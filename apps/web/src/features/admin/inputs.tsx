'use client';

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { tehranMoment, toGregorianParts, toIsoDate } from '@vip/domain';
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

/** The picker's text field props that tie it to react-admin's field: its name and its error. */
function usePickerField(props: InputProps) {
  const { field, fieldState } = useInput(props);
  const textField = {
    name: field.name,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };
  return { field, textField };
}

/**
 * react-admin's date input on the site's Jalali picker (MUI X, AdapterDateFnsJalali with Persian digits): shows
 * Jalali, stores the Gregorian `YYYY-MM-DD` the API reads.
 */
export function JalaliDateInput(props: InputProps & { label: string }) {
  const { field, textField } = usePickerField(props);
  return (
    <DatePicker
      label={props.label}
      value={dateOfIso(field.value)}
      onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? isoOfDate(d) : '')}
      slotProps={{ textField: { ...textField, size: 'small', sx: { minWidth: 180 } } }}
    />
  );
}

/**
 * The picker's Date for a moment: one whose browser-local wall clock reads what Tehran's clock reads then (the
 * picker's adapter knows only the browser's zone, and our desks work in Tehran's time wherever the browser is).
 */
const pickerDateOf = (moment: string) => {
  const p = toGregorianParts(moment);
  return p ? new Date(p.year, p.month - 1, p.day, p.hour, p.minute) : null;
};
/** The moment (ISO-8601 UTC) at which Tehran's clock reads what the picker's Date shows. */
const momentOfPickerDate = (d: Date) =>
  tehranMoment({
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  }).toISOString();

/**
 * react-admin's input of a moment (ISO-8601, stored as UTC `…Z`) on the Jalali date-and-time picker, in Tehran's
 * time whatever the browser's zone. Empty stays null.
 */
export function JalaliDateTimeInput(props: InputProps & { label: string }) {
  const { field, textField } = usePickerField(props);
  return (
    <DateTimePicker
      label={props.label}
      value={typeof field.value === 'string' && field.value ? pickerDateOf(field.value) : null}
      onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? momentOfPickerDate(d) : null)}
      ampm={false}
      slotProps={{
        // variant filled: as react-admin's own inputs beside it
        textField: { ...textField, fullWidth: true, variant: 'filled' },
      }}
    />
  );
}
