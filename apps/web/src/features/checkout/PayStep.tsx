'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { OrderBill } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { BillRow } from '@/features/orders/BillSummary';

export type PayChoice = 'bank' | 'wallet';

/**
 * Pay step: use the wallet first (toggle) and pick how to pay the rest: the bank gateway, or the wallet alone when
 * it covers the whole total. Shows the split the server computed (wallet part, bank part).
 */
export function PayStep({
  bill,
  useWallet,
  onUseWallet,
  choice,
  onChoice,
  onPay,
  paying,
  error,
}: {
  bill: OrderBill | undefined;
  useWallet: boolean;
  onUseWallet(v: boolean): void;
  choice: PayChoice;
  onChoice(c: PayChoice): void;
  onPay(): void;
  paying: boolean;
  error: string | null;
}) {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  if (!bill) return <Skeleton variant="rounded" height={220} aria-label={t('loading')} />;
  const walletCovers = bill.wallet_balance >= bill.total_price;
  const walletOnly = choice === 'wallet' && walletCovers;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('payTitle')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={useWallet || walletOnly}
            disabled={walletOnly || bill.wallet_balance === 0}
            onChange={(e) => onUseWallet(e.target.checked)}
          />
        }
        label={t('useWallet', { balance: fmt.toman(bill.wallet_balance) })}
      />
      <Typography component="h3" id="gateway-title" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        {t('howToPay')}
      </Typography>
      <RadioGroup
        aria-labelledby="gateway-title"
        value={choice}
        onChange={(e) => onChoice(e.target.value as PayChoice)}
      >
        <FormControlLabel value="bank" control={<Radio />} label={t('payByBank')} />
        <FormControlLabel
          value="wallet"
          control={<Radio />}
          disabled={!walletCovers}
          label={walletCovers ? t('payByWallet') : t('walletTooLow', { balance: fmt.toman(bill.wallet_balance) })}
        />
      </RadioGroup>
      <Box sx={{ mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
        <BillRow label={t('orderTotal')} value={fmt.toman(bill.total_price)} />
        <BillRow
          label={t('fromWallet')}
          value={fmt.toman(walletOnly ? bill.total_price : bill.wallet_amount)}
          testId="pay-wallet"
        />
        <BillRow label={t('fromBank')} value={fmt.toman(walletOnly ? 0 : bill.bank_amount)} strong testId="pay-bank" />
      </Box>
      {!bill.can_order && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('cannotOrder')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={!bill.can_order}
        loading={paying}
        onClick={onPay}
        data-testid="place-order"
      >
        {walletOnly || (useWallet && bill.bank_amount === 0) ? t('placeAndPayWallet') : t('placeAndPay')}
      </Button>
    </Paper>
  );
}
