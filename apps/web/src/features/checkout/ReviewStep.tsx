'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@vip/domain';
import type { OrderBill } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { BillSummary } from '@/features/orders/BillSummary';
import { cartBill } from './cart-bill';

/** Items whose price in the server's bill is not the one the cart holds. */
export function changedPrices(items: readonly CartItem[], bill: OrderBill) {
  return items.flatMap((i) => {
    const line = bill.lines.find((l) => l.product_id === i.id);
    return line && line.unit_price !== i.price ? [{ item: i, now: line.unit_price }] : [];
  });
}

/**
 * Review step: the bill the server would charge for this cart (prices from the database). When it differs from the
 * cart's own bill (the same domain `storeBill` on the cart's prices), the member is told why and may take the new
 * prices; refused codes and stock shortages come as the server's Persian notices.
 */
export function ReviewStep({
  items,
  bill,
  loading,
  error,
  onRetry,
  onTakePrices,
}: {
  items: readonly CartItem[];
  bill: OrderBill | undefined;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onTakePrices(): void;
}) {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {error}
      </Alert>
    );
  if (loading || !bill) return <Skeleton variant="rounded" height={220} aria-label={t('loading')} />;
  const changed = changedPrices(items, bill);
  const own = cartBill(items, bill.shipping_price);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('reviewTitle')}
      </Typography>
      {(changed.length > 0 || bill.notices.length > 0) && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="bill-notices">
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('billDiffers')}</Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {changed.map(({ item, now }) => (
              <li key={item.id}>
                {t('priceChanged', { title: item.title, was: fmt.toman(item.price), now: fmt.toman(now) })}
              </li>
            ))}
            {bill.notices.map((n) => (
              <li key={`${n.field}:${n.message}`}>{n.message}</li>
            ))}
          </Box>
          {changed.length > 0 && (
            <>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('cartTotalWas', { total: fmt.toman(own.itemsTotal), now: fmt.toman(bill.items_total) })}
              </Typography>
              <Button size="small" color="inherit" variant="outlined" sx={{ mt: 1 }} onClick={onTakePrices}>
                {t('takeNewPrices')}
              </Button>
            </>
          )}
        </Alert>
      )}
      <BillSummary lines={bill.lines} totals={bill} />
    </Paper>
  );
}
