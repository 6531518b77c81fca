'use client';

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type CipAction, type CipState, ORDER_TYPE_LABELS, type OrderType, ordersInUse } from '@vip/domain';

/** Tabs between the departing and returning flight when the booking is a round trip (nothing when one-way). */
export function OrderTabs({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const orders = ordersInUse(state);
  if (orders.length < 2) return null;
  return (
    <Tabs
      value={state.currentOrderType}
      onChange={(_, v: OrderType) => dispatch({ type: 'cip/setOrderType', orderType: v })}
      variant="fullWidth"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {orders.map((o) => (
        <Tab
          key={o.orderType}
          value={o.orderType}
          label={ORDER_TYPE_LABELS[o.orderType]}
          data-testid={`order-tab-${o.orderType}`}
        />
      ))}
    </Tabs>
  );
}
