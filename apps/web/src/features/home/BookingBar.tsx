'use client';

import { SERVICE_TYPE_LABELS, ServiceType } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Icon } from '@/features/ui/Icon';
import field from '@/features/ui/field.module.css';
import { MixedText } from '@/features/ui/MixedText';
import text from '@/features/ui/text.module.css';
import { BOOKING_SECTIONS, type BookingSection } from './booking-sections';
import styles from './BookingBar.module.css';

/**
 * The entry to the airport VIP booking (§3 searchBarState: `isOpen`, `section`): the service, the flight date (Jalali)
 * and a flight number or city, leading to /cip/booking. On a phone the bar opens from one button; `?booking=open&section=…`
 * (the CMS hero links) opens it on a section. Plain HTML: a GET form to /cip/booking (service radios, a native list of
 * the next days), so it also works before or without JavaScript.
 */
export function BookingBar({
  initialOpen,
  initialSection,
  dateOptions,
}: {
  initialOpen: boolean;
  initialSection: BookingSection;
  /** The `<option>`s of the flight date after "any date" (`BookingDateOptions`, made on the server). */
  dateOptions: ReactNode;
}) {
  const t = useTranslations('home');
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(initialOpen);
  const [section, setSection] = useState<BookingSection>(initialSection);
  const [date, setDate] = useState('');
  const [q, setQ] = useState('');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (initialOpen) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [initialOpen]);

  // With JavaScript: a client navigation without the empty fields.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = new URLSearchParams({ service: section });
    if (date) p.set('date', date);
    if (q.trim()) p.set('q', q.trim());
    router.push(`/cip/booking?${p}`);
  };

  return (
    <section
      ref={ref}
      aria-labelledby="booking-bar-title"
      className={styles.bar}
      data-testid="booking-bar"
      data-open={isOpen}
      data-section={section}
    >
      <div className={styles.head}>
        <h2 id="booking-bar-title" className={styles.title}>
          <Icon name="flightTakeoff" className={`flip-rtl ${styles.titleIcon}`} />
          {t('bookingTitle')}
        </h2>
        <button
          type="button"
          onClick={() => setIsOpen((o) => !o)}
          aria-expanded={isOpen}
          aria-controls="booking-bar-form"
          className={`${styles.toggle} ${isOpen ? text.buttonText : text.button}`}
          data-testid="booking-toggle"
        >
          {isOpen ? t('bookingClose') : t('bookingOpen')}
        </button>
      </div>
      <form id="booking-bar-form" action="/cip/booking" method="get" onSubmit={submit} className={styles.form}>
        <fieldset className={styles.services}>
          <legend className="visually-hidden">{t('bookingService')}</legend>
          {BOOKING_SECTIONS.map((s) => (
            <label key={s} className={styles.service}>
              <input
                type="radio"
                name="service"
                value={s}
                checked={section === s}
                onChange={() => setSection(s)}
                data-testid={`booking-section-${s}`}
              />
              <span>
                <MixedText>{SERVICE_TYPE_LABELS[ServiceType[s]]}</MixedText>
              </span>
            </label>
          ))}
        </fieldset>
        <label className={field.field}>
          <span className={field.label}>{t('bookingDate')}</span>
          <select name="date" value={date} onChange={(e) => setDate(e.target.value)}>
            <option value="">{t('bookingAnyDate')}</option>
            {dateOptions}
          </select>
        </label>
        <label className={field.field}>
          <span className={field.label}>{t('bookingSearch')}</span>
          <input
            name="q"
            type="text"
            placeholder={t('bookingSearchHint')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={60}
            data-testid="booking-q"
          />
        </label>
        <button type="submit" className={`${text.button} ${styles.submit}`} data-testid="booking-submit">
          <Icon name="search" />
          {t('bookingSubmit')}
        </button>
      </form>
    </section>
  );
}
