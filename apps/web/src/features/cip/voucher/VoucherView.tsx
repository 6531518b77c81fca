'use client';

import { type api, DEFAULT_LANG, type EndpointRef, isLang, type Lang, type Voucher } from '@vip/contract';
import type { AgeType, OrderStatus, OrderType, PersonRole, ReservationType, ServiceType } from '@vip/domain';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { signInUrl } from '@/features/auth/paths';
import { relayBase } from '@/features/auth/relay-paths';
import { useFormat } from '@/features/ui/format/FormatProvider';
import text from '@/features/ui/text.module.css';
import { ApiClientError, call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';
import { readDraft } from '../booking-draft';
import { resetCipBooking } from '../cip-store';
import { AssignedGreeter } from '../AssignedGreeter';
import { BillTable } from '../BillTable';
import { FlightSummary, toFlightCard } from '../FlightSummary';
import { PlainAlert, Spinner } from '../wizard/Plain';
import { keepVoucherOffline, savedVoucher } from './offline';
import v from './voucher.module.css';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { useBillLineTitle } from '../use-bill-line-title';
import { UntranslatedText, UserText } from '@/features/ui/UserText';
import { localizedPath } from '@/i18n/routing';

/** The two ways to read a voucher, as references (the page ships no schemas). */
export interface VoucherEndpoints {
  getCipVoucher: EndpointRef<typeof api.getCipVoucher>;
  verifyCipVoucher: EndpointRef<typeof api.verifyCipVoucher>;
}

/**
 * The voucher of the QR's signed link (public) or the member's own, read through the site's relay at once: the
 * relay holds the session, so nothing waits for the session to load first (a 401 means signed out). Asked in the
 * reader's language: airports, services and transfers come back named in it.
 */
async function fetchVoucher(
  endpoints: VoucherEndpoints,
  apiBase: { apiUrl: string; apiKey: string },
  reference: string,
  sig: string | null,
  lang: Lang,
  signal: AbortSignal,
): Promise<Voucher> {
  if (sig)
    return (
      await call(apiBase, endpoints.verifyCipVoucher, { params: { reference }, query: { sig } }, { signal, lang })
    ).data;
  const own = () => call(relayBase('member'), endpoints.getCipVoucher, { params: { reference } }, { signal, lang });
  try {
    return (await own()).data;
  } catch (e) {
    // A token refreshed by a racing call: once more.
    if (e instanceof ApiClientError && e.code === 'token_expired') return (await own()).data;
    throw e;
  }
}

type Loaded = { voucher: Voucher } | { error: ApiClientError } | null;

/**
 * The printable voucher of a paid booking (/cip/voucher/{reference}), plain HTML: for its member, or anyone holding
 * the QR's signed link (`?sig=`). An opened voucher is kept for offline use; offline, the kept copy is shown.
 */
export function VoucherView({ reference, endpoints }: { reference: string; endpoints: VoucherEndpoints }) {
  const t = useTranslations('cipVoucher');
  const sig = useSearchParams().get('sig');
  const config = usePublicConfig();
  const locale = useLocale();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  const [offline, setOffline] = useState<Voucher | null>(null);
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    setOffline(savedVoucher(reference));
    const abort = new AbortController();
    fetchVoucher(endpoints, config, reference, sig, lang, abort.signal).then(
      (voucher) => {
        setLoaded({ voucher });
        void keepVoucherOffline(voucher);
        // The wizard's booking became this voucher: the next booking starts fresh.
        if (readDraft()?.reference === voucher.reference) resetCipBooking();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoaded({ error: error instanceof ApiClientError ? error : new ApiClientError(0, String(error)) });
      },
    );
    return () => abort.abort();
  }, [reference, sig, endpoints, config, lang]);

  const fresh = loaded && 'voucher' in loaded ? loaded.voucher : null;
  const error = loaded && 'error' in loaded ? loaded.error : null;
  // The kept copy shows at once; fresh data replaces it. Offline (or the API down) it stays, marked as kept.
  const shown = fresh ?? offline;
  if (shown) return <VoucherSheet voucher={shown} stale={!fresh && loaded !== null} />;
  if (error?.status === 401 && !sig) {
    return (
      <div className={`container ${v.page}`}>
        <PlainAlert severity="info" testId="voucher-signin">
          <p className={v.line}>{t('signInToSee')}</p>
          <a className={text.button} href={localizedPath(locale, signInUrl(`/cip/voucher/${reference}`))}>
            {t('signIn')}
          </a>
        </PlainAlert>
      </div>
    );
  }
  if (error) {
    return (
      <div className={`container ${v.page}`}>
        <PlainAlert severity="error" role="alert" testId="voucher-error">
          {error.message}
        </PlainAlert>
      </div>
    );
  }
  return (
    <div className={v.loading}>
      <Spinner label={t('loading')} large />
    </div>
  );
}

function QrCode({ text: content, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    void qrSvg(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(setSvg);
  }, [content]);
  return (
    <div
      role="img"
      aria-label={label}
      className={v.qr}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated by qrcode from our own verify URL
      dangerouslySetInnerHTML={{ __html: svg }}
      data-testid="voucher-qr"
    />
  );
}

