'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { api, TOPUP_MAX_RIALS, TOPUP_MIN_RIALS } from '@vip/contract';
import { tomanToRial } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { parseToman, TOPUP_PRESETS_TOMAN } from './amount';

/** Online top-up: a preset or typed amount, then the configured bank (the API picks it); the bank sends the browser back to /credit. */
export function OnlineTopup() {
  const t = useTranslations('credit');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  // The field reads in the reader's digits (English Latin, Persian and Arabic their own); any of them may be typed.
  const [text, setText] = useState(() => fmt.number(TOPUP_PRESETS_TOMAN[1]));
  const toman = parseToman(text);
  const rial = toman === null ? null : tomanToRial(toman);
  // The limits in the reader's digits (Toman, as the field is typed).
  const range = { min: fmt.number(TOPUP_MIN_RIALS / 10), max: fmt.number(TOPUP_MAX_RIALS / 10) };
  const invalid = rial === null || rial < TOPUP_MIN_RIALS || rial > TOPUP_MAX_RIALS;
  const start = useMutation({
    mutationFn: (amount: number) => memberCall(api.startCreditTopup, { body: { amount } }),
    onSuccess: ({ data }) => {
      if (data.redirect_url) window.location.assign(data.redirect_url);
      else window.location.reload();
    },
  });
  // Still busy after success: the browser is leaving for the bank.
  const busy = start.isPending || start.isSuccess;
  const error = start.error?.message ?? null;
  const pay = () => {
    if (invalid || rial === null) return;
    start.mutate(rial);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography variant="body2" color="text.secondary">
        {t('onlineHint')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={toman}
        onChange={(_, v: number | null) => v && setText(fmt.number(v))}
        aria-label={t('presets')}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1, flex: '1 0 120px' },
        }}
      >
        {TOPUP_PRESETS_TOMAN.map((p) => (
          <ToggleButton key={p} value={p} data-testid={`preset-${p}`}>
            {fmt.toman(tomanToRial(p))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('amountToman')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'topup-amount' } }}
        error={text !== '' && invalid}
        helperText={t(text !== '' && invalid ? 'amountRange' : 'amountHelp', range)}
      />
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      <Button variant="contained" size="large" onClick={pay} disabled={invalid || busy} data-testid="topup-pay">
        {busy ? t('goingToBank') : rial ? t('payAmount', { amount: fmt.toman(rial) }) : t('pay')}
      </Button>
    </Box>
  );
}
