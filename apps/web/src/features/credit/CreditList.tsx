'use client';

import { MixedText } from '@/features/ui/MixedText';
import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type Credit } from '@vip/contract';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useLocale, useTranslations } from 'next-intl';
import { UserText } from '@/features/ui/UserText';
import { useDeferredValue, useState } from 'react';
import { PageSwitcher } from '@/features/dashboard/PageSwitcher';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { useOpenAttachment } from '@/features/dashboard/upload';

const PAGE = 10;
const STATE_COLOR = { pending: 'warning', approved: 'success', rejected: 'error', done: 'default' } as const;

function CreditRow({ credit }: { credit: Credit }) {
  const t = useTranslations('credit');
  const fmt = useFormat();
  const { OFFLINE_REQUEST_STATE_LABELS } = useDomainLabels();
  // The ledger's titles are written in Persian by the server; another language names the entry by its kind.
  const persian = useLocale() === 'fa';
  const open = useOpenAttachment();
  const incoming = credit.amount > 0;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
      data-testid="credit-row"
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <MixedText>{(persian && credit.title) || t(`kind.${credit.kind}`)}</MixedText>
          {!persian && credit.order_reference && (
            // The order's reference, a code in Latin digits as everywhere else, names which order the entry is about.
            <>
              {' '}
              <bdi data-testid="credit-order-reference">{credit.order_reference}</bdi>
            </>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fmt.dateTime(credit.created_at)}
          {credit.cheque_date &&
            credit.source === 'request' &&
            ` – ${t('dated', { date: fmt.date(credit.cheque_date) })}`}
          {credit.cheque_number && ` – ${t('chequeNo', { no: fmt.digits(credit.cheque_number) })}`}
        </Typography>
        {credit.kind === 'refund' &&
          credit.order_paid_amount !== null &&
          credit.amount > 0 &&
          credit.amount < credit.order_paid_amount && (
            <Typography variant="body2" data-testid="partial-refund">
              {t('partialRefund', {
                amount: fmt.toman(credit.amount),
                paid: fmt.toman(credit.order_paid_amount),
                percent: fmt.digits(Math.round((credit.amount / credit.order_paid_amount) * 100)),
              })}
            </Typography>
          )}
        {credit.review_note && (
          <Typography variant="body2" color="error">
            <UserText>{credit.review_note}</UserText>
          </Typography>
        )}
        {credit.attachment && (
          <Button size="small" startIcon={<AttachFile />} onClick={() => open(credit.attachment!.url)} sx={{ px: 0.5 }}>
            {t('viewReceipt')}
          </Button>
        )}
      </Box>
      <Box sx={{ textAlign: 'end' }}>
        <Typography sx={{ fontWeight: 800, color: incoming ? 'success.dark' : 'error.main', whiteSpace: 'nowrap' }}>
          {fmt.toman(credit.amount, { signed: true })}
        </Typography>
        {credit.source === 'request' && (
          <Chip
            size="small"
            color={STATE_COLOR[credit.state]}
            label={credit.state === 'done' ? '' : OFFLINE_REQUEST_STATE_LABELS[credit.state]}
            data-testid="request-state"
          />
        )}
      </Box>
    </Box>
  );
}

/** A paged list of the member's credits: the ledger's transactions or the offline requests with their state. */
export function CreditList({
  source,
  title,
  empty,
  testId,
  searchable,
}: {
  source: 'ledger' | 'request';
  title: string;
  empty: string;
  testId: string;
  searchable?: boolean;
}) {
  const t = useTranslations('credit');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const list = useMemberEndpoint(api.listCredits, {
    query: { source, limit: PAGE, offset: (page - 1) * PAGE, search_keywords: search || undefined },
  });
  const total = list.data?.paging.total ?? 0;
  if (source === 'request' && list.data && total === 0) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }} aria-label={title} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 800, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {searchable && (
          <TextField
            size="small"
            type="search"
            label={t('search')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
          />
        )}
      </Box>
      {list.isPending ? (
        <Skeleton height={120} />
      ) : list.data?.data.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.data.map((c) => (
            <CreditRow key={c.id} credit={c} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      )}
      <PageSwitcher total={total} limit={PAGE} page={page} onChange={setPage} />
    </Paper>
  );
}
