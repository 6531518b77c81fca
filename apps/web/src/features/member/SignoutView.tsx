'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRouter } from '@/i18n/navigation';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { useEffect, useRef } from 'react';
import { forgetOfflineVouchers } from '@/features/cip/voucher/offline';

/**
 * Signs out (next-auth's sign-out revokes the API session on the server), forgets the vouchers kept for offline use
 * (the next person on this browser must not see them), then goes home.
 */
export function SignoutView() {
  const t = useTranslations('member');
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void Promise.all([signOut({ redirect: false }), forgetOfflineVouchers()])
      .catch(() => undefined)
      .then(() => {
        enqueueSnackbar(t('signedOut'), { variant: 'info' });
        router.replace('/');
        router.refresh();
      });
  }, [router, enqueueSnackbar, t]);
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden />
      <Typography>{t('signingOut')}</Typography>
    </Box>
  );
}
