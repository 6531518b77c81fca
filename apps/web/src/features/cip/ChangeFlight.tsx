'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, type CipOrder, type FlightBriefView } from '@vip/contract';
import { OrderStatus } from '@vip/domain';
import { useRouter } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMemberApi } from '@/features/auth/use-member-api';
import { cipOrderPath } from './dashboard/paths';
import { ChangeFlightDialog, ChangePreview, type FlightOrderView } from './ChangeFlightDialog';

/**
 * «تغییر پرواز» of a booked flight on the member's booking page: a day, then a flight of the same route that day, the
 * price difference and fee from the API's preview, then the change (TanStack mutations).
 */
export function ChangeFlight({
  order,
  flightOrder,
  onChanged,
}: {
  order: CipOrder;
  flightOrder: FlightOrderView;
  onChanged: (next: CipOrder, summary: string) => void;
}) {
  const t = useTranslations('flightStatus');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const canceled = flightOrder.flight.status === 'cancelled';
  // A booking its flight's cancellation refunded may move once, free (the API refuses any other); once moved, the
  // offer gives way to a link to the new booking.
  const moved = flightOrder.rebooked_order_id;
  const movable = canceled && !moved && order.status === OrderStatus.canceled && order.refunded_amount > 0;
  if (!order.editable && !canceled) return null;
  return (
    <>
      {canceled && (
        <Alert
          severity="warning"
          data-testid="flight-canceled-offer"
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {movable && (
                <Button variant="contained" size="small" onClick={() => setMoving(true)} data-testid="free-move">
                  {t('freeMove')}
                </Button>
              )}
              {moved ? (
                <LinkButton href={cipOrderPath(moved)} data-testid="moved-booking">
                  {t('movedBooking')}
                </LinkButton>
              ) : (
                <LinkButton href={`/cip/booking?date=${flightOrder.flight.date}&q=${flightOrder.flight.origin.iata}`}>
                  {t('rebook')}
                </LinkButton>
              )}
            </Box>
          }
        >
          {t('canceledFlight', { number: flightOrder.flight.flight_number })}
        </Alert>
      )}
      {order.editable && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => setOpen(true)}
            data-testid={`change-flight-${flightOrder.order_type}`}
          >
            {t('changeFlight')}
          </Button>
        </Box>
      )}
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} data-testid="flight-changed">
          {done}
        </Alert>
      )}
      {open && (
        <MemberChangeFlightDialog
          order={order}
          flightOrder={flightOrder}
          onClose={() => setOpen(false)}
          onChanged={(next, text) => {
            setOpen(false);
            setDone(text);
            onChanged(next, text);
          }}
        />
      )}
      {moving && (
        <MemberChangeFlightDialog
          order={order}
          flightOrder={flightOrder}
          freeMove
          onClose={() => setMoving(false)}
          onChanged={(next) => router.push(cipOrderPath(next.id))}
        />
      )}
    </>
  );
}

/**
 * The member's calls in the shared dialog (ChangeFlightDialog); `freeMove` makes it the free move of a booking its
 * flight's cancellation refunded (rebook: a new booking, paid from the refund, the rest waived).
 */
function MemberChangeFlightDialog({
  order,
  flightOrder,
  freeMove = false,
  onClose,
  onChanged,
}: {
  order: CipOrder;
  flightOrder: FlightOrderView;
  freeMove?: boolean;
  onClose: () => void;
  onChanged: (next: CipOrder, summary: string) => void;
}) {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
  const memberApi = useMemberApi();
  const args = (flightId: number) => ({
    params: { id: order.id },
    body: { flight_order_id: flightOrder.id, flight_id: flightId },
  });
  const onApplied = (answer: { data: CipOrder; settlement: { summary: string } }, picked: FlightBriefView) =>
    onChanged(answer.data, t('changed', { number: picked.flight_number, summary: answer.settlement.summary }));
  if (freeMove)
    return (
      <ChangeFlightDialog
        flightOrder={flightOrder}
        freeMove
        previewKey={['rebookPreview', order.id, flightOrder.id]}
        preview={(flightId) => memberApi(api.previewCipRebook, args(flightId))}
        renderPreview={({ data: s }) => (
          <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="free-move-preview" aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>{t('freeMovePrice', { amount: fmt.toman(s.new_price) })}</Typography>
            <Typography>{t('freeMoveWallet', { amount: fmt.toman(s.charged_from_wallet) })}</Typography>
            {s.waived > 0 && (
              <Typography color="success.dark">{t('freeMoveWaived', { amount: fmt.toman(s.waived) })}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {s.summary}
            </Typography>
          </Box>
        )}
        apply={(flightId) => memberApi(api.rebookCipOrder, args(flightId))}
        onApplied={onApplied}
        onClose={onClose}
      />
    );
  return (
    <ChangeFlightDialog
      flightOrder={flightOrder}
      previewKey={['changeFlightPreview', order.id, flightOrder.id]}
      preview={(flightId) => memberApi(api.previewCipFlightChange, args(flightId))}
      renderPreview={({ data: s }) => (
        <ChangePreview settlement={s}>
          <Typography variant="body2" color="text.secondary">
            {s.summary}
          </Typography>
        </ChangePreview>
      )}
      apply={(flightId) => memberApi(api.changeCipFlight, args(flightId))}
      onApplied={onApplied}
      onClose={onClose}
    />
  );
}
