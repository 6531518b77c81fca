import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatToman, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';

/** One line of a bill, as the domain's PriceLine or the API's price_line. */
export interface BillLine {
  label: string;
  count: number;
  unitPrice: number;
  amount: number;
}

/** Every line of a reservation's bill with its total (the confirm page, the order page). */
export function BillTable({
  caption,
  lines,
  total,
  testId,
}: {
  caption: string;
  lines: BillLine[];
  total: number;
  testId?: string;
}) {
  const t = useTranslations('cip');
  return (
    <Table size="small" data-testid={testId} sx={{ '& td, & th': { px: 1 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 700, padding: '4px 8px' }}>
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('billItem')}</TableCell>
          <TableCell align="center">{t('billCount')}</TableCell>
          <TableCell align="left" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('billUnit')}
          </TableCell>
          <TableCell align="left">{t('billAmount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l, i) => (
          <TableRow key={i}>
            <TableCell>{l.label}</TableCell>
            <TableCell align="center">{toPersianDigits(l.count)}</TableCell>
            <TableCell align="left" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {formatToman(l.unitPrice)}
            </TableCell>
            <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
              {formatToman(l.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 700, color: 'text.primary' }}>
            {t('billSubtotal')}
          </TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
          <TableCell align="left" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
            {formatToman(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
