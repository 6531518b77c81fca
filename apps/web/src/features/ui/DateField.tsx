'use client';

import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as pickersFa } from '@mui/x-date-pickers/locales';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';

const pickerText = pickersFa.components.MuiLocalizationProvider.defaultProps.localeText;
const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a picker's Date (local midnight of the chosen day). */
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateOf = (iso: string | null) => {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};

/**
 * A Jalali date field (MUI X DatePicker on AdapterDateFnsJalali, DESIGN §8) whose value is the Gregorian
 * `YYYY-MM-DD` the API reads.
 */
export function DateField({
  value,
  onChange,
  label,
  minDate,
  maxDate,
  id,
  required,
  error,
  helperText,
}: {
  value: string | null;
  onChange: (iso: string | null) => void;
  label: string;
  minDate?: string;
  maxDate?: string;
  id?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={jalaliFa} localeText={pickerText}>
      <DatePicker
        label={label}
        value={dateOf(value)}
        onChange={(d) => onChange(d && !Number.isNaN(d.getTime()) ? isoOf(d) : null)}
        minDate={dateOf(minDate ?? null) ?? undefined}
        maxDate={dateOf(maxDate ?? null) ?? undefined}
        slotProps={{ textField: { fullWidth: true, id, required, error, helperText } }}
      />
    </LocalizationProvider>
  );
}
