'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RequestCodeResponse } from '@vip/contract';
import { countdown, toLatinDigits, toPersianDigits, validateMobile } from '@vip/domain';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useSnackbar } from 'notistack';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { ApiClientError, useApi } from '@/lib/api-client';
import { CaptchaBox, useCaptcha } from './Captcha';
import { LtrField } from './fields';

/** Seconds left until `at` (epoch ms), ticking every second. */
function useSecondsLeft(at: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (at <= Date.now()) return;
    const id = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= at) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Sign-in by mobile (DESIGN §6): the number, then the 6-digit SMS code with the hh:mm:ss countdown to the resend,
 * the §7 captcha whenever the API asks for it. A successful code signs in through next-auth; the page then shows
 * the profile step for a new member or returns to the page that asked.
 */
export function MobileSignin() {
  const t = useTranslations('member');
  const api = useApi();
  const { enqueueSnackbar } = useSnackbar();
  const captcha = useCaptcha();
  const [step, setStep] = useState<'mobile' | 'code'>('mobile');
  const [input, setInput] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const codeRef = useRef<HTMLInputElement>(null);

  async function requestCode(number: string, resend: boolean) {
    setPending(true);
    setError(null);
    try {
      const r = await api<RequestCodeResponse>('/v1/sitemember/fa/auth/mobile/request-code', {
        method: 'POST',
        body: { mobile: number, ...captcha.fields() },
      });
      setMobile(r.data.mobile);
      setResendAt(Date.now() + r.data.resend_after_seconds * 1000);
      setStep('code');
      setCode('');
      // The answer says whether the next request for this number needs the captcha again.
      if (r.data.captcha_required) void captcha.reload();
      else captcha.reset();
      if (resend) enqueueSnackbar(t('codeResent'), { variant: 'success' });
      setTimeout(() => codeRef.current?.focus(), 50);
    } catch (e) {
      const err = e instanceof ApiClientError ? e : new ApiClientError(0, String(e));
      const apiCode = err.body?.error_code;
      if (apiCode === 'captcha_required' || apiCode === 'captcha_invalid') void captcha.reload();
      setError(err.message);
    } finally {
      setPending(false);
    }
  }

  function submitMobile(e: FormEvent) {
    e.preventDefault();
    const result = validateMobile(input);
    if (!result.ok) {
      setFieldError(result.reason);
      return;
    }
    setFieldError(null);
    void requestCode(result.value, false);
  }

  async function verify(value: string) {
    const latin = toLatinDigits(value).trim();
    if (!/^[0-9]{6}$/.test(latin)) {
      setFieldError('کد تأیید باید ۶ رقم باشد.');
      return;
    }
    setFieldError(null);
    setError(null);
    setPending(true);
    const res = await signIn('mobile', { mobile, code: latin, redirect: false }).catch(() => undefined);
    if (!res?.ok || res.error) {
      setPending(false);
      setError(decodeAuthFailure(res?.error).message);
      codeRef.current?.select();
      return;
    }
    // Signed in: the sign-in page moves on (profile step or back to the page that asked) from the session.
  }

  function changeCode(v: string) {
    // Keep the digits as typed (Persian, Arabic-Indic or Latin); the API gets Latin digits.
    const digits = v.replace(/[^0-9\u06F0-\u06F9\u0660-\u0669]/g, '').slice(0, 6);
    setCode(digits);
    if (digits.length === 6 && !pending) void verify(digits);
  }

  if (step === 'mobile') {
    return (
      <Box component="form" noValidate onSubmit={submitMobile} aria-label={t('tabMobile')}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <LtrField
          label={t('mobileLabel')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('mobilePlaceholder')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? t('mobileHelp')}
          required
          autoFocus
          maxLength={20}
          sx={{ mb: 2 }}
        />
        <CaptchaBox captcha={captcha} disabled={pending} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
          {t('sendCode')}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void verify(code);
      }}
      aria-label={t('codeTitle')}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('codeTitle')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t.rich('codeSentTo', {
            number: toPersianDigits(mobile),
            b: (chunks) => (
              <bdi dir="ltr" style={{ fontWeight: 700 }}>
                {chunks}
              </bdi>
            ),
          })}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setStep('mobile');
            setError(null);
            setFieldError(null);
          }}
          disabled={pending}
        >
          {t('editMobile')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signin-error">
          {error}
        </Alert>
      )}
      <LtrField
        inputRef={codeRef}
        label={t('codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        centered
        value={code}
        onChange={(e) => changeCode(e.target.value)}
        error={!!fieldError}
        helperText={fieldError ?? t('codeValidity')}
        required
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mb: 2 }}>
        {t('verify')}
      </Button>
      {secondsLeft > 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: 'center' }}
          aria-live="off"
          data-testid="countdown"
        >
          {t.rich('resendIn', {
            time: countdown(secondsLeft, 'fa'),
            b: (chunks) => (
              <bdi dir="ltr" style={{ fontWeight: 700 }}>
                {chunks}
              </bdi>
            ),
          })}
        </Typography>
      ) : (
        <>
          <CaptchaBox captcha={captcha} disabled={pending} />
          <Button fullWidth variant="outlined" onClick={() => void requestCode(mobile, true)} disabled={pending}>
            {t('resend')}
          </Button>
        </>
      )}
    </Box>
  );
}
