'use client';

import { PaymentStatus } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { LinkButton } from '@/components/links';
import { type InvoiceKind, invoicePagePath } from './paths';

/** Payment statuses of an order that was paid in full (refunded orders keep their invoice and credit notes). */
const INVOICED: ReadonlySet<number> = new Set([
  PaymentStatus.paid,
  PaymentStatus.waitForRefund,
  PaymentStatus.refunded,
]);

/** «صورتحساب» on a member's order or booking page, once the order was paid: opens the printable invoice. */
export function InvoiceLink({
  orderId,
  kind,
  paymentStatus,
}: {
  orderId: number;
  kind: InvoiceKind;
  paymentStatus: number;
}) {
  const t = useTranslations('invoice');
  if (!INVOICED.has(paymentStatus)) return null;
  return (
    <div>
      <LinkButton href={invoicePagePath(orderId, kind)} variant="outlined" data-testid="open-invoice">
        {t('link')}
      </LinkButton>
    </div>
  );
}
