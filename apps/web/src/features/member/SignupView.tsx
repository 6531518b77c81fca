'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api as endpoints, emailSignupBody } from '@vip/contract';
import { toLatinDigits } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { signIn, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { TextLink } from '@/components/links';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { useContractForm } from '@/features/forms/use-contract-form';
import { useApi } from '@/lib/api-client';
import { LtrField, NameFields } from './fields';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/**
 * E-mail sign-up (§5 strength meter; the API decides the minimum level and says what is missing): the form, then the
 * 6-digit code mailed to the address, which creates the account and signs in. The API answers the first step the
 * same for a registered and a new address, so the form cannot tell who has an account.
 */
export function SignupView({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations('member');
  const router = useRouter();
  const api = useApi();
  const { status } = useSession();
  const form = useContractForm(emailSignupBody, { first_name: '', last_name: '', email: '', password: '' });
  const password = form.watch('password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (status === 'authenticated') router.replace(callbackUrl);
  }, [status, router, callbackUrl]);

  const submit = form.handleSubmit(async (body) => {
    form.clearError();
    try {
      const res = await api(endpoints.signupByEmail, { body });
      setSentTo(res.data.email);
    } catch (e) {
      form.showError(e);
    }
  });

  const signUp = useMutation({
    mutationFn: async ({ email, typed }: { email: string; typed: string }) => {
      const res = await signIn('email-verify', { email, code: toLatinDigits(typed), redirect: false }).catch(
        () => undefined,
      );
      // next-auth answers a refusal (wrong or spent code) with the API's error encoded, not a rejection.
      if (!res?.ok || res.error) throw decodeAuthFailure(res?.error);
    },
  });
  const codeError = signUp.error?.message ?? null;
  // Signed in: the page moves on from the session, so the form stays busy meanwhile.
  const verifying = signUp.isPending || signUp.isSuccess;

  function verify(e: FormEvent) {
    e.preventDefault();
    if (sentTo) signUp.mutate({ email: sentTo, typed: code });
  }

  if (sentTo) {
    return (
      <Box component="form" noValidate onSubmit={verify} aria-label={t('codeTitle')}>
        <Typography variant="body2" sx={{ mb: 2, lineHeight: 2 }} data-testid="signup-code-sent">
          {t.rich('signupCodeSent', { email: sentTo, b: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </Typography>
        {codeError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signup-error">
            {codeError}
          </Alert>
        )}
        <LtrField
          label={t('codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          centered
          value={code}
          onChange={(ev) => setCode(ev.target.value)}
          required
          sx={{ mb: 2 }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={verifying} sx={{ mb: 2 }}>
          {t('signupVerify')}
        </Button>
        <Button variant="text" fullWidth onClick={() => setSentTo(null)}>
          {t('signupChangeEmail')}
        </Button>
      </Box>
    );
  }

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
