'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type AgencyCipOrder, type AgencyFlightChangeSettlement, api } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberApi } from '@/features/auth/use-member-api';
import { ChangeFlightDialog, ChangePreview, type FlightOrderView } from '@/features/cip/ChangeFlightDialog';
import { useFormat } from '@/features/ui/format/FormatProvider';

/**
 * What a change did or would do to the agency's credit account, one sentence per direction: in the preview's future
 * («… is charged», `change…` keys) or the result's past («… was charged», `changed…` keys).
 */
function useAccountSentences() {
  const t = useTranslations('agency');
  const f = useFormat();
  return (s: AgencyFlightChangeSettlement, tense: 'change' | 'changed') =>
    [
      s.charged_to_account > 0 && t(`${tense}Charged`, { amount: f.toman(s.charged_to_account) }),
      s.refunded_to_account > 0 && t(`${tense}Refunded`, { amount: f.toman(s.refunded_to_account) }),
    ].filter((l): l is string => Boolean(l));
}

function AccountEffect({ settlement }: { settlement: AgencyFlightChangeSettlement }) {
  const t = useTranslations('agency');
  const lines = useAccountSentences()(settlement, 'change');
  if (!lines.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="agency-change-account">
        {t('changeNoMoney')}
      </Typography>
    );
  return (
    <Box data-testid="agency-change-account">
      {lines.map((l) => (
        <Typography key={l} sx={{ fontWeight: 700 }}>
          {l}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * «تغییر پرواز» of a flight of an agency's booking (docs/agencies.md): the member's dialog (ChangeFlightDialog) over
 * the panel's preview and change; the preview and the result say the net charged to or returned to the account.
 */
export function AgencyChangeFlight({ order, flightOrder }: { order: AgencyCipOrder; flightOrder: FlightOrderView }) {
  const t = useTranslations('agency');
  const ft = useTranslations('flightStatus');
  const sentences = useAccountSentences();
  const call = useMemberApi();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!order.editable || flightOrder.flight.status === 'cancelled') return null;
  const args = (flightId: number) => ({
    params: { id: order.id },
    body: { flight_order_id: flightOrder.id, flight_id: flightId },
  });
  const moneyOf = (s: AgencyFlightChangeSettlement) => sentences(s, 'changed').join(' ') || t('changeNoMoney');
  return (
    <>
      <Box>
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          data-testid={`agency-change-flight-${flightOrder.order_type}`}
        >
          {ft('changeFlight')}
        </Button>
      </Box>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} data-testid="agency-flight-changed">
          {done}
        </Alert>
      )}
      {open && (
        <ChangeFlightDialog
          flightOrder={flightOrder}
          intro={t('changeFlightIntro', {
            origin: flightOrder.flight.origin.city,
            destination: flightOrder.flight.destination.city,
          })}
          previewKey={['agencyChangeFlightPreview', order.id, flightOrder.id]}
          preview={(flightId) => call(api.agencyPanelPreviewCipFlightChange, args(flightId))}
          renderPreview={({ data: s }) => (
            <ChangePreview settlement={s}>
              <AccountEffect settlement={s} />
            </ChangePreview>
          )}
          apply={(flightId) => call(api.agencyPanelChangeCipFlight, args(flightId))}
          onApplied={(answer, picked) => {
            setOpen(false);
            setDone(t('flightChanged', { number: picked.flight_number, money: moneyOf(answer.settlement) }));
            // The booking, the list and the credit line all changed.
            void queries.invalidateQueries({ queryKey: ['member'] });
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
