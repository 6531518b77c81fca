'use client';

import { type CipAction, type CipState, cipReducer, deserializeCipState, initialCipState } from '@vip/domain';
import { useEffect } from 'react';
import { create } from 'zustand';
import { writeDraft } from './booking-draft';
import { CIP_STORAGE_KEYS, type CipStorageKey, serializeCipState } from './wizard-state';

interface CipStore {
  state: CipState;
  /** Why the wizard started afresh (an earlier booking was paid, cancelled or expired); shown once, not saved. */
  notice: string | null;
  /** Restores the booking from local storage once (client only). */
  load(): void;
  /** Applies an action of the domain CIP reducer (§4) and saves the result. */
  dispatch(action: CipAction): void;
}

const KEYS = Object.values(CIP_STORAGE_KEYS) as CipStorageKey[];

function readSaved(): Partial<Record<CipStorageKey, string | null>> {
  const out: Partial<Record<CipStorageKey, string | null>> = {};
  try {
    for (const k of KEYS) out[k] = localStorage.getItem(k);
  } catch {
    // Storage blocked (private mode): start fresh.
  }
  return out;
}

function save(state: CipState) {
  try {
    for (const [k, v] of Object.entries(serializeCipState(state))) localStorage.setItem(k, v);
  } catch {
    // §3/§8: a failed save is ignored.
  }
}

/**
 * The CIP booking of §3: `cipReducer` of @vip/domain in a zustand store, persisted under the keys orders, step,
 * currentOrderType and currentReservationType so a reload resumes the wizard where it was.
 */
export const useCipStore = create<CipStore>((set, get) => ({
  state: initialCipState(),
  notice: null,
  load() {
    if (get().state.loaded) return;
    set({ state: deserializeCipState(readSaved()) });
  },
  dispatch(action) {
    get().load();
    const next = cipReducer(get().state, action);
    if (next === get().state) return;
    set({ state: next });
    save(next);
  },
}));

/** The booking (initial until restored on the client) and its dispatcher. */
export function useCip() {
  const state = useCipStore((s) => s.state);
  const dispatch = useCipStore((s) => s.dispatch);
  const load = useCipStore((s) => s.load);
  useEffect(() => load(), [load]);
  return { state, dispatch };
}

/**
 * Forgets the booking and the order it became (a fresh wizard next time), with an optional notice saying why. A new
 * search from the home bar, a paid voucher and an order found paid, cancelled or expired all come here.
 */
export function resetCipBooking(notice: string | null = null) {
  writeDraft(null);
  const fresh = { ...initialCipState(), loaded: true };
  useCipStore.setState({ state: fresh, notice });
  save(fresh);
}
