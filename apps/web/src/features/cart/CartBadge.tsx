'use client';

import { cartItemCount } from '@vip/domain';
import { useLocale } from 'next-intl';
import { useContext } from 'react';
import { FormatContext } from '@/features/ui/format/format-context';
import { Icon } from '@/features/ui/Icon';
import styles from './CartBadge.module.css';
import { useCart } from './cart-store';

const NATIVE_DIGITS: Record<string, string> = { fa: 'arabext', ar: 'arab', en: 'latn' };

/**
 * The header's cart icon with the number of units in the cart, in the reader's digits. Plain HTML: the header is on
 * the home page, so it reads the digits setting from the layout's context and counts with plain Intl instead of
 * loading the site formatter.
 */
export function CartBadge() {
  const { state } = useCart();
  const locale = useLocale();
  const latin = useContext(FormatContext)?.settings.digits === 'latn';
  const count = cartItemCount(state.items);
  const number = new Intl.NumberFormat(`${locale}-u-nu-${latin ? 'latn' : (NATIVE_DIGITS[locale] ?? 'latn')}`);
  return (
    <span className={styles.badge} data-testid="cart-badge">
      <Icon name="localMall" />
      {count > 0 && <span className={styles.count}>{count > 99 ? `+${number.format(99)}` : number.format(count)}</span>}
    </span>
  );
}
