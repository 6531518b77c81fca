'use client';

import {
  CalendarType,
  type CalendarParts,
  formatDate,
  GREGORIAN_MONTH_NAMES_FA,
  JALALI_MONTH_NAMES,
  jalaliToIsoDate,
  parseCalendarDate,
  toGregorianParts,
  toIsoDate,
  toJalaliParts,
} from '@vip/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { Icon } from '@/features/ui/Icon';
import field from '@/features/ui/field.module.css';
import s from './wizard.module.css';
import { useDomainLabels } from '@/features/ui/domain-labels';

const DAY = 86_400_000;
/** Weekday initials from Saturday (CalendarParts.weekday 0), the first column of both calendars in fa-IR. */
const WEEKDAY_INITIALS = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];

/** `iso` moved by `days` (dates are taken at noon Tehran time, so no day is skipped at a DST change). */
const addDays = (iso: string, days: number) => toIsoDate(Date.parse(`${iso}T12:00:00+03:30`) + days * DAY);
const pad = (n: number) => String(n).padStart(2, '0');

type Month = { year: number; month: number };

/** The calendar's reading of a date and the first day of one of its months. */
function calendarOf(type: CalendarType) {
  const jalali = type === CalendarType.jalali;
  return {
    parts: (iso: string): CalendarParts => (jalali ? toJalaliParts(iso) : toGregorianParts(iso)) as CalendarParts,
    first: (m: Month) => (jalali ? jalaliToIsoDate(m.year, m.month, 1) : `${m.year}-${pad(m.month)}-01`),
    names: jalali ? JALALI_MONTH_NAMES : GREGORIAN_MONTH_NAMES_FA,
  };
}

/** The month before or after `m` (delta ±1). */
const shift = (m: Month, delta: number): Month => {
  const i = m.year * 12 + (m.month - 1) + delta;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};

/**
 * The wizard's flight date (§4): a Jalali month calendar with Persian digits and a switch to the Gregorian one, in
 * plain HTML (the booking's first step loads no MUI; features/ui/DateField is the MUI one the other forms use). The
 * date can also be typed in the calendar shown (`۱۴۰۵/۰۹/۱۲`, or `14050912` from a number pad); it is taken on Enter
 * or when the field is left, and a date that is not a day or is outside minDate…maxDate is kept as typed with a
 * Persian message. The value is the Gregorian `YYYY-MM-DD` the API reads.
 */
