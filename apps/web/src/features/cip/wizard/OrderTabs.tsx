'use client';

import { type CipAction, type CipState, ordersInUse } from '@vip/domain';
import type { KeyboardEvent } from 'react';
import s from './wizard.module.css';
import { useDomainLabels } from '@/features/ui/domain-labels';

/**
 * Tabs between the departing and returning flight when the booking is a round trip (nothing when one-way). As MUI's
 * Tabs: one tab in the Tab order, the arrow keys move between them.
 */
export function OrderTabs({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const { ORDER_TYPE_LABELS } = useDomainLabels();
  const orders = ordersInUse(state);
  if (orders.length < 2) return null;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const i = orders.findIndex((o) => o.orderType === state.currentOrderType);
    const next = orders[(i + 1) % orders.length];
    if (!next) return;
    dispatch({ type: 'cip/setOrderType', orderType: next.orderType });
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-testid="order-tab-${next.orderType}"]`)?.focus();
  };
  return (
    <div role="tablist" className={s.tabs} onKeyDown={onKey}>
      {orders.map((o) => {
        const selected = state.currentOrderType === o.orderType;
        return (
          <button
            key={o.orderType}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={s.tab}
            onClick={() => dispatch({ type: 'cip/setOrderType', orderType: o.orderType })}
            data-testid={`order-tab-${o.orderType}`}
          >
            {ORDER_TYPE_LABELS[o.orderType]}
          </button>
        );
      })}
    </div>
  );
}
