'use client';

import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vip/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCompareIds, useCompareStore } from './compare-store';

/** A small floating bar leading to /compare once products are chosen for comparison. */
export function CompareBar() {
  const t = useTranslations('catalog');
  const ids = useCompareIds();
  const clear = useCompareStore((s) => s.clear);
  if (ids.length === 0) return null;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('compareBar')}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        bottom: { xs: 72, md: 24 },
        zIndex: 1100,
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderRadius: 8,
      }}
    >
      <CompareArrows color="primary" aria-hidden />
      <Typography variant="body2">{t('compareCount', { n: toPersianDigits(ids.length) })}</Typography>
      <Button
        component={Link}
        href={`/compare?ids=${ids.join(',')}`}
        size="small"
        variant="contained"
        data-testid="compare-go"
      >
        {t('compareNow')}
      </Button>
      <Button size="small" color="inherit" onClick={clear}>
        {t('clear')}
      </Button>
    </Paper>
  );
}
