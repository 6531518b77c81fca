'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Member } from '@vip/contract';
import { validateNationalId } from '@vip/domain';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useMemberApi } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-client';
import { LtrField, NameFields } from './fields';

type Field = 'first_name' | 'last_name' | 'national_code';

/** The UpdateProfile step for a new member: first and last name, optional national ID (§5). */
export function ProfileStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('member');
  const memberApi = useMemberApi();
  const { data: session, update } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: session?.member?.firstName ?? '',
    last_name: session?.member?.lastName ?? '',
    national_code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.first_name.trim()) next.first_name = t('requiredField');
    if (!values.last_name.trim()) next.last_name = t('requiredField');
    let nationalCode: string | null = null;
    if (values.national_code.trim()) {
      const r = validateNationalId(values.national_code);
      if (r.ok) nationalCode = r.value;
      else next.national_code = r.reason;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    setError(null);
    try {
      await memberApi<{ data: Member }>('/v1/sitemember/fa/members/me/profile', {
        method: 'PUT',
        body: { first_name: values.first_name.trim(), last_name: values.last_name.trim(), national_code: nationalCode },
      });
      await update();
      onDone();
    } catch (err) {
      const e2 = err instanceof ApiClientError ? err : new ApiClientError(0, String(err));
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const fe of e2.body?.errors ?? []) {
        const f = fe.field.replace(/^body\./, '') as Field;
        if (f in values) fieldErrors[f] = fe.message;
      }
      setErrors(fieldErrors);
      setError(e2.message);
      setPending(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('profileTitle')}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('profileTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profileSubtitle')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <NameFields values={values} errors={errors} set={set} />
      <LtrField
        label={t('nationalCode')}
        name="national_code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={values.national_code}
        onChange={set('national_code')}
        error={!!errors.national_code}
        helperText={errors.national_code ?? t('nationalCodeHelp')}
        sx={{ mb: 2.5 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {t('saveProfile')}
      </Button>
    </Box>
  );
}
