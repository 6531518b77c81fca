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

const pickerText = pickersFa.components.MuiLocalizationProvider.defaultProps.localeText;

type Formatting = {
  formatByString(value: Date, format: string): string;
  formatTokenMap: Record<string, unknown>;
};

/**
 * An adapter whose every formatted date uses Persian digits (DESIGN §8): the calendar's days and header and the
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
export function isoOfPickerDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The picker's Date of `YYYY-MM-DD` (local midnight). */
export function pickerDateOfIso(iso: string | null): Date | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
}

/**
 * A flight date picker (DESIGN §8): MUI X DatePicker on AdapterDateFnsJalali, Jalali by default with a switch to
 * the Gregorian calendar (§9 calendar types). The value is always a Gregorian `YYYY-MM-DD` (what the API reads).
 */
export function FlightDateField({
  value,
  onChange,
  label,
  minDate,
  maxDate,
  testId,
}: {
  value: string | null;
  onChange: (iso: string | null) => void;
  label: string;
  minDate?: string;
  maxDate?: string;
  testId?: string;
}) {
  const t = useTranslations('cip');
  const [calendar, setCalendar] = useState<CalendarType>(CalendarType.jalali);
  const jalali = calendar === CalendarType.jalali;
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <LocalizationProvider
        key={calendar}
        dateAdapter={jalali ? JalaliAdapter : GregorianAdapter}
        adapterLocale={jalali ? jalaliFa : gregorianFa}
        localeText={pickerText}
      >
        <DatePicker
          label={label}
          value={pickerDateOfIso(value)}
          dayOfWeekFormatter={(d) => WEEKDAY_INITIALS[d.getDay()]}
          onChange={(d) => onChange(d && !Number.isNaN(d.getTime()) ? isoOfPickerDate(d) : null)}
          minDate={pickerDateOfIso(minDate ?? null) ?? undefined}
          maxDate={pickerDateOfIso(maxDate ?? null) ?? undefined}
          slotProps={{
            textField: { size: 'small', fullWidth: true, id: testId },
            field: { clearable: false },
          }}
        />
      </LocalizationProvider>
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