/** The voucher itself, laid out for screen and paper (the agency area shows its bookings' with it too). */
export function VoucherSheet({ voucher: d, stale }: { voucher: Voucher; stale: boolean }) {
  const {
    AGE_TYPE_LABELS,
    ORDER_STATUS_LABELS,
    ORDER_TYPE_LABELS,
    PERSON_ROLE_LABELS,
    RESERVATION_TYPE_LABELS,
    SERVICE_TYPE_LABELS,
  } = useDomainLabels();
  const t = useTranslations('cipVoucher');
  const fmt = useFormat();
  const lineTitle = useBillLineTitle();
  const locale = useLocale();
  // «، » joins a list in Persian and Arabic, «, » in English.
  const comma = locale === 'en' ? ', ' : '، ';
  return (
    <div className={`container ${v.page}`}>
      {stale && (
        <div className={v.noPrint}>
          <PlainAlert severity="info" testId="voucher-offline">
            {t('offlineCopy')}
          </PlainAlert>
        </div>
      )}
      <div className={`${v.toolbar} ${v.noPrint}`}>
        <button type="button" className={text.buttonOutlined} onClick={() => window.print()}>
          <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z" />
          </svg>
          {t('print')}
        </button>
      </div>
      <article className={v.sheet} data-testid="voucher" aria-labelledby="voucher-title">
        <div className={v.head}>
          <div>
            <h1 id="voucher-title" className={v.title}>
              {t('title')}
            </h1>
            <p className={v.line}>
              {t('reference')}:{' '}
              <bdi dir="ltr" className={v.reference} data-testid="voucher-reference">
                {fmt.digits(d.reference)}
              </bdi>
            </p>
            <p className={`${v.line} ${v.muted}`}>
              {t('status')}: {ORDER_STATUS_LABELS[d.status as OrderStatus] ?? d.status_label} —{' '}
              {t('issued', { when: fmt.dateTime(d.issued_at, { style: 'long' }) })}
            </p>
            <p className={`${v.line} ${v.muted}`}>
              {t('total')}: {fmt.price(d.total_price)}
            </p>
            {d.agency_name && (
              <p className={v.line} data-testid="voucher-agency">
                {t('bookedVia', { name: d.agency_name })}
              </p>
            )}
          </div>
          <QrCode text={d.verify_url} label={t('qr')} />
        </div>
        {d.flights.map((f) => (
          <section key={f.order_type} className={v.flight} aria-labelledby={`voucher-flight-${f.order_type}`}>
            <h2 id={`voucher-flight-${f.order_type}`} className={v.h2}>
              {ORDER_TYPE_LABELS[f.order_type as OrderType]}
            </h2>
            <FlightSummary flight={toFlightCard(f.flight)} showDate />
            {f.reservations.map((r) => (
              <div key={r.reservation_type} className={v.reservation}>
                <h3 className={v.h3}>
                  {RESERVATION_TYPE_LABELS[r.reservation_type as ReservationType]}: {r.service_title} (
                  {SERVICE_TYPE_LABELS[r.service_type as ServiceType]})
                </h3>
                <p className={v.line}>
                  {r.airport}
                  {r.terminal && ` — ${r.terminal}`}
                </p>
                <p className={v.line}>
                  {t('meetingPoint')}: <UntranslatedText lang={locale}>{r.meeting_point}</UntranslatedText>
                </p>
                <AssignedGreeter greeter={r.greeter} className={v.line} />
                {r.desk_phone && (
                  <p className={v.line}>
                    {t('deskPhone')}:{' '}
                    <a href={`tel:${r.desk_phone}`} dir="ltr" className={text.link}>
                      {fmt.digits(r.desk_phone)}
                    </a>
                  </p>
                )}
                {r.extras.length > 0 && (
                  <p className={v.line}>
                    {t('extras')}: {r.extras.map((e) => `${lineTitle(e.label)} × ${fmt.digits(e.count)}`).join(comma)}
                  </p>
                )}
                {r.transfer && (
                  <p className={v.line}>
                    {t('transfer')}: {r.transfer.title} — <UserText>{r.transfer.address}</UserText> —{' '}
                    {fmt.date(r.transfer.date, { style: 'long' })} {fmt.digits(r.transfer.time)}
                  </p>
                )}
                {r.greeters_attendants.length > 0 && (
                  <p className={v.line}>
                    {r.greeters_attendants.map((p, i) => (
                      <span key={`${p.role}-${p.name}`}>
                        {i > 0 && comma}
                        {PERSON_ROLE_LABELS[p.role as PersonRole]}: <UserText>{p.name}</UserText>
                      </span>
                    ))}
                  </p>
                )}
              </div>
            ))}
            <h3 className={v.h3}>{t('passengers')}</h3>
            <ol className={v.passengers}>
              {f.passengers.map((p) => (
                <li key={`${p.name}-${p.document}`} className={v.line}>
                  <UserText>{p.name}</UserText> ({AGE_TYPE_LABELS[p.person_age_type as AgeType]}) —{' '}
                  <bdi dir="ltr">{fmt.digits(p.document)}</bdi>
                </li>
              ))}
            </ol>
          </section>
        ))}
        {/* A voucher kept offline before bills were shown has none. */}
        {d.bill && (
          <section className={v.flight} aria-label={t('total')}>
            <BillTable bill={d.bill} testId="voucher-bill" />
          </section>
        )}
      </article>
    </div>
  );
}
