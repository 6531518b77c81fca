'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useAgencyAccount } from './account-context';

/** The agency's credit line: limit, owed, what is left, and the commission it earns. */
export function AgencyAccount() {
  const t = useTranslations('agency');
  const f = useFormat();
  const a = useAgencyAccount();
  const rows: [string, string, string][] = [
    ['creditLimit', t('creditLimit'), f.toman(a.credit_limit)],
    ['used', t('used'), f.toman(a.used)],
    ['available', t('available'), f.toman(a.available)],
    ['commission', t('commissionPercent'), `${f.number(a.commission_percent)}٪`],
  ];
  return (
    <>
      <PageTitle
        title={t('accountTitle')}
        subtitle={`${a.name} — ${a.role === 'owner' ? t('roleOwner') : t('roleAgent')}`}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {rows.map(([key, label, value]) => (
          <Paper key={key} variant="outlined" sx={{ p: 2 }} data-testid={`agency-account-${key}`}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{value}</Typography>
          </Paper>
        ))}
      </Box>
    </>
  );
}
