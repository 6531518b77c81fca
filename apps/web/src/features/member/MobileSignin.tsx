'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api, requestCodeBody, verifyCodeBody } from '@vip/contract';
import { countdown, toPersianDigits } from '@vip/domain';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { decodeAuthFailure } from '@/features/auth/auth-error';
import { useContractForm } from '@/features/forms/use-contract-form';
import { toApiClientError } from '@/lib/api-call';
import { useApi } from '@/lib/api-client';
import { CaptchaBox, useCaptcha } from './Captcha';
import { LtrField } from './fields';

const mobileStep = requestCodeBody.pick({ mobile: true });
const codeStep = verifyCodeBody.pick({ code: true });

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
 * Sign-in by mobile (§6): the number, then the 6-digit SMS code with the hh:mm:ss countdown to the resend,
 * the §7 captcha whenever the API asks for it. A successful code signs in through next-auth; the page then shows
 * the profile step for a new member or returns to the page that asked.
 */
export function MobileSignin() {
  const t = useTranslations('member');
  const callApi = useApi();
  const { enqueueSnackbar } = useSnackbar();
  const captcha = useCaptcha();
  const [step, setStep] = useState<'mobile' | 'code'>('mobile');
  const [mobile, setMobile] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsLeft(resendAt);
  const codeRef = useRef<HTMLInputElement>(null);
  // Both steps validate with the API's own field schemas (same Persian messages as the API).
  const mobileForm = useContractForm(mobileStep, { mobile: '' });
  const codeForm = useContractForm(codeStep, { code: '' });
  const code = codeForm.watch('code');

  const sendCode = useMutation({
    mutationFn: ({ number }: { number: string; resend: boolean }) =>
      callApi(api.requestSigninCode, { body: { mobile: number, ...captcha.fields() } }),
    onMutate: () => {
      mobileForm.clearError();
      codeForm.clearError();
    },
    onSuccess: (r, { resend }) => {
      setMobile(r.data.mobile);
      setResendAt(Date.now() + r.data.resend_after_seconds * 1000);
      setStep('code');
      codeForm.reset({ code: '' });
      // The answer says whether the next request for this number needs the captcha again.
      if (r.data.captcha_required) void captcha.reload();
      else captcha.reset();
      if (resend) enqueueSnackbar(t('codeResent'), { variant: 'success' });
      setTimeout(() => codeRef.current?.focus(), 50);
    },
    onError: (e) => {
      const err = toApiClientError(e);
      if (err.code === 'captcha_required' || err.code === 'captcha_invalid') void captcha.reload();
      (step === 'mobile' ? mobileForm : codeForm).showError(err);
    },
  });
  const requestCode = (number: string, resend: boolean) => sendCode.mutate({ number, resend });

  const signInWithCode = useMutation({
    mutationFn: async (codeTyped: string) => {
      const res = await signIn('mobile', { mobile, code: codeTyped, redirect: false }).catch(() => undefined);
      // next-auth answers a refusal (wrong code, tries left, lockout) with the API's error encoded, not a rejection.
      if (!res?.ok || res.error) throw decodeAuthFailure(res?.error);
    },
    onMutate: () => codeForm.clearError(),
    onError: (e) => {
      codeForm.showError(e);
      codeRef.current?.select();
    },
  });
  // Signed in: the sign-in page moves on (profile step or back to the page that asked) from the session, so the
  // form stays busy rather than offering its buttons again meanwhile.
  const pending = sendCode.isPending || signInWithCode.isPending || signInWithCode.isSuccess;

  const submitMobile = mobileForm.handleSubmit((body) => requestCode(body.mobile, false));

  const verify = codeForm.handleSubmit((body) => signInWithCode.mutateAsync(body.code).catch(() => undefined));

  function changeCode(v: string) {
    // Keep the digits as typed (Persian, Arabic-Indic or Latin); the schema hands the API Latin digits.
    const digits = v.replace(/[^0-9\u06F0-\u06F9\u0660-\u0669]/g, '').slice(0, 6);
    codeForm.setValue('code', digits, { shouldValidate: codeForm.formState.isSubmitted });
    if (digits.length === 6 && !pending) void verify();
  }

  if (step === 'mobile') {
    return (
      <Box component="form" noValidate onSubmit={submitMobile} aria-label={t('tabMobile')}>
        {mobileForm.formError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {mobileForm.formError}
          </Alert>
        )}
        <LtrField
          label={t('mobileLabel')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('mobilePlaceholder')}
          {...mobileForm.field('mobile', t('mobileHelp'))}
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
    <Box component="form" noValidate onSubmit={verify} aria-label={t('codeTitle')}>
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
            mobileForm.clearError();
            codeForm.clearError();
          }}
          disabled={pending}
        >
          {t('editMobile')}
        </Button>
      </Box>
      {codeForm.formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="signin-error">
          {codeForm.formError}
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
        error={!!codeForm.formState.errors.code}
        helperText={codeForm.formState.errors.code?.message ?? t('codeValidity')}
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
