'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { api, type CipOrder, type SideCancelSettlement } from '@vip/contract';
import type { ReservationType } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useDomainLabels } from '@/features/ui/domain-labels';

type Reservation = CipOrder['flight_orders'][number]['reservations'][number];

/**
 * «لغو این بخش»: one side of a booking with more than one (the departure or the arrival of a round trip). The
 * dialog reads the server's preview first — what comes back under the cancellation policy, in one sentence — and
 * nothing is cancelled until the member confirms.
 */
export function CancelSide({
  order,
  reservation,
  onCanceled,
}: {
  order: CipOrder;
  reservation: Reservation;
  onCanceled: (next: CipOrder, settlement: SideCancelSettlement) => void;
}) {
  const { RESERVATION_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cipDashboard');
  const memberCall = useMemberCall();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const body = { reservation_id: reservation.id };
  const preview = useMutation({
    mutationFn: async () => (await memberCall(api.previewCipSideCancel, { params: { id: order.id }, body })).data,
  });
  const cancel = useMutation({
    mutationFn: () => memberCall(api.cancelCipSide, { params: { id: order.id }, body }),
    onSuccess: (answer) => {
      setOpen(false);
      onCanceled(answer.data, answer.settlement);
    },
  });
  const side = `${RESERVATION_TYPE_LABELS[reservation.reservation_type as ReservationType]}: ${reservation.service.title}`;
  const error = preview.error ?? cancel.error;
  return (
    <>
      <Button
        color="error"
        size="small"
        variant="text"
        onClick={() => {
          setOpen(true);
          cancel.reset();
          preview.mutate();
        }}
        data-testid={`cancel-side-${reservation.id}`}
      >
        {t('cancelSide')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('cancelSideTitle', { side })}</DialogTitle>
        <DialogContent>
          {preview.isPending && <CircularProgress size={24} aria-label={t('loading')} />}
          {preview.data && (
            <DialogContentText data-testid="cancel-side-preview">{preview.data.summary}</DialogContentText>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancelSideKeep')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!preview.data || cancel.isPending}
            onClick={() => cancel.mutate()}
            data-testid="cancel-side-confirm"
          >
            {t('cancelSideConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
