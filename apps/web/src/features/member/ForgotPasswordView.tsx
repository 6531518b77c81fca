'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { toPersianDigits, validateEmail } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { TextLink } from '@/components/links';
import { SIGN_IN_PATH } from '@/features/auth/paths';
import { ApiClientError, call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';
import { LtrField } from './fields';
import { PasswordField } from './PasswordField';

type Step = 'email' | 'code' | 'done';

/** "Forgot password" (issue #16): the e-mail, then the code that was sent and a new password. */
export function ForgotPasswordView() {
  const t = useTranslations('member');
  const config = usePublicConfig();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [minutes, setMinutes] = useState(15);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  /** The API's refusal beside the field it names (or above the form), any other failure as a generic message. */
  const showFailure = (e: unknown) => {
    const err = e instanceof ApiClientError ? e : new ApiClientError(0, 'خطایی رخ داد؛ دوباره تلاش کنید.');
    setError({ field: err.body?.errors?.[0]?.field, message: err.body?.errors?.[0]?.message ?? err.message });
  };
  const requestCode = useMutation({
    mutationFn: (address: string) => call(config, api.requestPasswordReset, { body: { email: address } }),
    onMutate: () => setError(null),
    onSuccess: (res, address) => {
      setEmail(address);
      setMinutes(res.data.expires_in_seconds / 60);
      setStep('code');
    },
    onError: showFailure,
  });
  const reset = useMutation({
    mutationFn: () => call(config, api.resetPassword, { body: { email, code, password } }),
    onMutate: () => setError(null),
    onSuccess: () => setStep('done'),
    onError: showFailure,
  });
  const pending = requestCode.isPending || reset.isPending;

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    const r = validateEmail(email);
    if (!r.ok) return setError({ field: 'body.email', message: r.reason });
    requestCode.mutate(r.value);
  };
  const resetPassword = (e: FormEvent) => {
    e.preventDefault();
    reset.mutate();
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  const formError = error && !['body.email', 'body.code', 'body.password'].includes(error.field ?? '');

  return (
    <>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="forgot-error">
          {error.message}
        </Alert>
      )}
      {step === 'email' && (
        <Box component="form" noValidate onSubmit={sendCode} aria-label={t('forgotTitle')}>
          <LtrField
            label={t('emailLabel')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!fieldError('body.email')}
            helperText={fieldError('body.email')}
            required
            autoFocus
            sx={{ mb: 2 }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
            {t('forgotSend')}
          </Button>
        </Box>
      )}
      {step === 'code' && (
        <Box component="form" noValidate onSubmit={resetPassword} aria-label={t('resetSubmit')}>
          <Alert severity="info" sx={{ mb: 2 }} data-testid="forgot-sent">
            {t('forgotSent', { minutes: toPersianDigits(minutes) })}
          </Alert>
          <LtrField
            label={t('resetCode')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            centered
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!fieldError('body.code')}
            helperText={fieldError('body.code')}
            required
            autoFocus
            sx={{ mb: 2 }}
          />
          <PasswordField
            label={t('newPassword')}
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!fieldError('body.password')}
            helperText={fieldError('body.password')}
            required
            sx={{ mb: 2.5 }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
            {t('resetSubmit')}
          </Button>
        </Box>
      )}
      {step === 'done' && (
        <Alert severity="success" data-testid="forgot-done">
          {t('resetDone')}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <TextLink href={SIGN_IN_PATH} sx={{ fontWeight: 700 }}>
          {t('backToSignin')}
        </TextLink>
      </Typography>
    </>
  );
}
