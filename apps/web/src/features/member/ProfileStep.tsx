'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, memberProfileBody } from '@vip/contract';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useMemberApi } from '@/features/auth/use-member-api';
import { useContractForm } from '@/features/forms/use-contract-form';
import { LtrField, NameFields } from './fields';

/** The UpdateProfile step for a new member: first and last name, optional national ID (§5 Validation). */
export function ProfileStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('member');
  const memberApi = useMemberApi();
  const { data: session, update } = useSession();
  const form = useContractForm(memberProfileBody, {
    first_name: session?.member?.firstName ?? '',
    last_name: session?.member?.lastName ?? '',
    national_code: '',
  });

  const submit = form.handleSubmit(async (body) => {
    form.clearError();
    try {
      await memberApi(api.updateMyProfile, { body });
      await update();
      onDone();
    } catch (err) {
      form.showError(err);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('profileTitle')}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('profileTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profileSubtitle')}
      </Typography>
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {form.formError}
        </Alert>
      )}
      <NameFields field={form.field} />
      <LtrField
        label={t('nationalCode')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        {...form.field('national_code', t('nationalCodeHelp'))}
        sx={{ mb: 2.5 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.formState.isSubmitting}>
        {t('saveProfile')}
      </Button>
    </Box>
  );
}
