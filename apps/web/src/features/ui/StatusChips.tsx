'use client';

import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { type OrderStatus, OrderStatus as O, type PaymentStatus, PaymentStatus as P } from '@vip/domain';
import type { StoreOrderStage } from '@vip/contract';
import type { ReactNode } from 'react';
import { useDomainLabels } from './domain-labels';

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

const STAGE_COLOR: Record<StoreOrderStage, ChipProps['color']> = {
  awaiting_payment: 'warning',
  preparing: 'info',
  shipped: 'info',
  delivered: 'success',
  canceled: 'error',
};

/**
 * An order's §4 order and payment status as two chips with the domain's labels in the reader's language. A store order passes its
 * stage instead: one chip a person understands («ارسال شده», not «در انتظار» / «پرداخت شده»), plus the payment
 * chip only when money is on its way back.
 */
export function StatusChips({
  status,
  paymentStatus,
  stage,
}: {
  status: number;
  paymentStatus: number;
  stage?: StoreOrderStage;
}) {
  const { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, STORE_ORDER_STAGE_LABELS } = useDomainLabels();
  const os = status as OrderStatus;
  const ps = paymentStatus as PaymentStatus;
  const payment = <StatusChip color={PAYMENT_COLOR[ps]} label={PAYMENT_STATUS_LABELS[ps] ?? paymentStatus} />;
  if (stage) {
    const refund = ps === P.waitForRefund || ps === P.refunded;
    return (
      <Box sx={CHIPS_ROW} data-testid="status-chips">
        <StatusChip color={STAGE_COLOR[stage]} label={STORE_ORDER_STAGE_LABELS[stage]} testId="order-stage" />
        {refund && payment}
      </Box>
    );
  }
  return (
    <Box sx={CHIPS_ROW} data-testid="status-chips">
      <StatusChip color={ORDER_COLOR[os]} label={ORDER_STATUS_LABELS[os] ?? status} />
      {payment}
    </Box>
  );
}

const CHIPS_ROW = { display: 'flex', flexWrap: 'wrap', gap: 0.5 } as const;

/** One status as an outlined chip. Its colour stays on the border: info/warning text on white is below axe's 4.5:1. */
function StatusChip({ color, label, testId }: { color?: ChipProps['color']; label: ReactNode; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color ?? 'default'}
      sx={{ color: 'text.primary' }}
      label={label}
      data-testid={testId}
    />
  );
}
