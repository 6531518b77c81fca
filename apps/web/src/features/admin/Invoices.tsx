'use client';

import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, api, pathOf } from '@vip/contract';
import { formatJalaliDate, formatToman, toLatinDigits, toPersianDigits } from '@vip/domain';
import { type FormEvent, useState } from 'react';
import { Menu, Title } from 'react-admin';
import { RELAY_PREFIX } from '@/features/auth/relay-paths';
import { useStaffApi } from './staff-api-context';

type Found = AnswerOf<typeof api.getStaffOrderInvoiceJson>['data'];

const staffPdf = (path: string) => `${RELAY_PREFIX.staff}${path}`;

/**
 * Finance: an order's invoice, its supplements and credit notes by the order's id, each downloadable as its PDF. The
 * lookup is a mutation (TanStack Query) so a typed id is asked once per press and its failure stays on screen.
 */
export function InvoicesPage() {
  const staffApi = useStaffApi();
  const [orderId, setOrderId] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookup = useMutation({
    mutationFn: async (id: number): Promise<Found> =>
      (await staffApi(api.getStaffOrderInvoiceJson, { params: { id } })).data,
  });
  const find = (e: FormEvent) => {
    e.preventDefault();
    const id = Number(toLatinDigits(orderId.trim()));
    const ok = Number.isInteger(id) && id > 0;
    setInvalid(!ok);
    if (ok) lookup.mutate(id);
    else lookup.reset();
  };
  const found = lookup.data;
  const error = invalid ? 'شناسهٔ سفارش را با رقم بنویسید.' : (lookup.error?.message ?? null);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, py: 2 }}>
      <Title title="صورتحساب‌ها" />
      <Box component="form" onSubmit={find} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}>
        <TextField
          label="شناسهٔ سفارش"
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'invoice-order-id' } }}
        />
        <Button type="submit" variant="contained" loading={lookup.isPending} sx={{ minHeight: 56 }}>
          نمایش صورتحساب
        </Button>
      </Box>
      {error && <Alert severity="warning">{error}</Alert>}
      {found && (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h2">
              صورتحساب {toPersianDigits(found.number)}
            </Typography>
            <Typography>
              سفارش {toPersianDigits(found.order_reference)} – {formatJalaliDate(found.issued_at)} – خریدار:{' '}
              {found.buyer.name || '—'}
            </Typography>
            <Typography data-testid="staff-invoice-totals">
              {found.order_kind === 'store'
                ? `مبلغ کل ${formatToman(found.total)} – شامل مالیات بر ارزش افزودهٔ ${formatToman(found.vat)}`
                : `جمع ${formatToman(found.subtotal)} – مالیات ${formatToman(found.vat)} – مبلغ کل ${formatToman(found.total)}`}
            </Typography>
            <Box>
              <Button
                variant="outlined"
                href={staffPdf(pathOf(api.getStaffOrderInvoice, { id: found.order_id }))}
                target="_blank"
                data-testid="staff-invoice-pdf"
              >
                دریافت PDF صورتحساب
              </Button>
            </Box>
            {found.supplements.map((x) => (
              <Typography key={x.id}>
                صورتحساب اصلاحی {toPersianDigits(x.number)}: {formatToman(x.total)} (مالیات {formatToman(x.vat)})
              </Typography>
            ))}
            {found.credit_notes.map((c) => (
              <Box key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>
                  اعلامیهٔ برگشت {toPersianDigits(c.number)}: {formatToman(c.amount)}
                </Typography>
                <Button size="small" href={staffPdf(pathOf(api.getStaffCreditNote, { id: c.id }))} target="_blank">
                  PDF
                </Button>
              </Box>
            ))}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

/** The back office menu's entry of the invoices page. */
export function InvoicesMenuItem() {
  return <Menu.Item to="/invoices" primaryText="صورتحساب‌ها" leftIcon={<ReceiptLong />} />;
}
