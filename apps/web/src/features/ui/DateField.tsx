'use client';

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as pickersFa } from '@mui/x-date-pickers/locales';
import { ARABIC_INDIC_DIGITS, CalendarType, toLatinDigits, toPersianDigits } from '@vip/domain';
import type { Locale } from 'date-fns';
import { arSA } from 'date-fns/locale/ar-SA';
import { enGB } from 'date-fns/locale/en-GB';
import { faIR as gregorianFa } from 'date-fns/locale/fa-IR';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDomainLabels } from './domain-labels';

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

/** MUI X has no Arabic texts: the ones a reader meets (the rest fall back to English). */
const ARABIC_PICKER_TEXT = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'العرض السابق',
  openNextView: 'العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year' ? 'عرض السنوات مفتوح، الانتقال إلى عرض التقويم' : 'عرض التقويم مفتوح، الانتقال إلى عرض السنوات',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  datePickerToolbarTitle: 'اختر التاريخ',
  openDatePickerDialogue: (formatted: string | null) =>
    formatted ? `اختر التاريخ، التاريخ المختار ${formatted}` : 'اختر التاريخ',
  fieldClearLabel: 'مسح',
  dateTableLabel: 'اختر التاريخ',
  fieldYearPlaceholder: () => 'سنة',
  fieldMonthPlaceholder: () => 'شهر',
  fieldDayPlaceholder: () => 'يوم',
  fieldWeekDayPlaceholder: () => 'يوم الأسبوع',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  empty: 'فارغ',
};

type Formatting = {
  formatByString(value: Date, format: string): string;
  formatTokenMap: Record<string, unknown>;
};

/**
 * An adapter whose every formatted date uses the reader's digits (docs/architecture.md): the calendar's days and
 * header and the field's sections. The pickers derive the field's digits from formatByString, so typing native or
 * Latin digits both work.
 */
function withDigits<
  T extends new (
    // biome-ignore lint/suspicious/noExplicitAny: mixin over the adapters' constructors
    ...args: any[]
  ) => Formatting,
>(Base: T, digits: (text: string) => string) {
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
      this.formatByString = (value: Date, f: string) => digits(format(value, f));
    }
  };
}
const toArabicIndic = (text: string) => toLatinDigits(text).replace(/[0-9]/g, (d) => ARABIC_INDIC_DIGITS[Number(d)]);
/** AdapterDateFnsJalali with Persian digits (also the back office's date adapter). */
export const JalaliAdapter = withDigits(AdapterDateFnsJalali, toPersianDigits);
const GregorianAdapter = withDigits(AdapterDateFns, toPersianDigits);
const ArabicGregorianAdapter = withDigits(AdapterDateFns, toArabicIndic);

/**
 * The picker of each language: Persian opens on the Jalali calendar with Persian digits and one-letter weekdays;
 * English (day, month, year: en-GB, as the site's dates) and Arabic open on the Gregorian calendar with month and weekday names in their language (Arabic-Indic
 * digits in Arabic). The Jalali calendar stays one switch away (a Persian speaker reading /en).
 */
function pickerOf(lang: string, jalali: boolean) {
  if (jalali)
    return { adapter: JalaliAdapter, locale: jalaliFa as Locale, text: PERSIAN_PICKER_TEXT, persianWeekdays: true };
  if (lang === 'en') return { adapter: AdapterDateFns, locale: enGB, text: undefined, persianWeekdays: false };
  if (lang === 'ar')
    return { adapter: ArabicGregorianAdapter, locale: arSA, text: ARABIC_PICKER_TEXT, persianWeekdays: false };
  return { adapter: GregorianAdapter, locale: gregorianFa, text: PERSIAN_PICKER_TEXT, persianWeekdays: true };
}
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
 * The site's one date field (docs/architecture.md): MUI X DatePicker in the reader's calendar (pickerOf); with
 * `calendarSwitch` a switch between the Jalali and the Gregorian calendar (§9 calendar types, the CIP wizard's flight dates). The value is always the
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
  const lang = useLocale();
  const { CALENDAR_TYPE_LABELS } = useDomainLabels();
  const [calendar, setCalendar] = useState<CalendarType>(lang === 'fa' ? CalendarType.jalali : CalendarType.gregorian);
  const { adapter, locale, text, persianWeekdays } = pickerOf(lang, calendar === CalendarType.jalali);
  const picker = (
    <LocalizationProvider key={calendar} dateAdapter={adapter} adapterLocale={locale} localeText={text}>
      <DatePicker
        label={label}
        value={pickerDateOfIso(value)}
        dayOfWeekFormatter={persianWeekdays ? (d) => WEEKDAY_INITIALS[d.getDay()] : undefined}
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
