'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { api, type CipOrderBody } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useMemberApi } from '@/features/auth/use-member-api';
import { CipWizard } from '@/features/cip/wizard/CipWizard';
import { type BookingChannel, BookingChannelProvider } from '@/features/cip/wizard/booking-channel';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { ApiClientError } from '@/lib/api-call';
import { useAgencyAccount } from './account-context';
import { type Customer, type CustomerField, customerOf } from './customer';
import { agencyBookingPath } from './nav';

type WizardProps = Parameters<typeof CipWizard>[0];

/**
 * «رزرو برای مشتری»: the site's VIP wizard in the agency channel. The confirm step asks the customer's name and
 * mobile and shows the credit left; booking is confirmed at once on the agency's credit (no bank step). A refusal
 * (credit exceeded, capacity) shows the API's Persian reason and keeps the wizard as it was.
 */
export function NewAgencyBooking({ start, endpoints }: WizardProps) {
  const t = useTranslations('agency');
  const f = useFormat();
  const agency = useAgencyAccount();
  const call = useMemberApi();
  const queries = useQueryClient();
  const [customer, setCustomer] = useState<Customer>({ full_name: '', mobile: '' });
  const [wrong, setWrong] = useState<{ field: CustomerField; error: string } | null>(null);
  // Read by book() at the moment of confirming (the channel object is made once).
  const current = useRef(customer);
  current.current = customer;
  // One Idempotency-Key per exact request: a retried confirm of the same booking cannot book twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const channel = useMemo<BookingChannel>(
    () => ({
      confirmLabel: t('bookOnCredit'),
      lastStepLabel: t('stepOnCredit'),
      async book(body: CipOrderBody) {
        const checked = customerOf(current.current, t);
        if (!checked.ok) {
          setWrong(checked);
          throw new ApiClientError(400, checked.error);
        }
        setWrong(null);
        const request = { ...body, customer: checked.customer };
        const text = JSON.stringify(request);
        if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
        // Booked or refused, the credit line shown may have moved: it is read again either way.
        const created = await call(
          api.agencyPanelCreateCipOrder,
          { body: request },
          { idempotencyKey: attempt.current.key },
        ).finally(() => void queries.invalidateQueries({ queryKey: ['member'] }));
        attempt.current = null;
        return { href: agencyBookingPath(created.data.id) };
      },
    }),
    [t, call, queries],
  );

  // A field's complaint goes once the agent changes what it was about.
  const edit = (change: Partial<Customer>) => {
    setCustomer((c) => ({ ...c, ...change }));
    setWrong(null);
  };

  const confirmExtra = (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="agency-customer">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('customerStepTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('customerStepIntro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('customerName')}
          value={customer.full_name}
          onChange={(e) => edit({ full_name: e.target.value })}
          error={wrong?.field === 'full_name'}
          helperText={wrong?.field === 'full_name' ? wrong.error : undefined}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { 'data-testid': 'agency-customer-name', maxLength: 100 } }}
        />
        <TextField
          label={t('customerMobile')}
          value={customer.mobile}
          onChange={(e) => edit({ mobile: e.target.value })}
          error={wrong?.field === 'mobile'}
          helperText={wrong?.field === 'mobile' ? wrong.error : undefined}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { 'data-testid': 'agency-customer-mobile', inputMode: 'tel', dir: 'ltr' } }}
        />
      </Box>
      <Alert severity="info" data-testid="agency-available-credit">
        {t('availableCredit', { amount: f.toman(agency.available) })}
      </Alert>
    </Paper>
  );

  return (
    <>
      <PageTitle title={t('navItems.newBooking')} subtitle={t('newBookingIntro')} />
      <BookingChannelProvider value={{ ...channel, confirmExtra }}>
        <CipWizard start={start} endpoints={endpoints} />
      </BookingChannelProvider>
    </>
  );
}
