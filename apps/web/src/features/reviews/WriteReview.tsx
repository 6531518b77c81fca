'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';

/**
 * On a product page: a member who bought the product writes a review (once; it shows publicly after moderation).
 * Nothing for visitors or members who did not buy it.
 */
export function WriteReview({ productId }: { productId: number }) {
  const t = useTranslations('reviews');
  const { member, signedIn } = useMember();
  const memberCall = useMemberCall();
  const queryClient = useQueryClient();
  const state = useMemberEndpoint(api.getReviewEligibility, { params: { id: productId } }, { enabled: signedIn });
  const [rate, setRate] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = state.data?.data;
  if (!signedIn || !d) return null;
  if (d.review) {
    return (
      <Alert severity={d.review.status === 1 ? 'success' : 'info'} sx={{ mt: 2 }} data-testid="my-review-state">
        {t(d.review.status === 1 ? 'yoursPublished' : d.review.status === 2 ? 'yoursRejected' : 'yoursPending')}
      </Alert>
    );
  }
  if (!d.has_bought) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!rate || text.trim().length < 10) {
      setError(t('formProblem'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await memberCall(api.createReview, { params: { productId }, body: { rate, title, description: text } });
      await queryClient.invalidateQueries({ queryKey: ['member', member?.id] });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      sx={{ p: 2, mt: 2, display: 'grid', gap: 1.5 }}
      data-testid="write-review"
    >
      <Typography component="h3" sx={{ fontWeight: 800 }} id="write-review-title">
        {t('writeTitle')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" id="write-review-rate">
          {t('yourRate')}
        </Typography>
        <Rating value={rate} onChange={(_, v) => setRate(v)} aria-labelledby="write-review-rate" />
      </Box>
      <TextField
        label={t('reviewTitle')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label={t('reviewText')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {t('send')}
      </Button>
    </Paper>
  );
}
