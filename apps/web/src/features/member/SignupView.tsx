'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { emailSignupBody } from '@vip/contract';
import { useRouter } from 'next/navigation';
import { signIn, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { TextLink } from '@/components/links';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { useContractForm } from '@/features/forms/use-contract-form';
import { LtrField, NameFields } from './fields';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** E-mail sign-up (§5 strength meter; the API decides the minimum level and says what is missing), then signed in. */
export function SignupView({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations('member');
  const router = useRouter();
  const { status } = useSession();
  const form = useContractForm(emailSignupBody, { first_name: '', last_name: '', email: '', password: '' });
  const password = form.watch('password');

  useEffect(() => {
    if (status === 'authenticated') router.replace(callbackUrl);
  }, [status, router, callbackUrl]);

  const submit = form.handleSubmit(async (body) => {
    form.clearError();
    const res = await signIn('email-signup', { ...body, redirect: false }).catch(() => undefined);
    if (!res?.ok || res.error) form.showError(decodeAuthFailure(res?.error));
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('signupTitle')}>
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signup-error">
          {form.formError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <NameFields field={form.field} />
      </Box>
      <LtrField
        label={t('emailLabel')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.field('email')}
        required
        sx={{ mb: 2 }}
      />
      <PasswordField
        label={t('passwordLabel')}
        autoComplete="new-password"
        {...form.field('password')}
        required
        sx={{ mb: 1.5 }}
      />
      <PasswordStrengthMeter password={password} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.formState.isSubmitting}>
        {t('signup')}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        {t('haveAccount')}{' '}
        <TextLink href={`/member/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`} sx={{ fontWeight: 700 }}>
          {t('goSignin')}
        </TextLink>
      </Typography>
    </Box>
  );
}
