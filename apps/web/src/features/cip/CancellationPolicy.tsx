import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_CANCELLATION_POLICY as DOMAIN_POLICY } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';

/** A window of the cancellation policy (the API's cancellation_policy entries). */
export interface CancellationWindow {
  hours_before: number;
  refund_percent: number;
}

/**
 * The policy shown before an order exists (the API's default; an order's own policy, from its answer, is shown
 * from the payment step on).
 */
export const DEFAULT_CANCELLATION_POLICY: CancellationWindow[] = DOMAIN_POLICY.map((w) => ({
  hours_before: w.hoursBefore,
  refund_percent: w.refundPercent,
}));

/** The cancellation policy as Persian sentences: «cancelling ≥ h hours before the flight refunds p%», then none. */
export function CancellationPolicy({ windows }: { windows: CancellationWindow[] }) {
  const t = useTranslations('cip');
  const f = useFormat();
  const sorted = [...windows].sort((a, b) => b.hours_before - a.hours_before);
  const last = sorted.at(-1);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="policy-title"
      data-testid="cancellation-policy"
    >
      <Typography id="policy-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('policyTitle')}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {sorted.map((w) => (
          <li key={w.hours_before}>
            <Typography variant="body2">
              {t('policyWindow', {
                hours: f.digits(w.hours_before),
                percent: f.digits(w.refund_percent),
              })}
            </Typography>
          </li>
        ))}
        {last && (
          <li>
            <Typography variant="body2">{t('policyNone', { hours: f.digits(last.hours_before) })}</Typography>
          </li>
        )}
      </ul>
      <Typography variant="caption" color="text.secondary">
        {t('policyWallet')}
      </Typography>
    </Paper>
  );
}
