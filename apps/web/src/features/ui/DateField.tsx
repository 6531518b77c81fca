'use client';

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as pickersFa } from '@mui/x-date-pickers/locales';
import { CALENDAR_TYPE_LABELS, CalendarType, toPersianDigits } from '@vip/domain';
import { faIR as gregorianFa } from 'date-fns/locale/fa-IR';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

// MUI's Persian texts keep Latin placeholders in an empty field («YYYY/MM/DD»): the sections are named in Persian.
export const PERSIAN_PICKER_TEXT = {
  ...pickersFa.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
  fieldWeekDayPlaceholder: () => 'روز هفته',
  fieldHoursPlaceholder: () => 'ساعت',
  fieldMinutesPlaceholder: () => 'دقیقه',
  fieldSecondsPlaceholder: () => 'ثانیه',
  fieldMeridiemPlaceholder: () => '',
};

type Formatting = {
  formatByString(value: Date, format: string): string;
  formatTokenMap: Record<string, unknown>;
};

/**
 * An adapter whose every formatted date uses Persian digits (docs/architecture.md): the calendar's days and header and the
 * field's sections. The pickers derive the field's digits from formatByString, so typing Persian or Latin digits
 * both work.
 */
// biome-ignore lint/suspicious/noExplicitAny: mixin over the adapters' constructors
function withPersianDigits<T extends new (...args: any[]) => Formatting>(Base: T) {
  return class extends Base {
    // biome-ignore lint/suspicious/noExplicitAny: the adapters' own constructor arguments
    constructor(...args: any[]) {
      super(...args);
      // With localized digits the pickers need to know how long a typed year is.
      this.formatTokenMap = {
        ...this.formatTokenMap,
        yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
        y: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
      };
      const format = this.formatByString;
      this.formatByString = (value: Date, f: string) => toPersianDigits(format(value, f));
    }
  };
}
/** AdapterDateFnsJalali with Persian digits (also the back office's date adapter). */
export const JalaliAdapter = withPersianDigits(AdapterDateFnsJalali);
const GregorianAdapter = withPersianDigits(AdapterDateFns);
/** One-letter Persian weekday names by Date.getDay() (Sunday first), for the calendar's header row. */
const WEEKDAY_INITIALS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];

/** `YYYY-MM-DD` of a picker's date (the picker's Date is local midnight of the chosen day). */
function isoOfPickerDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The picker's Date of `YYYY-MM-DD` (local midnight). */
function pickerDateOfIso(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
}

/**
 * The site's one date field (docs/architecture.md): MUI X DatePicker, Jalali with Persian digits; with `calendarSwitch` a
 * switch to the Gregorian calendar (§9 calendar types, the CIP wizard's flight dates). The value is always the
 * Gregorian `YYYY-MM-DD` the API reads.
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
  size,
  calendarSwitch = false,
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
  size?: 'small' | 'medium';
  /** Offer the Gregorian calendar beside the Jalali one. */
  calendarSwitch?: boolean;
}) {
  const t = useTranslations('ui');
  const [calendar, setCalendar] = useState<CalendarType>(CalendarType.jalali);
  const jalali = calendar === CalendarType.jalali;
  const picker = (
    <LocalizationProvider
      key={calendar}
      dateAdapter={jalali ? JalaliAdapter : GregorianAdapter}
      adapterLocale={jalali ? jalaliFa : gregorianFa}
      localeText={PERSIAN_PICKER_TEXT}
    >
      <DatePicker
        label={label}
        value={pickerDateOfIso(value)}
        dayOfWeekFormatter={(d) => WEEKDAY_INITIALS[d.getDay()]}
        onChange={(d) => onChange(d && !Number.isNaN(d.getTime()) ? isoOfPickerDate(d) : null)}
        minDate={pickerDateOfIso(minDate) ?? undefined}
        maxDate={pickerDateOfIso(maxDate) ?? undefined}
        slotProps={{ textField: { size, fullWidth: true, id, required, error, helperText } }}
      />
    </LocalizationProvider>
  );
  if (!calendarSwitch) return picker;
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {picker}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={calendar}
        onChange={(_, v: CalendarType | null) => v && setCalendar(v)}
        aria-label={t('calendar')}
        sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1.25, fontSize: '0.75rem' } }}
      >
        {[CalendarType.jalali, CalendarType.gregorian].map((c) => (
          <ToggleButton key={c} value={c}>
            {CALENDAR_TYPE_LABELS[c]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
