'use client';

import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import Badge from '@mui/material/Badge';
import { cartItemCount, toPersianDigits } from '@vip/domain';
import { useCart } from './cart-store';

/** The header's cart icon with the number of units in the cart (Persian digits). */
export function CartBadge() {
  const { state } = useCart();
  const count = cartItemCount(state.items);
  return (
    <Badge
      badgeContent={count > 99 ? '+۹۹' : toPersianDigits(count)}
      invisible={count === 0}
      color="primary"
      data-testid="cart-badge"
    >
      <LocalMallOutlined />
    </Badge>
  );
}
