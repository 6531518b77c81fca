'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type InvoiceDetails, invoiceDetailsBody } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useInvalidateMember, useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { useSnackbar } from '@/features/ui/toast';

type Fields = {
  type: 'personal' | 'company';
  full_name: string;
  national_code: string;
  company_name: string;
  national_id: string;
  economic_code: string;
  registration_number: string;
  address: string;
  postal_code: string;
  phone: string;
};

const fa = (v: string | null | undefined) => (v ? toPersianDigits(v) : '');

function fieldsOf(d: InvoiceDetails | null): Fields {
  return {
    type: d?.type ?? 'personal',
    full_name: d?.full_name ?? '',
    national_code: fa(d?.national_code),
    company_name: d?.company_name ?? '',
    national_id: fa(d?.national_id),
    economic_code: fa(d?.economic_code),
    registration_number: fa(d?.registration_number),
    address: d?.address ?? '',
    postal_code: fa(d?.postal_code),
    phone: fa(d?.phone),
  };
}

/** The body PUT sends for the chosen type (the other type's fields are not sent). */
function bodyOf(f: Fields) {
  const common = { address: f.address, postal_code: f.postal_code, phone: f.phone };
  return f.type === 'personal'
    ? { type: f.type, full_name: f.full_name, national_code: f.national_code, ...common }
    : {
        type: f.type,
        company_name: f.company_name,
        national_id: f.national_id,
        economic_code: f.economic_code,
        registration_number: f.registration_number,
        ...common,
      };
}

function Form({ initial }: { initial: InvoiceDetails | null }) {
  const t = useTranslations('invoice.details');
  const memberCall = useMemberCall();
  const invalidate = useInvalidateMember();
  const { enqueueSnackbar } = useSnackbar();
  const [f, setF] = useState<Fields>(() => fieldsOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => setF({ ...f, [name]: e.target.value });
  const text = (name: Exclude<keyof Fields, 'type'>, extra: { ltr?: boolean; wide?: boolean } = {}) => (
    <TextField
      label={t(name === 'full_name' ? 'fullName' : camel(name))}
      value={f[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      required={name !== 'phone'}
      multiline={extra.wide}
      sx={extra.wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={{
        htmlInput: { 'data-testid': `invoice-${name}`, ...(extra.ltr ? { dir: 'ltr', inputMode: 'numeric' } : {}) },
      }}
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(f);
    // The contract's own schema: the same Persian messages the API would answer, before anything is sent.
    const parsed = invoiceDetailsBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await memberCall(api.updateMyInvoiceDetails, { body: parsed.data });
      await invalidate('getMyInvoiceDetails');
      enqueueSnackbar(t('saved'), { variant: 'success' });
    } catch (err) {
      const problems = (err as { body?: { errors?: { field: string; message: string }[] } }).body?.errors ?? [];
      setErrors(
        problems.length
          ? Object.fromEntries(problems.map((x) => [x.field.replace(/^body\./, ''), x.message]))
          : { form: (err as Error).message },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
      aria-labelledby="invoice-details-title"
      data-testid="invoice-details-form"
    >
      <Box>
        <Typography
          id="invoice-details-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 800, fontSize: '1.05rem' }}
        >
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('help')}
        </Typography>
      </Box>
      <Box>
        <FormLabel id="invoice-type-label">{t('type')}</FormLabel>
        <RadioGroup row aria-labelledby="invoice-type-label" value={f.type} onChange={set('type')}>
          <FormControlLabel value="personal" control={<Radio />} label={t('personal')} />
          <FormControlLabel
            value="company"
            control={<Radio data-testid="invoice-type-company" />}
            label={t('company')}
          />
        </RadioGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {f.type === 'personal' ? (
          <>
            {text('full_name')}
            {text('national_code', { ltr: true })}
          </>
        ) : (
          <>
            {text('company_name')}
            {text('national_id', { ltr: true })}
            {text('economic_code', { ltr: true })}
            {text('registration_number', { ltr: true })}
          </>
        )}
        {text('address', { wide: true })}
        {text('postal_code', { ltr: true })}
        {text('phone', { ltr: true })}
      </Box>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={busy} data-testid="invoice-details-save">
          {busy ? t('saving') : t('save')}
        </Button>
      </Box>
    </Paper>
  );
}

/** `company_name` → `companyName`: the message key of a field. */
function camel(name: string) {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The profile's invoice details: a person or a company, and the address later invoices carry. */
export function InvoiceDetailsForm() {
  const details = useMemberEndpoint(api.getMyInvoiceDetails, {});
  if (!details.data) return <Skeleton height={280} />;
  return <Form initial={details.data.data} />;
}
