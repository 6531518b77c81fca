import { cipReducer, deserializeCipState, initialCipState, OrderType } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import { CIP_STORAGE_KEYS, serializeCipState } from './wizard-state';

describe('the wizard’s stored state (§3 keys)', () => {
  it('uses the §3 keys', () => {
    expect(CIP_STORAGE_KEYS).toEqual({
      orders: 'orders',
      step: 'step',
      currentOrderType: 'currentOrderType',
      currentReservationType: 'currentReservationType',
    });
  });

  it('what it stores is restored by the domain, marked loaded', () => {
    const state = cipReducer(initialCipState(), { type: 'cip/setOrderType', orderType: OrderType.Returning });
    const back = deserializeCipState(serializeCipState(state));
    expect(back.orders).toEqual(state.orders);
    expect(back.currentOrderType).toBe(OrderType.Returning);
    expect(back.loaded).toBe(true);
  });
});
