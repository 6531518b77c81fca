'use client';

import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vip/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef } from 'react';
import { useCompareIds, useCompareStore } from './compare-store';

/** A small floating bar leading to /compare once products are chosen for comparison. */
export function CompareBar() {
  const t = useTranslations('catalog');
  const ids = useCompareIds();
  const clear = useCompareStore((s) => s.clear);
  const bar = useRef<HTMLDivElement>(null);
  const shown = ids.length > 0;
  // Tell the page how much room the bar takes (globals.css --compare-bar-h): the support button stacks above it and
  // the page keeps that room at its end.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--compare-bar-h', `${el.offsetHeight + 12}px`);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty('--compare-bar-h');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <Paper
      ref={bar}
      elevation={6}
      role="region"
      data-testid="compare-bar"
      aria-label={t('compareBar')}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        bottom: 'calc(var(--bottom-nav-h) + 16px)',
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
