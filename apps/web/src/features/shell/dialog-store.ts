'use client';

import type { ReactNode } from 'react';
import { create } from 'zustand';

/** A dialog any feature can open through the shared dialog layer. */
export interface DialogRequest {
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  onConfirm?: () => void;
}

interface DialogState {
  current: DialogRequest | null;
  open(d: DialogRequest): void;
  close(): void;
}

/** Shared dialog/notification layer state (§2): one dialog at a time. */
export const useDialogs = create<DialogState>((set) => ({
  current: null,
  open: (current) => set({ current }),
  close: () => set({ current: null }),
}));
