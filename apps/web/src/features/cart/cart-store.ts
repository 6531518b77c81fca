'use client';

import {
  CART_STORAGE_KEY,
  type CartAction,
  type CartState,
  cartReducer,
  deserializeCart,
  initialCartState,
  serializeCart,
} from '@vip/domain';
import { useEffect } from 'react';
import { create } from 'zustand';

interface CartStore {
  state: CartState;
  loaded: boolean;
  /** Restores the cart from local storage once (client only). */
  load(): void;
  /** Applies an action of the domain cart reducer (§4) and saves the result. */
  dispatch(action: CartAction): void;
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The store cart of §3: `cartReducer` of @vip/domain in a zustand store, persisted under the `cart` key. */
export const useCartStore = create<CartStore>((set, get) => ({
  state: initialCartState(),
  loaded: false,
  load() {
    if (get().loaded) return;
    set({ state: deserializeCart(readSaved()), loaded: true });
    // Another tab changed the cart: follow it.
    window.addEventListener('storage', (e) => {
      if (e.key === CART_STORAGE_KEY) set({ state: deserializeCart(e.newValue) });
    });
  },
  dispatch(action) {
    get().load();
    const next = cartReducer(get().state, action);
    set({ state: next });
    try {
      localStorage.setItem(CART_STORAGE_KEY, serializeCart(next));
    } catch {
      // §8: a failed save is ignored.
    }
  },
}));

/** The cart (initial and empty until restored on the client) and its dispatcher. */
export function useCart() {
  const state = useCartStore((s) => s.state);
  const loaded = useCartStore((s) => s.loaded);
  const dispatch = useCartStore((s) => s.dispatch);
  const load = useCartStore((s) => s.load);
  useEffect(() => load(), [load]);
  return { state, loaded, dispatch };
}
