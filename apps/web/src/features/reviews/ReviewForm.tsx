'use client';

import { QueryClient, useMutation } from '@tanstack/react-query';
import type { AnswerOf, api, EndpointRef } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { relayBase } from '@/features/auth/relay-paths';
import text from '@/features/ui/text.module.css';
import field from '@/features/ui/field.module.css';
import { call, describeError } from '@/lib/api-call';
import styles from './reviews.module.css';

type MyReview = AnswerOf<typeof api.createReview>['data'];

/**
 * The product page is a public page without the app's query cache (docs/architecture.md, AppFrame): this on-demand form brings a
 * small client of its own for its one mutation.
 */
const formClient = new QueryClient();

/** Highest to lowest: the stars sit right to left from 1, and a checked or hovered star lights the ones before it. */
const RATES = [5, 4, 3, 2, 1];

/**
 * The member's review form of a product page (plain HTML), loaded on demand by WriteReview: stars, an optional title
 * and the text (at least 10 letters).
 */
export default function ReviewForm({
  productId,
  endpoint,
  onSent,
}: {
  productId: number;
  endpoint: EndpointRef<typeof api.createReview>;
  onSent: (review: MyReview) => void;
}) {
  const t = useTranslations('reviews');
  const id = useId();
  const [rate, setRate] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [formProblem, setFormProblem] = useState(false);
  const send = useMutation(
    {
      // Through the site's relay, which adds the member's token (refreshed when the page has been open a while).
      mutationFn: (review: { rate: number; title: string; description: string }) =>
        call(relayBase('member'), endpoint, { params: { productId }, body: review }),
      onSuccess: (answer) => onSent(answer.data),
    },
    formClient,
  );
  const error = formProblem ? t('formProblem') : send.error ? describeError(send.error).message : null;
  const busy = send.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormProblem(!rate || body.trim().length < 10);
    if (!rate || body.trim().length < 10) return;
    send.reset();
    send.mutate({ rate, title, description: body });
  };
  return (
    <form onSubmit={submit} className={styles.form} aria-labelledby={`${id}-title`} data-testid="write-review">
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('writeTitle')}
      </h3>
      <fieldset className={styles.rateRow}>
        <legend>{t('yourRate')}</legend>
        <span className={styles.stars}>
          {RATES.map((n) => (
            <span key={n} className={styles.star}>
              <input
                type="radio"
                name={`${id}-rate`}
                id={`${id}-rate-${n}`}
                value={n}
                checked={rate === n}
                onChange={() => setRate(n)}
                className="visually-hidden"
              />
              <label htmlFor={`${id}-rate-${n}`} title={t('rate', { rate: toPersianDigits(n) })}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
                </svg>
                <span className="visually-hidden">{t('rate', { rate: toPersianDigits(n) })}</span>
              </label>
            </span>
          ))}
        </span>
      </fieldset>
      <label className={field.field}>
        <span className={field.label}>{t('reviewTitle')}</span>
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
      </label>
      <label className={field.field}>
        <span className={field.label}>{t('reviewText')}</span>
        <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={3} maxLength={2000} />
      </label>
      {error && (
        <p role="alert" className={`${styles.note} ${styles.error}`}>
          {error}
        </p>
      )}
      <button type="submit" className={text.button} disabled={busy}>
        {t('send')}
      </button>
    </form>
  );
}
