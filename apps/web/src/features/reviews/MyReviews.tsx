'use client';

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { api, type MyReview } from '@vip/contract';
import { formatJalaliDate } from '@vip/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { PageSwitcher } from '@/features/dashboard/PageSwitcher';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { MixedText } from '@/features/ui/MixedText';

const PAGE = 10;
const STATUS_COLOR = ['warning', 'success', 'error'] as const;

/** The member's own reviews with their moderation status; each can be deleted (after a confirmation). */
export function MyReviews() {
  const t = useTranslations('reviews');
  const { member } = useMember();
  const memberCall = useMemberCall();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(1);
  const [doomed, setDoomed] = useState<MyReview | null>(null);
  const list = useMemberEndpoint(
    api.listMyReviews,
    { query: { limit: PAGE, offset: (page - 1) * PAGE } },
    { freshOnVisit: true },
  );
  const remove = async () => {
    if (!doomed) return;
    const target = doomed;
    setDoomed(null);
    try {
      await memberCall(api.deleteMyReview, { params: { id: target.id } });
      enqueueSnackbar(t('deleted'), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['member', member?.id, 'listMyReviews'] });
  };
  return (
    <Box>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      {list.isPending ? (
        <Skeleton height={200} />
      ) : list.data?.data.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="my-reviews">
          {list.data.data.map((r) => (
            <Paper
              key={r.id}
              component="li"
              variant="outlined"
              sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component={Link}
                  href={`/product/${r.product_id}`}
                  sx={{ fontWeight: 700, color: 'inherit' }}
                >
                  <MixedText>{r.product_title}</MixedText>
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 0.5 }}>
                  <Rating value={r.rate} readOnly size="small" aria-label={t('rate', { rate: r.rate })} />
                  <Chip size="small" color={STATUS_COLOR[r.status] ?? 'default'} label={t(`status.${r.status}`)} />
                  <Typography variant="caption" color="text.secondary">
                    {formatJalaliDate(r.created_at)}
                  </Typography>
                </Box>
                {r.title && <Typography sx={{ fontWeight: 600 }}>{r.title}</Typography>}
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {r.description}
                </Typography>
              </Box>
              <IconButton
                aria-label={t('delete', { title: r.product_title })}
                onClick={() => setDoomed(r)}
                sx={{ alignSelf: 'start' }}
              >
                <DeleteOutline />
              </IconButton>
            </Paper>
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('empty')}</Typography>
        </Paper>
      )}
      <PageSwitcher total={list.data?.paging.total ?? 0} limit={PAGE} page={page} onChange={setPage} />
      <Dialog open={!!doomed} onClose={() => setDoomed(null)} aria-labelledby="delete-review-title">
        <DialogTitle id="delete-review-title">{t('confirm', { title: doomed?.product_title ?? '' })}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDoomed(null)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove} data-testid="confirm-delete">
            {t('yesDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
