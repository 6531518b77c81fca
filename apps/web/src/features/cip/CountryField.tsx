'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { api, DEFAULT_LANG, isLang } from '@vip/contract';
import { useLocale, useTranslations } from 'next-intl';
import { call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';

/** The country that issued a foreign passenger's passport (countries of the sitemember module, Iran left out). */
export function CountryField({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const t = useTranslations('cip');
  const config = usePublicConfig();
  const locale = useLocale();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  // Names in the reader's language (the API's /en/ or /ar/ twin), cached per language.
  const countries = useQuery({
    queryKey: ['countries', lang],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      call(config, api.listCountries, { query: { limit: 100, sort: 'priority' } }, { signal, lang }),
  });
  const list = (countries.data?.data ?? []).filter((c) => c.id !== 1);
  return (
    <TextField
      select
      size="small"
      label={t('passportCountry')}
      value={list.some((c) => c.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'passport-country' } as object } }}
    >
      {list.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