export function FlightDateField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  id,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string) => void;
  minDate: string;
  maxDate: string;
  id: string;
}) {
  const { CALENDAR_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  const locale = useLocale();
  // Persian readers start in the Jalali calendar, others in the Gregorian one (both stay a click away).
  const [type, setType] = useState<CalendarType>(locale === 'fa' ? CalendarType.jalali : CalendarType.gregorian);
  const cal = calendarOf(type);
  const [open, setOpen] = useState(false);
  // Opened from the icon button, keyboard focus moves into the calendar; opened by a tap on the field, it stays there.
  const [focusGrid, setFocusGrid] = useState(false);
  // What the traveller is typing (null: the field shows the chosen date) and what is wrong with it.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const [focused, setFocused] = useState(value ?? minDate);
  const [view, setView] = useState<Month>(() => cal.parts(value ?? minDate));
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const dialogTitle = useId();
  /** A date as the field writes it, in the calendar shown: «۱۴۰۵/۰۹/۱۲». */
  const fa = (iso: string) => f.digits(formatDate(iso, type));
  const text = value ? fa(value) : '';
  const inRange = (iso: string) => iso >= minDate && iso <= maxDate;

  const show = (moveFocus: boolean) => {
    const start = value ?? minDate;
    setFocused(start);
    setView(cal.parts(start));
    setFocusGrid(moveFocus);
    setOpen(true);
  };
  /** Takes the typed date: the value when it is a bookable day; else the text stays, with what is wrong. */
  const commit = () => {
    if (draft === null) return;
    if (!draft.trim()) {
      setDraft(null);
      setProblem(null);
      return;
    }
    const iso = parseCalendarDate(draft, type);
    if (!iso) {
      setProblem(t('dateTypedBad', { example: fa(value ?? minDate) }));
    } else if (!inRange(iso)) {
      setProblem(t('dateTypedOutOfRange', { from: fa(minDate), to: fa(maxDate) }));
    } else {
      setDraft(null);
      setProblem(null);
      setOpen(false);
      onChange(iso);
    }
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) opener.current?.focus();
  };

  // A click outside closes the calendar, as the picker's popper did.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  // Keyboard focus follows the roving day (once it is in the calendar).
  useEffect(() => {
    if (open && focusGrid) grid.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  }, [open, focusGrid, focused]);

  const first = cal.first(view);
  const days: string[] = [];
  for (let d = first; first && cal.parts(d).month === view.month; d = addDays(d, 1)) days.push(d);
  const lead = first ? cal.parts(first).weekday : 0;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const today = toIsoDate(Date.now());
  const prevDisabled = !first || addDays(first, -1) < minDate;
  const nextDisabled = !days.length || addDays(days[days.length - 1] as string, 1) > maxDate;
  // The day Tab lands on: the focused one, or the first choosable day of a month moved to with the buttons.
  const rover = days.includes(focused) ? focused : days.find(inRange);

  const moveFocus = (iso: string) => {
    if (!inRange(iso)) return;
    setFocusGrid(true);
    setFocused(iso);
    setView(cal.parts(iso));
  };
  const onGridKey = (e: KeyboardEvent) => {
    // Right-to-left: the arrow to the left is the next day.
    const step = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 }[e.key];
    if (step) {
      e.preventDefault();
      moveFocus(addDays(focused, step));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };

  return (
    <div className={s.dateField} ref={root}>
      <div className={field.box}>
        <label htmlFor={id} className={field.label}>
          {label}
        </label>
        <input
          id={id}
          value={draft ?? text}
          placeholder={fa(minDate)}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => !open && show(false)}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            } else if (e.key === 'Escape' && open) {
              setOpen(false);
            } else if (e.key === 'ArrowDown' && e.altKey) {
              e.preventDefault();
              show(true);
            }
          }}
        />
        <button
          ref={opener}
          type="button"
          className={field.iconButton}
          aria-label={text ? t('chooseDateSelected', { date: text }) : t('chooseDate')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close(false) : show(true))}
        >
          <Icon name="calendar" size={22} />
        </button>
      </div>
      {problem && (
        <p id={problemId} className={s.fieldProblem} role="alert" data-testid={`${id}-problem`}>
          {problem}
        </p>
      )}
      <fieldset className={s.toggleGroup}>
        <legend className="visually-hidden">{t('calendar')}</legend>
        {[CalendarType.jalali, CalendarType.gregorian].map((c) => (
          <button
            key={c}
            type="button"
            className={s.toggle}
            aria-pressed={type === c}
            onClick={() => {
              setType(c);
              setView(calendarOf(c).parts(focused));
              // A date half-typed in the other calendar would now read as another day.
              setDraft(null);
              setProblem(null);
            }}
          >
            {CALENDAR_TYPE_LABELS[c]}
          </button>
        ))}
      </fieldset>
      {open && (
        <div role="dialog" aria-labelledby={dialogTitle} className={s.popover}>
          <div className={s.calendarHeader}>
            <span id={dialogTitle} className={s.calendarTitle} aria-live="polite">
              {cal.names[view.month - 1]} {f.digits(view.year)}
            </span>
            <span>
              <button
                type="button"
                className={field.iconButton}
                aria-label={t('previousMonth')}
                disabled={prevDisabled}
                onClick={() => setView(shift(view, -1))}
              >
                <Icon name="chevronRight" />
              </button>
              <button
                type="button"
                className={field.iconButton}
                aria-label={t('nextMonth')}
                disabled={nextDisabled}
                onClick={() => setView(shift(view, 1))}
              >
                <Icon name="chevronLeft" />
              </button>
            </span>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date grid (its cells are gridcells, arrow keys move between days), as the MUI picker's */}
          <table role="grid" aria-labelledby={dialogTitle} ref={grid} onKeyDown={onGridKey} className={s.grid}>
            <thead>
              <tr className={s.week}>
                {WEEKDAY_INITIALS.map((w) => (
                  <th key={w} scope="col" className={s.weekday}>
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean) ?? 'lead'} className={s.week}>
                  {week.map((iso, i) => (
                    <td key={iso ?? `blank-${i}`} className={s.cell}>
                      {iso !== null && (
                        <button
                          type="button"
                          data-iso={iso}
                          className={s.day}
                          aria-pressed={iso === value}
                          aria-current={iso === today ? 'date' : undefined}
                          disabled={!inRange(iso)}
                          tabIndex={iso === rover ? 0 : -1}
                          onClick={() => {
                            setDraft(null);
                            setProblem(null);
                            onChange(iso);
                            close(true);
                          }}
                        >
                          {f.digits(cal.parts(iso).day)}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
