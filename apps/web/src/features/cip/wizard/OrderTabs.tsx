'use client';

import { type CipAction, type CipState, ORDER_TYPE_LABELS, ordersInUse } from '@vip/domain';
import s from './wizard.module.css';

/** Tabs between the departing and returning flight when the booking is a round trip (nothing when one-way). */
export function OrderTabs({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const orders = ordersInUse(state);
  if (orders.length < 2) return null;
  return (
    <div role="tablist" className={s.tabs}>
      {orders.map((o) => (
        <button
          key={o.orderType}
          type="button"
          role="tab"
          aria-selected={state.currentOrderType === o.orderType}
          className={s.tab}
          onClick={() => dispatch({ type: 'cip/setOrderType', orderType: o.orderType })}
          data-testid={`order-tab-${o.orderType}`}
        >
          {ORDER_TYPE_LABELS[o.orderType]}
        </button>
      ))}
    </div>
  );
}
