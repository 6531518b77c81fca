'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Order } from '@vip/contract';
import { formatJalaliDate, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

const when = (iso: string) => formatJalaliDate(iso, { style: 'long', weekday: false, time: true });

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Where the parcel is: the shipping method and its delivery time, then (once the desk shipped it) the post's tracking
 * number with a copy button, and the shipped and delivered dates. Before shipping, a line saying what comes next.
 */
export function OrderShipment({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const [copied, setCopied] = useState(false);
  const { transmit, shipment, stage } = order;
  const copy = async () => {
    if (!shipment) return;
    await navigator.clipboard?.writeText(shipment.tracking_number).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="order-shipment">
      {transmit && (
        <Fact label={t('shippingMethod')} testId="shipping-method">
          {transmit.title}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {transmit.delivery_days_max === 0
              ? t('deliverySameDay')
              : t('deliveryDays', {
                  min: toPersianDigits(transmit.delivery_days_min),
                  max: toPersianDigits(transmit.delivery_days_max),
                })}
          </Typography>
        </Fact>
      )}
      {shipment ? (
        <>
          <Fact label={t('trackingNumber')} testId="tracking-number">
            <bdi>{toPersianDigits(shipment.tracking_number)}</bdi>
          </Fact>
          <Box>
            <Button size="small" variant="outlined" onClick={copy}>
              {t('copyTracking')}
            </Button>
            {copied && (
              <Typography component="span" role="status" variant="body2" sx={{ mx: 1 }}>
                {t('copied')}
              </Typography>
            )}
          </Box>
          <Fact label={t('shippedAt')} testId="shipped-at">
            {when(shipment.shipped_at)}
          </Fact>
          {shipment.delivered_at && (
            <Fact label={t('deliveredAt')} testId="delivered-at">
              {when(shipment.delivered_at)}
            </Fact>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {stage === 'preparing'
            ? t('notShippedYet')
            : stage === 'canceled'
              ? t('canceledNoShipment')
              : t('awaitingPayment')}
        </Typography>
      )}
    </Box>
  );
}
