'use client';

import type { CartItem } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { Icon } from '@/features/ui/Icon';
import text from '@/features/ui/text.module.css';
import styles from './AddToCartButton.module.css';
import { useCart } from './cart-store';

/** Puts a product in the cart (§4: adding an item already there raises its quantity by one). Plain HTML. */
export function AddToCartButton({ item, disabled }: { item: Omit<CartItem, 'quantity'>; disabled?: boolean }) {
  const t = useTranslations('cart');
  const { dispatch } = useCart();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button
      type="button"
      className={`${text.button} ${styles.large}`}
      disabled={disabled}
      data-testid="add-to-cart"
      onClick={() => {
        dispatch({ type: 'cart/add', item: { ...item, quantity: 1 } });
        enqueueSnackbar(t('added', { title: item.title }), { variant: 'success' });
      }}
    >
      <Icon name="addShoppingCart" size={22} />
      {disabled ? t('unavailable') : t('add')}
    </button>
  );
}
