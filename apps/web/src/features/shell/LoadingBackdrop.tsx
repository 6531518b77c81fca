import { getTranslations } from 'next-intl/server';
import styles from './LoadingBackdrop.module.css';

/** Full-screen loading backdrop for pages still being generated (plain HTML: MUI's Backdrop and spinner look). */
export async function LoadingBackdrop() {
  const t = await getTranslations('common');
  return (
    <div className={styles.backdrop} data-testid="loading-backdrop">
      <span role="progressbar" aria-label={t('loading')} className={styles.spinner} />
    </div>
  );
}
