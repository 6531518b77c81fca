'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { api, AnswerOf } from '@vip/contract';
import { formatJalaliDate, toPersianDigits } from '@vip/domain';
import { toDataURL } from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { M } from './messages';
import { Latin } from './ui';

export type DeskStoreOrder = AnswerOf<typeof api.adminListStoreOrders>['data'][number];

/** «ارسال طی ۲ تا ۴ روز کاری» (or the same day) of a shipping method. */
export function promisedDays(shipping: NonNullable<DeskStoreOrder['shipping']>) {
  const { delivery_days_min: min, delivery_days_max: max } = shipping;
  if (max === 0) return M.packing.sameDay;
  return M.packing.days(min === max ? toPersianDigits(max) : `${toPersianDigits(min)} تا ${toPersianDigits(max)}`);
}

/** The order's reference as a QR code (scanned at the packing bench and by the courier). */
function ReferenceQr({ reference }: { reference: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    void toDataURL(reference, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then(setSrc);
  }, [reference]);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={`${M.packing.qr} ${toPersianDigits(reference)}`}
      sx={{ width: 120, height: 120, flexShrink: 0 }}
      data-testid="packing-slip-qr"
    />
  ) : null;
}

/** One order's packing slip: what to pack, for whom, where and how it ships; printed alone (the page hidden). */
function Slip({ order }: { order: DeskStoreOrder }) {
  return (
    <Box className="packing-slip" dir="rtl" lang="fa" data-testid="packing-slip">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h2" variant="h6">
            {M.packing.title}
          </Typography>
          <Typography>
            {M.fields.reference}: <Latin>{order.reference}</Latin>
          </Typography>
          {order.paid_at && (
            <Typography variant="body2">
              {M.fields.paidAt}: {formatJalaliDate(order.paid_at, { time: true })}
            </Typography>
          )}
        </Box>
        <ReferenceQr reference={order.reference} />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        {M.fields.recipient}
      </Typography>
      <Typography>
        {order.recipient_name} – <Latin>{toPersianDigits(order.recipient_mobile)}</Latin>
      </Typography>
      <Typography>
        {[order.province, order.city].filter(Boolean).join('، ')} – {order.address}
      </Typography>
      <Typography>
        {M.packing.postalCode}: <Latin>{toPersianDigits(order.postal_code)}</Latin>
      </Typography>
      {order.shipping && (
        <Typography sx={{ mt: 1 }}>
          {M.packing.shipping}: {order.shipping.title} ({promisedDays(order.shipping)})
        </Typography>
      )}
      <Table size="small" sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{M.packing.item}</TableCell>
            <TableCell>{M.packing.quantity}</TableCell>
            <TableCell>{M.packing.packed}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.product_id}>
              <TableCell>{item.title}</TableCell>
              <TableCell>{toPersianDigits(item.quantity)}</TableCell>
              <TableCell>
                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 16, height: 16, border: 1 }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Opens an order's packing slip and prints it: only the slip reaches the paper. */
export function PackingSlipButton({ order }: { order: DeskStoreOrder }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => setOpen(true)}>
        {M.packing.open}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {open && (
          <GlobalStyles
            styles={{
              '@media print': {
                'body *': { visibility: 'hidden' },
                '.packing-slip, .packing-slip *': { visibility: 'visible' },
                '.packing-slip': { position: 'fixed', insetInlineStart: 0, top: 0, width: '100%' },
              },
            }}
          />
        )}
        <DialogContent>
          <span id={titleId} hidden>
            {M.packing.title} {toPersianDigits(order.reference)}
          </span>
          <Slip order={order} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{M.actions.cancel}</Button>
          <Button variant="contained" onClick={() => window.print()} data-testid="packing-slip-print">
            {M.packing.print}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
