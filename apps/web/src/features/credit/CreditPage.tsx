'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMember } from '@/features/auth/use-member-api';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { CreditList } from './CreditList';
import { OfflineTopup } from './OfflineTopup';
import { OnlineTopup } from './OnlineTopup';

/** What the bank sent the browser back with (`/credit?payment_id=…&state=paid|failed|canceled|pending`). */
function usePaymentResult() {
  const [state, setState] = useState<string | null>(null);
  useEffect(() => {
    setState(new URLSearchParams(window.location.search).get('state'));
  }, []);
  return state;
}

/** /credit: the wallet balance, online and offline top-ups, pending requests and every transaction. */
export function CreditPage() {
  const t = useTranslations('credit');
  const fmt = useFormat();
  const { member } = useMember();
  const balance = useMemberEndpoint(api.getCreditBalance, {});
  const account = useMemberEndpoint(api.getCreditAccount, { params: { id: member?.id ?? 0 } }, { enabled: !!member });
  const [tab, setTab] = useState<'online' | 'offline'>('online');
  const result = usePaymentResult();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      {result && (
        <Alert
          severity={result === 'paid' ? 'success' : result === 'pending' ? 'info' : 'warning'}
          data-testid="topup-result"
        >
          {t(`result.${result === 'paid' || result === 'pending' ? result : 'failed'}`)}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography color="text.secondary" variant="body2">
            {t('balance')}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2rem' } }} data-testid="credit-balance">
            {balance.data ? fmt.toman(balance.data.data.balance) : <Skeleton width={180} />}
          </Typography>
        </Box>
        {account.data && account.data.data.pending_requests > 0 && (
          <Box>
            <Typography color="text.secondary" variant="body2">
              {t('pendingAmount', { count: account.data.data.pending_requests })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{fmt.toman(account.data.data.pending_amount)}</Typography>
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="topup-title">
        <Typography
          id="topup-title"
          variant="h6"
          component="h2"
          sx={{ px: { xs: 2, md: 3 }, pt: 2, fontWeight: 800, fontSize: '1.05rem' }}
        >
          {t('topUp')}
        </Typography>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: { xs: 1, md: 2 } }} aria-label={t('topUp')}>
          <Tab value="online" label={t('online')} id="tab-online" aria-controls="panel-online" />
          <Tab value="offline" label={t('offline')} id="tab-offline" aria-controls="panel-offline" />
        </Tabs>
        <Box
          sx={{ p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' }}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
        >
          {tab === 'online' ? <OnlineTopup /> : <OfflineTopup onDone={() => setTab('offline')} />}
        </Box>
      </Paper>
      <CreditList source="request" title={t('requests')} empty={t('noRequests')} testId="credit-requests" />
      <CreditList
        source="ledger"
        title={t('transactions')}
        empty={t('noTransactions')}
        testId="credit-transactions"
        searchable
      />
    </Box>
  );
}
