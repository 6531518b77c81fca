import type { Bill } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import b from './bill.module.css';
import { useBillLineTitle } from './use-bill-line-title';

/**
 * A bill as the member sees it everywhere (the confirm step, the booking page, the voucher): every line with its
 * count, unit price and amount, surcharges and VAT as their own lines, then the subtotal, VAT and total. Plain HTML
 * so the voucher's offline page can show it too.
 */
export function BillTable({ bill, caption, testId }: { bill: Bill; caption?: string; testId?: string }) {
  const t = useTranslations('cip');
  const f = useFormat();
  const lineTitle = useBillLineTitle();
  // On its own line: beside the Toman amount it would widen the table past a phone's width.
  const approx = f.approx(bill.total, f.rates);
  const rowClass = (kind: string) => (kind === 'surcharge' ? b.surcharge : kind === 'vat' ? b.vat : undefined);
  return (
    <table className={b.table} data-testid={testId}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('billItem')}</th>
          <th scope="col" className={b.count}>
            {t('billCount')}
          </th>
          <th scope="col" className={`${b.num} ${b.unit}`}>
            {t('billUnit')}
          </th>
          <th scope="col" className={b.num}>
            {t('billAmount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bill.lines.map((l, i) => (
          <tr key={i} className={rowClass(l.kind)} data-kind={l.kind}>
            <td>{lineTitle(l.title)}</td>
            <td className={b.count}>{f.digits(l.quantity)}</td>
            <td className={`${b.num} ${b.unit}`}>{f.toman(l.unit_price)}</td>
            <td className={b.num}>{f.toman(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={b.foot}>
          <td colSpan={2}>{t('billSubtotal')}</td>
          <td className={b.unit} />
          <td className={b.num}>{f.toman(bill.subtotal)}</td>
        </tr>
        <tr className={b.foot}>
          <td colSpan={2}>{t('billVat')}</td>
          <td className={b.unit} />
          <td className={b.num} data-testid={testId && `${testId}-vat`}>
            {f.toman(bill.vat)}
          </td>
        </tr>
        <tr className={`${b.foot} ${b.total}`}>
          <td colSpan={2}>{t('billTotal')}</td>
          <td className={b.unit} />
          <td className={b.num} data-testid={testId && `${testId}-total`}>
            {f.toman(bill.total)}
            {approx && <small className={b.approx}>{approx}</small>}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
