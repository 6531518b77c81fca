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
      // Above the bottom bar and the compare bar (globals.css), never on them.
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        bottom: 'calc(var(--bottom-nav-h) + var(--compare-bar-h) + 16px)',
        zIndex: 'speedDial',
      }}
    >
      <SupportAgent />
    </Fab>
  );
}
