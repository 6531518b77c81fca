'use client';

import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_ITEM_COUNT, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/**
 * A count with − and + buttons (passengers, wheelchairs, parking…), clamped to min…MAX_ITEM_COUNT. The value is
 * announced through the group's label; the buttons say what they change.
 */
export function CountField({
  label,
  value,
  onChange,
  min = 0,
  max = MAX_ITEM_COUNT,
  hint,
  testId,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  max?: number;
  hint?: string;
  testId?: string;
}) {
  const t = useTranslations('cip');
  const id = useId();
  return (
    <Box
      role="group"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 44 }}
    >
      <Box>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          size="small"
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={t('increase', { label })}
          data-testid={testId && `${testId}-plus`}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Add fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
          data-testid={testId && `${testId}-value`}
        >
          {toPersianDigits(value)}
        </Typography>
        <IconButton
          size="small"
          onClick={() => onChange(value - 1)}
          disabled={value <= min}
          aria-label={t('decrease', { label })}
          data-testid={testId && `${testId}-minus`}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Remove fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
