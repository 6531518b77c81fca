'use client';

import { api, type Invoice, type InvoiceParty } from '@vip/contract';
import { formatJalaliDate, formatNumber, formatToman, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { ApiClientError } from '@/lib/api-client';
import styles from './invoice.module.css';
import { creditNotePdfHref, type InvoiceKind, invoicePdfHref } from './paths';

const rial = (n: number) => formatNumber(n);
/** A code in Persian digits, kept left to right (a number with a hyphen would otherwise swap its parts in RTL). */
const digits = (s: string | null) => (s ? <bdi dir="ltr">{toPersianDigits(s)}</bdi> : '—');

function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  const t = useTranslations('invoice');
  return (
    <section className={styles.party} aria-label={heading}>
      <h2>{heading}</h2>
      <p className={styles.partyName}>{party.name || '—'}</p>
      {party.type === 'company' ? (
        <>
          <p>
            {t('nationalId')}: {digits(party.national_id)}
          </p>
          <p>
            {t('economicCode')}: {digits(party.economic_code)}
          </p>
          <p>
            {t('registrationNumber')}: {digits(party.registration_number)}
          </p>
        </>
      ) : (
        <p>
          {t('nationalCode')}: {digits(party.national_code)}
        </p>
      )}
      <p>
        {t('address')}: {party.address ? toPersianDigits(party.address) : '—'}
      </p>
      <p>
        {t('postalCode')}: {digits(party.postal_code)} – {t('phone')}: {digits(party.phone)}
      </p>
    </section>
  );
}

/** The invoice as a printed page shows it: seller, buyer, lines, subtotal, VAT, total, and its credit notes. */
function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoice');
  const date = (iso: string) => formatJalaliDate(iso, { style: 'long', weekday: false });
  return (
    <article className={styles.sheet} data-testid="invoice-sheet">
      <header className={styles.head}>
        <h1>{t('heading')}</h1>
        <dl className={styles.meta}>
          <dt>{t('number')}</dt>
          <dd data-testid="invoice-number">{digits(invoice.number)}</dd>
          <dt>{t('date')}</dt>
          <dd>{date(invoice.issued_at)}</dd>
          <dt>{t('order')}</dt>
          <dd>{digits(invoice.order_reference)}</dd>
        </dl>
      </header>
      <div className={styles.parties}>
        <Party heading={t('seller')} party={invoice.seller} />
        <Party heading={t('buyer')} party={invoice.buyer} />
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.num}>{t('row')}</th>
              <th>{t('description')}</th>
              <th className={styles.num}>{t('quantity')}</th>
              <th className={`${styles.num} ${styles.unit}`}>{t('unitPrice')}</th>
              <th className={styles.num}>{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td className={styles.num}>{toPersianDigits(i + 1)}</td>
                <td>{toPersianDigits(l.title)}</td>
                <td className={styles.num}>{toPersianDigits(l.quantity)}</td>
                <td className={`${styles.num} ${styles.unit}`}>{rial(l.unit_price)}</td>
                <td className={styles.num}>{rial(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3}>{t('subtotal')}</td>
              <td className={styles.unit} />
              <td className={styles.num}>{rial(invoice.subtotal)}</td>
            </tr>
            <tr>
              <td colSpan={3}>{t('vat')}</td>
              <td className={styles.unit} />
              <td className={styles.num}>{rial(invoice.vat)}</td>
            </tr>
            <tr className={styles.total}>
              <td colSpan={3}>{t('total')}</td>
              <td className={styles.unit} />
              <td className={styles.num} data-testid="invoice-total">
                {rial(invoice.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.note}>{t('inToman', { amount: formatToman(invoice.total) })}</p>
      {invoice.credit_notes.length > 0 && (
        <section className={styles.credits} data-testid="invoice-credit-notes">
          <h2>{t('creditNotes')}</h2>
          <ul>
            {invoice.credit_notes.map((c) => (
              <li key={c.id}>
                {t('creditNote', {
                  // Isolated left to right (LRI … PDI), as the codes are elsewhere on the sheet.
                  number: `\u2066${toPersianDigits(c.number)}\u2069`,
                  date: date(c.issued_at),
                  amount: rial(c.amount),
                  net: rial(c.net),
                  vat: rial(c.vat),
                })}{' '}
                <a className={styles.noPrint} href={creditNotePdfHref(c.id)} target="_blank" rel="noopener">
                  {t('creditNotePdf')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** /order/{id}/invoice: the printable invoice with «چاپ» and the PDF download; the order page's link leads here. */
export function InvoicePage({ id, kind }: { id: number; kind: InvoiceKind }) {
  const t = useTranslations('invoice');
  const answer = useMemberEndpoint(kind === 'cip' ? api.getCipOrderInvoiceJson : api.getStoreOrderInvoiceJson, {
    params: { id },
  });
  const orderHref = kind === 'cip' ? `/dashboard/cip/order?id=${id}` : `/dashboard/order/${id}`;
  const error = answer.error;
  return (
    <main className={styles.page}>
      <nav className={`${styles.actions} ${styles.noPrint}`}>
        <a href={orderHref} className={styles.link}>
          {t('back')}
        </a>
        {answer.data && (
          <>
            <button type="button" className={styles.button} onClick={() => window.print()} data-testid="invoice-print">
              {t('print')}
            </button>
            <a
              className={`${styles.button} ${styles.primary}`}
              href={invoicePdfHref(id, kind)}
              download={`invoice-${answer.data.data.number}.pdf`}
              data-testid="invoice-pdf"
            >
              {t('downloadPdf')}
            </a>
          </>
        )}
      </nav>
      {answer.data ? (
        <InvoiceSheet invoice={answer.data.data} />
      ) : error ? (
        <p className={styles.alert} role="alert">
          {error instanceof ApiClientError && error.code === 'order_not_invoiced' ? t('notPaid') : error.message}
        </p>
      ) : (
        <p className={styles.loading}>{t('loading')}</p>
      )}
    </main>
  );
}
