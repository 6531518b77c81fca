'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api, pathOf } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useMemberBlob, useMemberQuery } from '@/features/auth/use-member-api';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { MixedText } from '@/features/ui/MixedText';
import { ApiClientError } from '@/lib/api-call';
import { monthLabel, recentMonths } from './months';

/** The agency's statement for a Jalali month: every entry with its balance, the month's totals, and its PDF. */
export function AgencyStatement() {
  const t = useTranslations('agency');
  const f = useFormat();
  const months = useMemo(() => recentMonths(new Date(), 12), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const statement = useMemberQuery(['agency', 'statement', month], api.agencyPanelGetStatement, { query: { month } });
  const blob = useMemberBlob();
  const pdf = useMutation({
    mutationFn: async () => {
      const file = await blob(`${pathOf(api.agencyPanelGetStatementPdf)}?month=${encodeURIComponent(month)}`);
      if (!file) throw new Error(t('pdfFailed'));
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = `statement-${month}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  const s = statement.data?.data;
  return (
    <>
      <PageTitle title={t('statementTitle')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'agency-statement-month' } } }}
        >
          {months.map((m) => (
            <MenuItem key={m} value={m}>
              {monthLabel(m)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => pdf.mutate()}
          loading={pdf.isPending}
          data-testid="agency-statement-pdf"
        >
          {t('pdf')}
        </Button>
      </Box>
      {pdf.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {pdf.error.message}
        </Alert>
      )}
      {statement.error && (
        <Alert severity="error" role="alert">
          {statement.error instanceof ApiClientError ? statement.error.message : t('error')}
        </Alert>
      )}
      {!s && !statement.error && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {s && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {(
              [
                ['gross', s.totals.gross],
                ['commission', s.totals.commission],
                ['net', s.totals.net],
                ['closingBalance', s.closing_balance],
              ] as const
            ).map(([key, amount]) => (
              <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`agency-statement-${key}`}>
                <Typography variant="body2" color="text.secondary">
                  {t(key)}
                </Typography>
                <Typography sx={{ fontWeight: 800 }}>
                  {f.toman(amount, { signed: key === 'closingBalance' })}
                </Typography>
              </Paper>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('openingBalance')}: {f.toman(s.opening_balance, { signed: true })}
          </Typography>
          {s.lines.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>{t('statementEmpty')}</Typography>
            </Paper>
          ) : (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('statementTitle')} data-testid="agency-statement-lines">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('date')}</TableCell>
                    <TableCell>{t('kind')}</TableCell>
                    <TableCell>{t('customer')}</TableCell>
                    <TableCell>{t('gross')}</TableCell>
                    <TableCell>{t('commission')}</TableCell>
                    <TableCell>{t('amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.lines.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(l.created_at)}</TableCell>
                      <TableCell>{l.kind_label}</TableCell>
                      <TableCell>
                        {l.customer_name ? <MixedText>{l.customer_name}</MixedText> : '—'}
                        {l.order_reference && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            <bdi dir="ltr">{f.digits(l.order_reference)}</bdi>
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.gross === null ? '—' : f.toman(l.gross)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {l.commission === null ? '—' : f.toman(l.commission)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                        {f.toman(l.amount, { signed: true })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
        </Box>
      )}
    </>
  );
}
