'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useDialogs } from './dialog-store';
import styles from './DialogLayer.module.css';

/**
 * Renders the dialog requested through `useDialogs().open(...)`: a native modal `<dialog>` (focus kept inside, Esc
 * closes, focus returns to the opener). Client-only, no styling runtime.
 */
export default function DialogLayer() {
  const t = useTranslations('common');
  const { current, close } = useDialogs();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (current && !d.open) d.showModal();
    if (!current && d.open) d.close();
  }, [current]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc is the dialog's own
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="shared-dialog-title"
      onClose={close}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      {current && (
        <>
          <h2 id="shared-dialog-title" className={styles.title}>
            {current.title}
          </h2>
          <div className={styles.content}>{current.body}</div>
          <div className={styles.actions}>
            <button type="button" className={styles.text} onClick={close}>
              {t('close')}
            </button>
            {current.onConfirm && (
              <button
                type="button"
                className={styles.contained}
                onClick={() => {
                  current.onConfirm?.();
                  close();
                }}
              >
                {current.confirmLabel}
              </button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
