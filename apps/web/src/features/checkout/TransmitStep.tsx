'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { api, type Transmit } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';

/** The shipping methods that deliver to the city (all of them without one); public, cached. */
export function useTransmits(cityId: number | undefined) {
  const config = usePublicConfig();
  return useQuery({
    queryKey: ['transmits', cityId ?? 'all'],
    queryFn: ({ signal }) => call(config, api.listTransmits, { query: cityId ? { city_id: cityId } : {} }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The recipient's city as the cart keeps it (the API's recipient fields). */
export function recipientCity(recipient: { [field: string]: unknown } | null) {
  const id = recipient?.city_id;
  const title = recipient?.city_title;
  return typeof id === 'number' ? { id, title: typeof title === 'string' ? title : '' } : undefined;
}

/** «۲ تا ۴ روز کاری», «همان روز»: how long a method takes. */
export function useDeliveryText() {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  return (m: Transmit) =>
    m.delivery_days_max === 0
      ? t('sameDay')
      : m.delivery_days_min === m.delivery_days_max
        ? t('deliveryDays', { n: fmt.digits(m.delivery_days_max) })
        : t('deliveryRange', { min: fmt.digits(m.delivery_days_min), max: fmt.digits(m.delivery_days_max) });
}

/**
 * Shipping step: post, express courier or in-person pickup, with price and delivery time; only the methods that
 * deliver to the recipient's city (a courier for Tehran and Karaj is not offered for Kashan).
 */
export function TransmitStep({
  value,
  onChange,
  city,
}: {
  value: number;
  onChange(id: number): void;
  city: { id: number; title: string } | undefined;
}) {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  const transmits = useTransmits(city?.id);
  const deliveryText = useDeliveryText();
  if (transmits.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('loading')} />;
  const methods = transmits.data?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" id="transmit-title" sx={{ mb: 1 }}>
        {t('chooseTransmit')}
      </Typography>
      {city?.title && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="transmit-city">
          {t('transmitsFor', { city: city.title })}
        </Typography>
      )}
      {transmits.isError && (
        <Typography role="alert" color="error">
          {transmits.error.message}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby="transmit-title"
        value={methods.some((m) => m.id === value) ? String(value) : ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {methods.map((m) => (
          <FormControlLabel
            key={m.id}
            value={String(m.id)}
            control={<Radio />}
            data-testid="transmit-option"
            sx={{
              alignItems: 'flex-start',
              m: 0,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '& .MuiRadio-root': { mt: -0.5 },
            }}
            label={
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  {m.title}
                  <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary', mx: 1 }}>
                    {m.price === 0 ? t('free') : fmt.toman(m.price)}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[m.description, deliveryText(m)].filter(Boolean).join(' – ')}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}
