'use client';

import type { ReactNode } from 'react';
import { create } from 'zustand';
import styles from './Toaster.module.css';

/** The five variants of §2's toasts. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type ToastKey = number;

interface ToastOptions {
  variant?: ToastVariant;
  /** A control beside the message (e.g. "undo"); it gets the toast's key to close it. */
  action?: (key: ToastKey) => ReactNode;
}

interface Toast extends ToastOptions {
  key: ToastKey;
  message: ReactNode;
}

/** §2: at most three at a time (the oldest gives way), each for 5 seconds. */
export const MAX_TOASTS = 3;
export const TOAST_MS = 5000;

const useToasts = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));
let next = 1;

/** Closes one toast. */
export function closeSnackbar(key?: ToastKey) {
  useToasts.setState((s) => ({ toasts: key === undefined ? [] : s.toasts.filter((t) => t.key !== key) }));
}

/** Shows a toast (bottom-left, 5 s, at most three): usable anywhere, no provider needed. */
export function enqueueSnackbar(message: ReactNode, options: ToastOptions = {}): ToastKey {
  const key = next++;
  useToasts.setState((s) => ({ toasts: [...s.toasts, { key, message, ...options }].slice(-MAX_TOASTS) }));
  setTimeout(() => closeSnackbar(key), TOAST_MS);
  return key;
}

/** notistack's hook shape (the site's former toast library), so callers read the same. */
export const useSnackbar = () => ({ enqueueSnackbar, closeSnackbar });

/**
 * The toasts (plain HTML, in the root layout; no styling runtime). A polite live region, so screen readers announce
 * them; errors are assertive.
 */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className={styles.stack} data-testid="toasts">
      {toasts.map((t) => (
        <div
          key={t.key}
          role={t.variant === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[t.variant ?? 'default'] ?? ''}`}
        >
          <span className={styles.message}>{t.message}</span>
          {t.action?.(t.key)}
        </div>
      ))}
    </div>
  );
}
