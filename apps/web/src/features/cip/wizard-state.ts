import type { CipState, StoredCipState } from '@vip/domain';

/** The localStorage keys of the booking wizard's persisted state (§3). */
export const CIP_STORAGE_KEYS = {
  orders: 'orders',
  step: 'step',
  currentOrderType: 'currentOrderType',
  currentReservationType: 'currentReservationType',
} as const satisfies Record<keyof StoredCipState, string>;
/** A localStorage key of the wizard's state. */
export type CipStorageKey = (typeof CIP_STORAGE_KEYS)[keyof typeof CIP_STORAGE_KEYS];

/** The persisted parts of the wizard's state as localStorage entries (key → JSON text). */
export function serializeCipState(state: CipState): Record<CipStorageKey, string> {
  return {
    orders: JSON.stringify(state.orders),
    step: JSON.stringify(state.step),
    currentOrderType: JSON.stringify(state.currentOrderType),
    currentReservationType: JSON.stringify(state.currentReservationType),
  };
}
