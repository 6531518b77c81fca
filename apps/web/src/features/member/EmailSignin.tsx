'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { emailSigninBody } from '@vip/contract';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { TextLink } from '@/components/links';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { useContractForm } from '@/features/forms/use-contract-form';
import { LtrField } from './fields';
import { PasswordField } from './PasswordField';

/** Sign-in by e-mail and password through next-auth; the API's Persian refusal is shown as is. */
export function EmailSignin({ signupHref }: { signupHref: string }) {
  const t = useTranslations('member');
  const form = useContractForm(emailSigninBody, { email: '', password: '' });

  const submit = form.handleSubmit(async (body) => {
    form.clearError();
    const res = await signIn('email', { ...body, redirect: false }).catch(() => undefined);
    if (!res?.ok || res.error) form.showError(decodeAuthFailure(res?.error));
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('emailSignin')}>
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signin-error">
          {form.formError}
        </Alert>
      )}
      <LtrField
        label={t('emailLabel')}
        type="email"
        inputMode="email"
        autoComplete="username"
        {...form.field('email')}
        required
        autoFocus
        sx={{ mb: 2 }}
      />
      <PasswordField
        label={t('passwordLabel')}
        autoComplete="current-password"
        {...form.field('password')}
        required
        sx={{ mb: 1 }}
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        <TextLink href="/member/forgot" data-testid="forgot-link">
          {t('forgotLink')}
        </TextLink>
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.formState.isSubmitting}>
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
