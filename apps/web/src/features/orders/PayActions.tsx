'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Order } from '@vip/contract';
import { formatToman } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useWalletBalance } from './member-data';
import { usePayOrder } from './use-pay-order';

/** Paying an unpaid order again: through the bank (the wallet first), or wholly by the wallet when it covers it. */
export function PayActions({ order }: { order: Pick<Order, 'id' | 'total_price' | 'paid_amount'> }) {
  const t = useTranslations('orders');
  const { balance } = useWalletBalance();
  const { pay, paying, error } = usePayOrder();
  const due = order.total_price - order.paid_amount;
  const walletCovers = balance !== undefined && balance >= due;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          loading={paying}
          onClick={() => void pay(order.id, { useWallet: true })}
          data-testid="pay-again"
        >
          {t('payByBank')}
        </Button>
        <Button
          variant="outlined"
          disabled={!walletCovers || paying}
          onClick={() => void pay(order.id, { useWallet: true, gateway: 'credit' })}
          data-testid="pay-by-wallet"
        >
          {t('payByWallet')}
        </Button>
      </Box>
      {balance !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {walletCovers
            ? t('walletCovers', { balance: formatToman(balance) })
            : t('walletShort', { balance: formatToman(balance), due: formatToman(due) })}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
