'use client';

import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useSnackbar } from 'notistack';
import { MAX_COMPARE, useCompareIds, useCompareStore } from './compare-store';

/** Adds a product to (or removes it from) the compare list of §3. */
export function CompareButton({
  id,
  title,
  variant = 'icon',
}: {
  id: number;
  title: string;
  variant?: 'icon' | 'text';
}) {
  const t = useTranslations('catalog');
  const ids = useCompareIds();
  const toggle = useCompareStore((s) => s.toggle);
  const { enqueueSnackbar } = useSnackbar();
  const selected = ids.includes(id);
  const onClick = () => {
    if (!toggle(id)) {
      enqueueSnackbar(t('compareFull', { n: toPersianDigits(MAX_COMPARE) }), { variant: 'warning' });
      return;
    }
    enqueueSnackbar(selected ? t('compareRemoved') : t('compareAdded'), { variant: selected ? 'info' : 'success' });
  };
  const label = selected ? t('removeFromCompare', { title }) : t('addToCompare', { title });
  if (variant === 'text') {
    return (
      <Button
        onClick={onClick}
        variant={selected ? 'contained' : 'outlined'}
        color="secondary"
        startIcon={<CompareArrows />}
        aria-pressed={selected}
        data-testid="compare-toggle"
      >
        {selected ? t('inCompare') : t('compare')}
      </Button>
    );
  }
  return (
    <Tooltip title={selected ? t('inCompare') : t('compare')}>
      <IconButton
        onClick={onClick}
        aria-label={label}
        aria-pressed={selected}
        color={selected ? 'primary' : 'default'}
        data-testid="compare-toggle"
        sx={{ bgcolor: selected ? 'action.selected' : 'background.paper', border: 1, borderColor: 'divider' }}
      >
        <CompareArrows fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
