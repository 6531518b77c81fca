import { persianContentProps, readerLanguageProps } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import type { ListResponse, Review } from '@vip/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { META_SEPARATOR } from '@/features/ui/meta';
import { MixedText } from '@/features/ui/MixedText';
import { PagingNav } from '@/features/ui/PagingNav';
import plain from '@/features/ui/plain.module.css';
import styles from './ProductPage.module.css';
import { StarRating } from './StarRating';

/** Reviews per page of the product page. */
export const REVIEWS_PER_PAGE = 5;
/** The reviews' heading: the page links lead back to it. */
export const REVIEWS_ANCHOR = 'reviews-title';

/**
 * A product's reviews, one page of them, rendered on the server: the page links (`?page=n`) work without
 * JavaScript and ship none.
 */
export async function ReviewList({
  productId,
  reviews,
  page,
}: {
  productId: number;
  /** The page's reviews, or null when the API failed. */
  reviews: ListResponse<Review> | null;
  page: number;
}) {
  const [f, t, locale] = await Promise.all([getFormat(), getTranslations('catalog'), getLocale()]);
  if (!reviews) return <p className={styles.reviewsError}>{t('reviewsError')}</p>;
  if (reviews.paging.total === 0) return <p className={plain.muted}>{t('noReviews')}</p>;
  return (
    <>
      <ul className={styles.reviews} data-testid="reviews">
        {reviews.data.map((r) => (
          // Reviews are written in Persian: marked so, their date in the reader's language.
          <li key={r.id} className={`${plain.paper} ${styles.review}`} {...persianContentProps(locale)}>
            <div className={styles.reviewHead}>
              <h3>
                <MixedText>{r.title}</MixedText>
              </h3>
              <span {...readerLanguageProps(locale)}>
                <StarRating value={r.rate} label={t('rating', { n: f.digits(r.rate) })} />
              </span>
            </div>
            <p className={`${plain.body2} ${plain.muted}`}>
              {r.author_name}
              {META_SEPARATOR}
              <bdi {...readerLanguageProps(locale)}>{f.date(r.created_at, { style: 'long', weekday: false })}</bdi>
            </p>
            <p className={styles.reviewText}>
              <MixedText>{r.description}</MixedText>
            </p>
          </li>
        ))}
      </ul>
      <PagingNav
        pathname={`/product/${productId}`}
        query={{}}
        total={reviews.paging.total}
        limit={REVIEWS_PER_PAGE}
        page={page}
        label={t('reviewPages')}
        fragment={REVIEWS_ANCHOR}
      />
    </>
  );
}
