'use client';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { OrderBill, OrderLine } from '@vip/contract';
import { formatToman, includedVat, toPersianDigits, vatPercentAt } from '@vip/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MixedText } from '@/features/ui/MixedText';

/** What a bill and a placed order have in common (amounts in Rials). */
export type BillTotals = Pick<
  OrderBill,
  'items_total' | 'discounts' | 'discount_total' | 'shipping_price' | 'total_price' | 'transmit'
>;

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 500, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The priced lines and totals of a bill or an order: items, discounts, shipping, total (Toman, Persian digits), and the
 * VAT the shelf prices include (`vatIncluded`: an order's own figure; a cart's is today's rate).
 */
export function BillSummary({
  lines,
  totals,
  vatIncluded,
  children,
}: {
  lines: readonly OrderLine[];
  totals: BillTotals;
  vatIncluded?: number;
  children?: ReactNode;
}) {
  const t = useTranslations('orders');
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('items')}>
        {lines.map((l) => (
          <Box
            component="li"
            key={l.product_id}
            sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}
            data-testid="bill-line"
          >
            {l.image_url ? (
              // biome-ignore lint/performance/noImgElement: API images are already sized WebP
              <img
                src={l.image_url}
                alt=""
                width={48}
                height={48}
                style={{ borderRadius: 8, objectFit: 'cover', flexShrink: 0 }}
              />
            ) : null}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                <MixedText>{l.title}</MixedText>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('lineQuantity', { quantity: toPersianDigits(l.quantity), price: formatToman(l.unit_price) })}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatToman(l.amount)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Row label={t('itemsTotal')} value={formatToman(totals.items_total)} />
      {totals.discounts.map((d) => (
        <Row key={d.code} label={t('discountLine', { title: d.title, code: d.code })} value={formatToman(-d.amount)} />
      ))}
      <Row
        label={totals.transmit ? t('shippingOf', { title: totals.transmit.title }) : t('shipping')}
        value={totals.shipping_price === 0 ? t('free') : formatToman(totals.shipping_price)}
      />
      <Divider sx={{ my: 1 }} />
      <Row label={t('total')} value={formatToman(totals.total_price)} strong testId="bill-total" />
      <Typography variant="body2" color="text.secondary" data-testid="bill-vat-included">
        {t('vatIncluded', {
          amount: formatToman(vatIncluded ?? includedVat(totals.total_price, vatPercentAt(new Date()))),
        })}
      </Typography>
      {children}
    </Box>
  );
}

export { Row as BillRow };
