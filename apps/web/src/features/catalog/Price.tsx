import { getFormat } from '@/features/ui/format/server';
import { getTranslations } from 'next-intl/server';
import styles from './catalog.module.css';

/** Price in Toman (Persian digits) with the old price struck through and the discount percent. Plain HTML. */
export async function Price({
  price,
  oldPrice,
  size = 'md',
  className,
}: {
  price: number;
  oldPrice: number | null;
  size?: 'md' | 'lg';
  /** More classes of the price's own box (a card places it at its foot without a wrapper). */
  className?: string;
}) {
  const f = await getFormat();
  const t = await getTranslations('catalog');
  const discount = oldPrice && oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;
  return (
    <div className={className ? `${styles.price} ${className}` : styles.price}>
      <span className={size === 'lg' ? `${styles.amount} ${styles.amountLarge}` : styles.amount} data-testid="price">
        {f.toman(price)}
      </span>
      {discount > 0 && oldPrice && (
        <>
          <s className={styles.old}>
            <span className="visually-hidden">{t('oldPrice')} </span>
            {f.toman(oldPrice)}
          </s>
          <span className={styles.discount}>{t('discount', { n: f.digits(discount) })}</span>
        </>
      )}
    </div>
  );
}
