'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Member } from '@vip/contract';
import { toLatinDigits, validateNationalId } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { type FormEvent, useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { DateField } from '@/features/ui/DateField';
import { EmailCodeForm } from './EmailCodeForm';
import { InvoiceDetailsForm } from './InvoiceDetailsForm';
import { SessionList } from './SessionList';

const today = () => new Date().toISOString().slice(0, 10);

function ProfileForm({ me }: { me: Member }) {
  const t = useTranslations('profile');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  const queryClient = useQueryClient();
  const { member } = useMember();
  const { enqueueSnackbar } = useSnackbar();
  const [first, setFirst] = useState(me.first_name);
  const [last, setLast] = useState(me.last_name);
  const [email, setEmail] = useState(me.email ?? '');
  const [national, setNational] = useState(me.national_code ? fmt.digits(me.national_code) : '');
  const [birth, setBirth] = useState<string | null>(me.birth_date);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nationalLatin = toLatinDigits(national.trim());
  // A new address is only sent when it differs from the account's: the API then mails it a code and keeps it pending.
  const typed = email.trim();
  const newEmail = typed && typed.toLowerCase() !== me.email ? typed : undefined;
  const save = useMutation({
    mutationFn: () =>
      memberCall(api.updateMyProfile, {
        body: {
          first_name: first,
          last_name: last,
          national_code: nationalLatin || undefined,
          birth_date: birth,
          email: typed ? newEmail : me.has_password ? undefined : null,
        },
      }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['member', member?.id, 'getMe'] });
      const pending = saved.data.pending_email;
      enqueueSnackbar(newEmail && pending ? t('emailCodeSent', { email: pending }) : t('saved'), {
        variant: 'success',
      });
    },
    onError: (err) => {
      const body = (err as { body?: { errors?: { field: string; message: string }[] } }).body;
      const fieldErrors = Object.fromEntries(
        (body?.errors ?? []).map((x) => [x.field.replace(/^body\./, ''), x.message]),
      );
      setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: err.message });
    },
  });
  const busy = save.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (first.trim().length < 2) problems.first_name = t('nameRequired');
    if (last.trim().length < 2) problems.last_name = t('nameRequired');
    const nid = nationalLatin ? validateNationalId(nationalLatin) : null;
    if (nid && !nid.ok) problems.national_code = nid.reason;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate();
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
      aria-labelledby="profile-form-title"
      data-testid="profile-form"
    >
      <Typography id="profile-form-title" variant="h6" component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
        {t('details')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('firstName')}
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          required
          error={!!errors.first_name}
          helperText={errors.first_name ?? ' '}
        />
        <TextField
          label={t('lastName')}
          value={last}
          onChange={(e) => setLast(e.target.value)}
          required
          error={!!errors.last_name}
          helperText={errors.last_name ?? ' '}
        />
        <TextField
          label={t('mobile')}
          value={me.mobile ? fmt.digits(me.mobile) : t('notSet')}
          slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
          helperText={t('mobileHelp')}
        />
        <TextField
          label={t('email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!errors.email}
          helperText={errors.email ?? (me.pending_email ? t('emailPendingHelp') : ' ')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          label={t('nationalCode')}
          value={national}
          onChange={(e) => setNational(e.target.value)}
          error={!!errors.national_code}
          helperText={errors.national_code ?? t('nationalHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10 } }}
        />
        <DateField
          label={t('birthDate')}
          value={birth}
          onChange={setBirth}
          maxDate={today()}
          minDate="1920-01-01"
          error={!!errors.birth_date}
          helperText={errors.birth_date ?? t('birthDateHelp')}
        />
      </Box>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={busy} data-testid="profile-save">
          {busy ? t('saving') : t('save')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /dashboard/profile: name, e-mail, national code (§5), Jalali birth date, and the signed-in devices. */
export function ProfilePage() {
  const t = useTranslations('profile');
  const me = useMemberEndpoint(api.getMe, {});
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <PageTitle title={t('title')} />
      {me.data ? <ProfileForm key={me.data.data.id} me={me.data.data} /> : <Skeleton height={320} />}
      {me.data?.data.pending_email && <EmailCodeForm pendingEmail={me.data.data.pending_email} />}
      <InvoiceDetailsForm />
      <SessionList />
    </Box>
  );
}
