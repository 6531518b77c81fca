'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Icon } from '@/features/ui/Icon';
import { localizedPath } from '@/i18n/routing';
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
  // The shell's service names: the domain's labels are Persian, and the shell's messages reach this island already.
  const ts = useTranslations('shell');
  const serviceLabel: Record<BookingSection, string> = {
    fastTrack: ts('fastTrack'),
    businessLounge: ts('businessLounge'),
    cip: ts('cipService'),
  };
  const locale = useLocale();
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(initialOpen);
  const [section, setSection] = useState<BookingSection>(initialSection);
  const ref = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (initialOpen) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [initialOpen]);
  // The form is on screen before the page comes to life (its scripts load after the first paint): a service chosen by
  // then is taken up (the date and flight fields are the form's own, read when it is sent).
  useEffect(() => {
    const early = form.current && fieldsOf(form.current).service;
    if (early) setSection(early);
  }, []);

  // With JavaScript: a client navigation without the empty fields. The fields are read from the form itself: a send
  // tapped before the page came to life is replayed once it has, before the state could take the service up.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const sent = fieldsOf(e.currentTarget);
    const p = new URLSearchParams({ service: sent.service ?? section });
    if (sent.date) p.set('date', sent.date);
    if (sent.q.trim()) p.set('q', sent.q.trim());
    router.push(localizedPath(locale, `/cip/booking?${p}`));
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
      <form
        ref={form}
        id="booking-bar-form"
        action={localizedPath(locale, '/cip/booking')}
        method="get"
        onSubmit={submit}
        className={styles.form}
      >
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
                <MixedText>{serviceLabel[s]}</MixedText>
              </span>
            </label>
          ))}
        </fieldset>
        <label className={field.field}>
          <span className={field.label}>{t('bookingDate')}</span>
          <select name="date" defaultValue="">
            <option value="">{t('bookingAnyDate')}</option>
            {dateOptions}
          </select>
        </label>
        <label className={field.field}>
          <span className={field.label}>{t('bookingSearch')}</span>
          <input name="q" type="text" placeholder={t('bookingSearchHint')} maxLength={60} data-testid="booking-q" />
        </label>
        <button type="submit" className={`${text.button} ${styles.submit}`} data-testid="booking-submit">
          <Icon name="search" />
          {t('bookingSubmit')}
        </button>
      </form>
    </section>
  );
}

/** The bar's fields as the form holds them. */
function fieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const service = data.get('service');
  return {
    service: BOOKING_SECTIONS.find((s) => s === service),
    date: String(data.get('date') ?? ''),
    q: String(data.get('q') ?? ''),
  };
}
