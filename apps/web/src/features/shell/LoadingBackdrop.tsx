import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { getTranslations } from 'next-intl/server';

/** Full-screen loading backdrop for pages still being generated. */
export async function LoadingBackdrop() {
  const t = await getTranslations('common');
  return (
    <Backdrop open sx={{ zIndex: 1500, color: '#fff' }} data-testid="loading-backdrop">
      <CircularProgress color="inherit" aria-label={t('loading')} />
    </Backdrop>
  );
}
