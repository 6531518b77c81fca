'use client';

import { api, type Invoice, type InvoiceParty } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import type { SiteFormat } from '@/features/ui/format/site-format';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { ApiClientError } from '@/lib/api-client';
import styles from './invoice.module.css';
import { creditNotePdfHref, type InvoiceKind, invoicePdfHref } from './paths';

/** A code in the reader's digits, kept left to right (a number with a hyphen would otherwise swap its parts in RTL). */
const code = (fmt: SiteFormat, s: string | null) => (s ? <bdi dir="ltr">{fmt.digits(s)}</bdi> : '—');

function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  const t = useTranslations('invoice');
  const fmt = useFormat();
  return (
    <section className={styles.party} aria-label={heading}>
      <h2>{heading}</h2>
      <p className={styles.partyName}>{party.name || '—'}</p>
      {party.type === 'company' ? (
        <>
          <p>
            {t('nationalId')}: {code(fmt, party.national_id)}
          </p>
          <p>
            {t('economicCode')}: {code(fmt, party.economic_code)}
          </p>
          <p>
            {t('registrationNumber')}: {code(fmt, party.registration_number)}
          </p>
        </>
      ) : (
        <p>
          {t('nationalCode')}: {code(fmt, party.national_code)}
        </p>
      )}
      <p>
        {t('address')}: {party.address ? fmt.digits(party.address) : '—'}
      </p>
      <p>
        {t('postalCode')}: {code(fmt, party.postal_code)} – {t('phone')}: {code(fmt, party.phone)}
      </p>
    </section>
  );
}

/** The invoice as a printed page shows it: seller, buyer, lines, subtotal, VAT, total, and its credit notes. */
function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoice');
  const fmt = useFormat();
  const date = (iso: string) => fmt.date(iso, { style: 'long', weekday: false });
  return (
    <article className={styles.sheet} data-testid="invoice-sheet">
      <header className={styles.head}>
        <h1>{t('heading')}</h1>
        <dl className={styles.meta}>
          <dt>{t('number')}</dt>
          <dd data-testid="invoice-number">{code(fmt, invoice.number)}</dd>
          <dt>{t('date')}</dt>
          <dd>{date(invoice.issued_at)}</dd>
          <dt>{t('order')}</dt>
          <dd>{code(fmt, invoice.order_reference)}</dd>
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
                <td className={styles.num}>{fmt.digits(i + 1)}</td>
                <td>{fmt.digits(l.title)}</td>
                <td className={styles.num}>{fmt.digits(l.quantity)}</td>
                <td className={`${styles.num} ${styles.unit}`}>{fmt.number(l.unit_price)}</td>
                <td className={styles.num}>{fmt.number(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {invoice.order_kind === 'store' && (
              // Shelf prices include VAT: the lines already add up to what was paid; the VAT inside it is stated.
              <tr>
                <td colSpan={3}>{t('itemsWithVat')}</td>
                <td className={styles.unit} />
                <td className={styles.num}>{fmt.number(invoice.total)}</td>
              </tr>
            )}
            <tr>
              <td colSpan={3}>{invoice.order_kind === 'store' ? t('netBeforeVat') : t('subtotal')}</td>
              <td className={styles.unit} />
              <td className={styles.num}>{fmt.number(invoice.subtotal)}</td>
            </tr>
            <tr>
              <td colSpan={3}>{invoice.order_kind === 'store' ? t('vatIncluded') : t('vat')}</td>
              <td className={styles.unit} />
              <td className={styles.num} data-testid="invoice-vat">
                {fmt.number(invoice.vat)}
              </td>
            </tr>
            <tr className={styles.total}>
              <td colSpan={3}>{invoice.order_kind === 'store' ? t('paidTotal') : t('total')}</td>
              <td className={styles.unit} />
              <td className={styles.num} data-testid="invoice-total">
                {fmt.number(invoice.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.note}>{t('inToman', { amount: fmt.toman(invoice.total) })}</p>
      {invoice.supplements.length > 0 && (
        <section className={styles.credits} data-testid="invoice-supplements">
          <h2>{t('supplements')}</h2>
          <ul>
            {invoice.supplements.map((s) => (
              <li key={s.id}>
                {t('supplement', {
                  number: `\u2066${fmt.digits(s.number)}\u2069`,
                  date: date(s.issued_at),
                  amount: fmt.number(s.total),
                  net: fmt.number(s.subtotal),
                  vat: fmt.number(s.vat),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {invoice.credit_notes.length > 0 && (
        <section className={styles.credits} data-testid="invoice-credit-notes">
          <h2>{t('creditNotes')}</h2>
          <ul>
            {invoice.credit_notes.map((c) => (
              <li key={c.id}>
                {t('creditNote', {
                  // Isolated left to right (LRI … PDI), as the codes are elsewhere on the sheet.
                  number: `\u2066${fmt.digits(c.number)}\u2069`,
                  date: date(c.issued_at),
                  amount: fmt.number(c.amount),
                  net: fmt.number(c.net),
                  vat: fmt.number(c.vat),
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
