'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { toLatinDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { useSnackbar } from '@/features/ui/toast';

/**
 * The code mailed to a new profile e-mail: the address becomes the account's only when it comes back, so until then
 * the profile asks for it (and can send it again).
 */
export function EmailCodeForm({ pendingEmail }: { pendingEmail: string }) {
  const t = useTranslations('profile');
  const memberCall = useMemberCall();
  const queryClient = useQueryClient();
  const { member } = useMember();
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verifyCode = useMutation({
    mutationFn: (digits: string) => memberCall(api.verifyMyEmail, { body: { code: digits } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', member?.id, 'getMe'] });
      enqueueSnackbar(t('emailVerified'), { variant: 'success' });
    },
  });
  const resendCode = useMutation({
    mutationFn: () => memberCall(api.changeMyEmail, { body: { email: pendingEmail } }),
    onSuccess: () => enqueueSnackbar(t('emailCodeSent', { email: pendingEmail }), { variant: 'success' }),
  });
  const busy = verifyCode.isPending || resendCode.isPending;
  const error = problem ?? (verifyCode.error ?? resendCode.error)?.message ?? null;

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const digits = toLatinDigits(code.trim());
    resendCode.reset();
    if (!/^[0-9]{6}$/.test(digits)) {
      setProblem(t('emailCodeNeeded'));
      return;
    }
    setProblem(null);
    verifyCode.mutate(digits);
  };

  const resend = () => {
    setProblem(null);
    verifyCode.reset();
    resendCode.mutate();
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={verify}
      noValidate
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
      aria-labelledby="email-code-title"
      data-testid="email-code-form"
    >
      <Typography id="email-code-title" variant="h6" component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
        {t('emailCodeTitle')}
      </Typography>
      <Typography variant="body2" sx={{ lineHeight: 2 }}>
        {t.rich('emailCodeIntro', { email: pendingEmail, b: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
      </Typography>
      <TextField
        label={t('emailCodeLabel')}
        name="email_code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
        sx={{ maxWidth: 240 }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="email-code-verify">
          {busy ? t('emailVerifying') : t('emailVerify')}
        </Button>
        <Button variant="text" onClick={resend} disabled={busy}>
          {t('emailResend')}
        </Button>
      </Box>
    </Paper>
  );
}
