'use client';

import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import type { CartItem } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/shell/toast';
import { useCart } from './cart-store';

/** Puts a product in the cart (§4: adding an item already there raises its quantity by one). */
export function AddToCartButton({ item, disabled }: { item: Omit<CartItem, 'quantity'>; disabled?: boolean }) {
  const t = useTranslations('cart');
  const { dispatch } = useCart();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<AddShoppingCart />}
      disabled={disabled}
      data-testid="add-to-cart"
      onClick={() => {
        dispatch({ type: 'cart/add', item: { ...item, quantity: 1 } });
        enqueueSnackbar(t('added', { title: item.title }), { variant: 'success' });
      }}
      sx={{ minWidth: 200 }}
    >
      {disabled ? t('unavailable') : t('add')}
    </Button>
  );
}
