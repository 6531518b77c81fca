'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api, type Recipient, type RecipientBody, recipientBody } from '@vip/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { type FormEvent, useState } from 'react';
import { MapPicker, type MapPoint } from '@/features/map/MapPicker';
import { LtrField } from '@/features/member/fields';
import { call } from '@/lib/api-call';
import { ApiClientError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';

type Fields = {
  full_name: string;
  mobile: string;
  province_id: string;
  city_id: string;
  address: string;
  postal_code: string;
};
type FieldErrors = Partial<Record<keyof Fields | 'form', string>>;

// The API keeps Latin digits; the form shows them in the reader's digits, as the member types them (the schema reads
// Latin, Persian and Arabic-Indic).
const fromRecipient = (r: Recipient | null, digits: (text: string) => string): Fields => ({
  full_name: r?.full_name ?? '',
  mobile: r ? digits(r.mobile) : '',
  province_id: r ? String(r.province_id) : '',
  city_id: r ? String(r.city_id) : '',
  address: r?.address ?? '',
  postal_code: r ? digits(r.postal_code) : '',
});

/** Provinces, then the cities of the chosen one, from the public sitemember endpoints (cached by TanStack Query). */
function usePlaces(provinceId: string) {
  const config = usePublicConfig();
  const provinces = useQuery({
    queryKey: ['provinces'],
    queryFn: ({ signal }) =>
      call(config, api.listProvinces, { query: { country_id: 1, limit: 100, sort: 'priority,title' } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const cities = useQuery({
    queryKey: ['cities', provinceId],
    queryFn: ({ signal }) =>
      call(
        config,
        api.listCities,
        { query: { province_id: Number(provinceId), limit: 100, sort: 'priority,title' } },
        { signal },
      ),
    enabled: provinceId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { provinces: provinces.data?.data ?? [], cities: cities.data?.data ?? [], citiesLoading: cities.isFetching };
}

/**
 * Adds or edits a saved recipient: name, mobile, province → city, address, postal code and a map point. The body is
 * checked with the contract's own schema first (the same Persian messages as the API), then saved; field errors the
 * API answers are shown on their fields.
 */
export function RecipientForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Recipient | null;
  onSave(body: RecipientBody): Promise<void>;
  onCancel(): void;
}) {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  const [values, setValues] = useState<Fields>(() => fromRecipient(initial, fmt.digits));
  const [point, setPoint] = useState<MapPoint | null>(
    initial?.latitude != null && initial.longitude != null ? { lat: initial.latitude, lng: initial.longitude } : null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: RecipientBody) => onSave(body),
    onError: (err) => {
      const fieldErrors: FieldErrors = {};
      if (err instanceof ApiClientError) {
        for (const f of err.body?.errors ?? []) fieldErrors[f.field as keyof Fields] = f.message;
        fieldErrors.form = err.message;
      } else fieldErrors.form = t('saveFailed');
      setErrors(fieldErrors);
    },
  });
  const saving = save.isPending;
  const { provinces, cities, citiesLoading } = usePlaces(values.province_id);

  const set = (field: keyof Fields) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    // A new province empties the city: it must belong to the province.
    setValues((v) => ({ ...v, [field]: value, ...(field === 'province_id' ? { city_id: '' } : {}) }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: RecipientBody = {
      ...values,
      province_id: Number(values.province_id) || 0,
      city_id: Number(values.city_id) || 0,
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
    };
    const checked = recipientBody.safeParse(body);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof Fields;
        next[field] ??=
          field === 'province_id' ? t('chooseProvince') : field === 'city_id' ? t('chooseCity') : issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate(body);
  };

  const text = (field: keyof Fields, label: string, extra: object = {}) => ({
    label,
    value: values[field],
    onChange: set(field),
    error: !!errors[field],
    helperText: errors[field],
    fullWidth: true,
    ...extra,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} aria-label={t('recipientForm')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...text('full_name', t('fullName'))} required autoComplete="name" />
        <LtrField {...text('mobile', t('mobile'))} required inputMode="tel" autoComplete="tel" maxLength={14} />
        <TextField select {...text('province_id', t('province'))} required data-testid="province-select">
          {provinces.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          {...text('city_id', t('city'))}
          required
          disabled={values.province_id === '' || citiesLoading}
          data-testid="city-select"
        >
          {cities.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField {...text('address', t('address'))} required multiline minRows={2} autoComplete="street-address" />
      <LtrField
        {...text('postal_code', t('postalCode'))}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={12}
        sx={{ maxWidth: { sm: 280 } }}
      />
      <div>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('mapTitle')}
        </Typography>
        <MapPicker value={point} onChange={setPoint} label={t('mapLabel')} height={240} />
      </div>
      {errors.form && (
        <Typography role="alert" color="error">
          {errors.form}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} color="inherit">
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {initial ? t('saveChanges') : t('saveRecipient')}
        </Button>
      </Box>
    </Box>
  );
}
