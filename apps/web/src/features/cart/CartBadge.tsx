'use client';

import { cartItemCount, toPersianDigits } from '@vip/domain';
import { Icon } from '@/features/ui/Icon';
import styles from './CartBadge.module.css';
import { useCart } from './cart-store';

/** The header's cart icon with the number of units in the cart (Persian digits). Plain HTML. */
export function CartBadge() {
  const { state } = useCart();
  const count = cartItemCount(state.items);
  return (
    <span className={styles.badge} data-testid="cart-badge">
      <Icon name="localMall" />
      {count > 0 && <span className={styles.count}>{count > 99 ? '+۹۹' : toPersianDigits(count)}</span>}
    </span>
  );
}
