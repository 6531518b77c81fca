'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/features/ui/Icon';
import { useDialogs } from './dialog-store';
import styles from './FloatingWidget.module.css';

/** Floating support button (client-only); opens the support dialog through the shared dialog layer. */
export default function FloatingWidget() {
  const t = useTranslations('shell');
  const open = useDialogs((s) => s.open);
  return (
    <button
      type="button"
      className={styles.fab}
      aria-label={t('support')}
      data-testid="floating-widget"
      onClick={() =>
        open({
          title: t('supportTitle'),
          body: (
            <p>
              {t('supportBody')} <span dir="ltr">{t('supportPhone')}</span>
            </p>
          ),
        })
      }
    >
      <Icon name="supportAgent" />
    </button>
  );
}
