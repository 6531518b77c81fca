'use client';

import type { AnswerOf, api, EndpointRef } from '@vip/contract';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLightSession } from '@/features/auth/light-session';
import { relayBase } from '@/features/auth/relay-paths';
import { call } from '@/lib/api-call';
import styles from './reviews.module.css';

/** The endpoints of the member's own review, handed over by the server page so this island ships no schemas. */
export interface ReviewEndpoints {
  eligibility: EndpointRef<typeof api.getReviewEligibility>;
  create: EndpointRef<typeof api.createReview>;
}

type Eligibility = AnswerOf<typeof api.getReviewEligibility>['data'];

// The form's code is fetched only for a member who bought the product and has not reviewed it: never on a cold load.
const ReviewForm = dynamic(() => import('./ReviewForm'), { ssr: false });

/**
 * On a product page: a member who bought the product writes a review (once; it shows publicly after moderation); a
 * member who has not is told that reviews come from buyers (the API refuses theirs). Nothing for visitors. The session comes from the light reader, not next-auth's client.
 */
export function WriteReview({ productId, endpoints }: { productId: number; endpoints: ReviewEndpoints }) {
  const t = useTranslations('reviews');
  const { member } = useLightSession();
  const [state, setState] = useState<Eligibility | null>(null);
  const memberId = member?.id;
  useEffect(() => {
    if (!memberId) return;
    let live = true;
    call(relayBase('member'), endpoints.eligibility, { params: { id: productId } })
      .then((answer) => live && setState(answer.data))
      // Nothing to offer when the API cannot say (as for a visitor).
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [memberId, endpoints.eligibility, productId]);
  if (!state) return null;
  if (state.review) {
    const { status } = state.review;
    return (
      <p
        role="status"
        className={`${styles.note} ${status === 1 ? styles.success : styles.info}`}
        data-testid="my-review-state"
      >
        {t(status === 1 ? 'yoursPublished' : status === 2 ? 'yoursRejected' : 'yoursPending')}
      </p>
    );
  }
  if (!state.has_bought) {
    return (
      <p className={`${styles.note} ${styles.info}`} data-testid="review-buy-first">
        {t('buyFirst')}
      </p>
    );
  }
  return (
    <ReviewForm
      productId={productId}
      endpoint={endpoints.create}
      onSent={(review) => setState({ ...state, can_review: false, review })}
    />
  );
}
