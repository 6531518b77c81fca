import { useTranslations } from 'next-intl';
import { Icon } from '@/features/ui/Icon';
import text from '@/features/ui/text.module.css';
import styles from './catalog.module.css';

/*
 * The compare toggles of §3 as plain HTML, with no island of their own (a page shows dozens of cards): the page's one
 * island (`ProductActions` → `useCompareToggles`) finds them by `data-compare`, handles their presses and keeps
 * `aria-pressed` (and a card's label and title) in step with the compare list; the look follows `aria-pressed` in CSS.
 * Server or client component alike (no hooks but the translations).
 */

/** The compare toggle of a product card: a small round icon button in the card's end corner. */
export function CompareToggle({ id, title }: { id: number; title: string }) {
  const t = useTranslations('catalog');
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed="false"
      aria-label={t('addToCompare', { title })}
      title={t('compare')}
      data-compare={id}
      data-title={title}
      data-testid="compare-toggle"
    />
  );
}

/** The product page's labelled compare button: its label is the state ("compare" / "in the compare list"). */
export function CompareButton({ id }: { id: number }) {
  const t = useTranslations('catalog');
  return (
    <button
      type="button"
      className={`${text.buttonOutlined} ${styles.compareButton}`}
      aria-pressed="false"
      data-compare={id}
      data-testid="compare-toggle"
    >
      <Icon name="compareArrows" size={20} />
      <span className={styles.whenOff}>{t('compare')}</span>
      <span className={styles.whenOn}>{t('inCompare')}</span>
    </button>
  );
}
