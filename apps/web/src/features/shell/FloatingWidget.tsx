'use client';

import SupportAgent from '@mui/icons-material/SupportAgent';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useDialogs } from './dialog-store';

/** Floating support button (client-only); opens the support dialog through the shared dialog layer. */
export default function FloatingWidget() {
  const t = useTranslations('shell');
  const open = useDialogs((s) => s.open);
  return (
    <Fab
      color="primary"
      aria-label={t('support')}
      data-testid="floating-widget"
      onClick={() =>
        open({
          title: t('supportTitle'),
          body: (
            <Typography>
              {t('supportBody')} <span dir="ltr">{t('supportPhone')}</span>
            </Typography>
          ),
        })
      }
      sx={{ position: 'fixed', insetInlineStart: 16, bottom: { xs: 76, md: 24 }, zIndex: 'speedDial' }}
    >
      <SupportAgent />
    </Fab>
  );
}
