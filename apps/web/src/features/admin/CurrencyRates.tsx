'use client';

import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, api, DISPLAY_CURRENCIES, type DisplayCurrency } from '@vip/contract';
import { formatJalaliDate, formatRial, toLatinDigits } from '@vip/domain';
import { type FormEvent, useState } from 'react';
import { Menu, Title } from 'react-admin';
import { useStaffApi } from './staff-api-context';

type Rates = AnswerOf<typeof api.adminListCurrencyRates>['data'];

const NAMES: Record<DisplayCurrency, string> = {
  USD: 'دلار آمریکا (USD)',
  EUR: 'یورو (EUR)',
  AED: 'درهم امارات (AED)',
};

/**
 * Finance and admin: the approximate rates (Rials per unit) the site uses to show a Toman price in USD, EUR or AED
 * (docs/payments.md). A field left empty keeps its rate; payment is always in Rials whatever these say.
 */
export function CurrencyRatesPage() {
  const staffApi = useStaffApi();
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: ['currency-rates'],
    queryFn: async (): Promise<Rates> => (await staffApi(api.adminListCurrencyRates, {})).data,
  });
  const [typed, setTyped] = useState<Partial<Record<DisplayCurrency, string>>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (list: { currency: DisplayCurrency; rials_per_unit: number }[]) =>
      (await staffApi(api.adminPutCurrencyRates, { body: { rates: list } })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(['currency-rates'], data);
      setTyped({});
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = DISPLAY_CURRENCIES.flatMap((currency) => {
      const text = toLatinDigits(typed[currency] ?? '').replace(/[,٬\s]/g, '');
      return text ? [{ currency, rials_per_unit: Number(text) }] : [];
    });
    const bad = list.find((r) => !Number.isInteger(r.rials_per_unit));
    setInvalid(
      list.length === 0
        ? 'دست‌کم نرخ یک ارز را وارد کنید.'
        : bad
          ? `نرخ ${NAMES[bad.currency]} را با رقم بنویسید.`
          : null,
    );
    if (list.length && !bad) save.mutate(list);
  };
  const error = invalid ?? save.error?.message ?? rates.error?.message ?? null;
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 560, py: 2 }}>
      <Title title="نرخ تقریبی ارزها" />
      <Alert severity="info">
        این نرخ‌ها فقط برای نمایش تقریبی قیمت‌ها به دلار، یورو و درهم در نسخهٔ انگلیسی و عربی سایت است؛ پرداخت همیشه به
        ریال انجام می‌شود.
      </Alert>
      {DISPLAY_CURRENCIES.map((currency) => {
        const current = rates.data?.find((r) => r.currency === currency);
        return (
          <Box key={currency} sx={{ display: 'grid', gap: 0.5 }}>
            <TextField
              label={`${NAMES[currency]} – ریال به ازای هر واحد`}
              value={typed[currency] ?? ''}
              onChange={(e) => setTyped((t) => ({ ...t, [currency]: e.target.value }))}
              placeholder={current?.rials_per_unit ? String(current.rials_per_unit) : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': `rate-${currency}` } }}
            />
            <Typography variant="body2" color="text.secondary">
              {current?.rials_per_unit
                ? `نرخ کنونی ${formatRial(current.rials_per_unit)}، ثبت ${formatJalaliDate(current.updated_at ?? '')}`
                : 'هنوز نرخی ثبت نشده؛ سایت قیمت این ارز را نشان نمی‌دهد.'}
            </Typography>
          </Box>
        );
      })}
      {error && <Alert severity="warning">{error}</Alert>}
      {save.isSuccess && <Alert severity="success">نرخ‌ها ثبت شد و در سایت نمایش داده می‌شود.</Alert>}
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          ثبت نرخ‌ها
        </Button>
      </Box>
    </Box>
  );
}

/** The back office menu's entry of the currency rates page. */
export function CurrencyRatesMenuItem() {
  return <Menu.Item to="/currency-rates" primaryText="نرخ تقریبی ارزها" leftIcon={<CurrencyExchange />} />;
}
