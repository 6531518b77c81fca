'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmailSignupResponse } from '@vip/contract';
import { toLatinDigits, validateEmail } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { signIn, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { TextLink } from '@/components/links';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { ApiClientError, useApi } from '@/lib/api-client';
import { LtrField, NameFields } from './fields';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type Field = 'first_name' | 'last_name' | 'email' | 'password';

// The API answers sign-up the same for a registered and a new address (issue 11): the next step comes by e-mail.
const SIGNUP_PATH = '/v1/sitemember/fa/auth/email/signup';

/**
 * E-mail sign-up (§5 strength meter; the API decides the minimum level and says what is missing): the form, then the
 * 6-digit code mailed to the address, which creates the account and signs in.
 */
export function SignupView({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations('member');
  const router = useRouter();
  const api = useApi();
  const { status } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (status === 'authenticated') router.replace(callbackUrl);
  }, [status, router, callbackUrl]);

  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.first_name.trim()) next.first_name = t('requiredField');
    if (!values.last_name.trim()) next.last_name = t('requiredField');
    const em = validateEmail(values.email);
    if (!em.ok) next.email = em.reason;
    if (!values.password) next.password = 'رمز عبور را وارد کنید.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    setError(null);
    try {
      const res = await api<EmailSignupResponse>(SIGNUP_PATH, {
        method: 'POST',
        body: {
          email: em.ok ? em.value : values.email,
          password: values.password,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
        },
      });
      setSentTo(res.data.email);
    } catch (err) {
      const e = err instanceof ApiClientError ? err : new ApiClientError(0, String(err));
      const field = e.body?.errors?.[0];
      if (field?.field === 'body.password') setErrors({ password: field.message });
      if (field?.field === 'body.email') setErrors({ email: field.message });
      setError(field?.message ?? e.message);
    }
    setPending(false);
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!sentTo) return;
    setPending(true);
    setError(null);
    const res = await signIn('email-verify', { email: sentTo, code: toLatinDigits(code), redirect: false }).catch(
      () => undefined,
    );
    if (!res?.ok || res.error) {
      setError(decodeAuthFailure(res?.error).message);
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <Box component="form" noValidate onSubmit={verify} aria-label={t('codeTitle')}>
        <Typography variant="body2" sx={{ mb: 2, lineHeight: 2 }} data-testid="signup-code-sent">
          {t.rich('signupCodeSent', { email: sentTo, b: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signup-error">
            {error}
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
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mb: 2 }}>
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
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signup-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <NameFields values={values} errors={errors} set={set} />
      </Box>
      <LtrField
        label={t('emailLabel')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={!!errors.email}
        helperText={errors.email}
        required
        sx={{ mb: 2 }}
      />
      <PasswordField
        label={t('passwordLabel')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={!!errors.password}
        helperText={errors.password}
        required
        sx={{ mb: 1.5 }}
      />
      <PasswordStrengthMeter password={values.password} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
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
