'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { validateEmail } from '@vip/domain';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { TextLink } from '@/components/links';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { LtrField } from './fields';
import { PasswordField } from './PasswordField';

/** Sign-in by e-mail and password through next-auth; the API's Persian refusal is shown as is. */
export function EmailSignin({ signupHref }: { signupHref: string }) {
  const t = useTranslations('member');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    const r = validateEmail(email);
    if (!r.ok) next.email = r.reason;
    if (!password) next.password = 'رمز عبور را وارد کنید.';
    setErrors(next);
    if (next.email || next.password) return;
    setPending(true);
    setError(null);
    const res = await signIn('email', { email: r.ok ? r.value : email, password, redirect: false }).catch(
      () => undefined,
    );
    if (!res?.ok || res.error) {
      setError(decodeAuthFailure(res?.error).message);
      setPending(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('emailSignin')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signin-error">
          {error}
        </Alert>
      )}
      <LtrField
        label={t('emailLabel')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!errors.email}
        helperText={errors.email}
        required
        autoFocus
        sx={{ mb: 2 }}
      />
      <PasswordField
        label={t('passwordLabel')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
        required
        sx={{ mb: 1 }}
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        <TextLink href="/member/forgot" data-testid="forgot-link">
          {t('forgotLink')}
        </TextLink>
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {t('emailSignin')}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        {t('noAccount')}{' '}
        <TextLink href={signupHref} sx={{ fontWeight: 700 }}>
          {t('createAccount')}
        </TextLink>
      </Typography>
    </Box>
  );
}
