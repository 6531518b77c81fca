'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useDialogs } from './dialog-store';

/** Renders the dialog requested through `useDialogs().open(...)`. Client-only. */
export default function DialogLayer() {
  const t = useTranslations('common');
  const { current, close } = useDialogs();
  return (
    <Dialog open={current !== null} onClose={close} aria-labelledby="shared-dialog-title" fullWidth maxWidth="xs">
      {current && (
        <>
          <DialogTitle id="shared-dialog-title">{current.title}</DialogTitle>
          <DialogContent>{current.body}</DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('close')}</Button>
            {current.onConfirm && (
              <Button
                variant="contained"
                onClick={() => {
                  current.onConfirm?.();
                  close();
                }}
              >
                {current.confirmLabel}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
