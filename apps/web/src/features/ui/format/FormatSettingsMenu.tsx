'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useContext } from 'react';
// Not useFormat(): the footer's control stays free of the formatter and the rate fetch (every page's weight).
import { FormatContext } from './format-context';
import { saveFormatSettings } from './format-cookie';
import styles from './FormatSettingsMenu.module.css';
import { DISPLAY_CURRENCIES, type FormatSettings, parseFormatSettings, serializeFormatSettings } from './settings';

/**
 * The reader's display choices (docs/architecture.md, "Dates, digits and prices"): the currency of the approximate price, and for an Arabic reader the
 * digits and the calendar. Saved in a cookie and the page re-rendered by the server, so every date and price —
 * server-rendered and island alike — follows at once.
 */
export function FormatSettingsMenu() {
  const t = useTranslations('ui');
  const router = useRouter();
  const locale = useLocale();
  const settings = useContext(FormatContext)?.settings ?? parseFormatSettings(locale, null);
  const save = (change: Partial<FormatSettings>) => {
    const next = { ...settings, ...change };
    saveFormatSettings(serializeFormatSettings(next));
    router.refresh();
  };
  return (
    <fieldset className={styles.settings} aria-label={t('displaySettings')}>
      <label>
        {t('approxCurrency')}{' '}
        <select
          value={settings.currency ?? 'none'}
          onChange={(e) => save({ currency: e.target.value === 'none' ? null : (e.target.value as never) })}
        >
          <option value="none">{t('currencyNone')}</option>
          {DISPLAY_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {settings.lang === 'ar' ? (
        <>
          <label>
            {t('digits')}{' '}
            <select
              value={settings.digits}
              onChange={(e) => save({ digits: e.target.value as FormatSettings['digits'] })}
            >
              <option value="native">{t('digitsNative')}</option>
              <option value="latn">{t('digitsLatin')}</option>
            </select>
          </label>
          <label>
            {t('calendar')}{' '}
            <select
              value={settings.calendar}
              onChange={(e) => save({ calendar: e.target.value as FormatSettings['calendar'] })}
            >
              <option value="gregorian">{t('calendarGregorian')}</option>
              <option value="hijri">{t('calendarHijri')}</option>
            </select>
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
