'use client';

import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useWalletBalance } from './member-data';

/**
 * The wallet balance for the member menu («کیف پول: ۱۲,۰۰۰ تومان»), derived from the ledger by the API. Renders
 * nothing while loading or when the balance cannot be read (the menu stays usable).
 */
export function BalanceBadge() {
  const t = useTranslations('orders');
  const fmt = useFormat();
  const { balance } = useWalletBalance();
  if (balance === undefined) return null;
  return (
    <Box
      component="span"
      data-testid="wallet-balance"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}
    >
      <AccountBalanceWalletOutlined fontSize="small" aria-hidden />
      {t('walletBalance', { amount: fmt.toman(balance) })}
    </Box>
  );
}
