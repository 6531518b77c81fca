'use client';

import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AnswerOf, api, pathOf } from '@vip/contract';
import { formatJalaliDate, formatToman, toLatinDigits, toPersianDigits } from '@vip/domain';
import { type FormEvent, useState } from 'react';
import { Menu, Title } from 'react-admin';
import { RELAY_PREFIX } from '@/features/auth/relay-paths';
import { useStaffApi } from './staff-api-context';

type Found = AnswerOf<typeof api.getStaffOrderInvoiceJson>['data'];

const staffPdf = (path: string) => `${RELAY_PREFIX.staff}${path}`;

/** Finance: an order's invoice and credit notes by the order's id, each downloadable as its PDF. */
export function InvoicesPage() {
  const staffApi = useStaffApi();
  const [orderId, setOrderId] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const find = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(toLatinDigits(orderId.trim()));
    if (!Number.isInteger(id) || id < 1) {
      setError('شناسهٔ سفارش را با رقم بنویسید.');
      return;
    }
    setBusy(true);
    setError(null);
    setFound(null);
    try {
      setFound((await staffApi(api.getStaffOrderInvoiceJson, { params: { id } })).data);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
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
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
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
            <Typography>
              جمع {formatToman(found.subtotal)} – مالیات {formatToman(found.vat)} – مبلغ کل {formatToman(found.total)}
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
