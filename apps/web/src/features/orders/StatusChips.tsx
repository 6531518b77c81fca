import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  type OrderStatus,
  ORDER_STATUS_LABELS,
  OrderStatus as O,
  type PaymentStatus,
  PAYMENT_STATUS_LABELS,
  PaymentStatus as P,
} from '@vip/domain';

const ORDER_COLOR: Record<OrderStatus, ChipProps['color']> = {
  [O.newOrder]: 'default',
  [O.wait]: 'warning',
  [O.completed]: 'success',
  [O.canceled]: 'error',
  [O.providerPending]: 'info',
  [O.providerConfirmed]: 'info',
  [O.customerPending]: 'warning',
};
const PAYMENT_COLOR: Record<PaymentStatus, ChipProps['color']> = {
  [P.notPaid]: 'warning',
  [P.paid]: 'success',
  [P.waitForRefund]: 'info',
  [P.refunded]: 'default',
  [P.requestForPaymentDeadline]: 'warning',
};

/** An order's §4 order and payment status as two chips with the domain's Persian labels. */
export function StatusChips({ status, paymentStatus }: { status: number; paymentStatus: number }) {
  const os = status as OrderStatus;
  const ps = paymentStatus as PaymentStatus;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="status-chips">
      <Chip
        size="small"
        variant="outlined"
        color={ORDER_COLOR[os] ?? 'default'}
        // The status colour stays on the border: info/warning text on white is below axe's 4.5:1 contrast.
        sx={{ color: 'text.primary' }}
        label={ORDER_STATUS_LABELS[os] ?? status}
      />
      <Chip size="small" color={PAYMENT_COLOR[ps] ?? 'default'} label={PAYMENT_STATUS_LABELS[ps] ?? paymentStatus} />
    </Box>
  );
}
