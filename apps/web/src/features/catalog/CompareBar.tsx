'use client';

import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { useLocale, useTranslations } from 'next-intl';
import { readerDigits } from '@/i18n/reader-digits';
import { useLayoutEffect, useRef } from 'react';
import { Icon } from '@/features/ui/Icon';
import text from '@/features/ui/text.module.css';
import styles from './catalog.module.css';
import { useCompareIds, useCompareStore } from './compare-store';

/** A small floating bar leading to /compare once products are chosen for comparison (plain HTML). */
export function CompareBar() {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const ids = useCompareIds();
  const clear = useCompareStore((s) => s.clear);
  const bar = useRef<HTMLElement>(null);
  const shown = ids.length > 0;
  // Tell the page how much room the bar takes (globals.css --compare-bar-h): the support button stacks above it and
  // the page keeps that room at its end.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--compare-bar-h', `${el.offsetHeight + 12}px`);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty('--compare-bar-h');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <section ref={bar} data-testid="compare-bar" aria-label={t('compareBar')} className={styles.compareBar}>
      <Icon name="compareArrows" className={styles.compareIcon} />
      <span className={styles.compareCount}>{t('compareCount', { n: readerDigits(locale, ids.length) })}</span>
      <Link
        href={`/compare?ids=${ids.join(',')}`}
        className={`${text.button} ${styles.small}`}
        data-testid="compare-go"
      >
        {t('compareNow')}
      </Link>
      <button type="button" className={styles.clear} onClick={clear}>
        {t('clear')}
      </button>
    </section>
  );
}
