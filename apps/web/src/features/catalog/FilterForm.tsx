'use client';

import { formatNumber, toLatinDigits } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState, useTransition } from 'react';
import { Icon } from '@/features/ui/Icon';
import styles from './filters.module.css';

const digitsOnly = (v: string) => toLatinDigits(v).replace(/[^0-9]/g, '');
/** A list stepped through with the arrow keys changes on every key: apply once the visitor stops. */
const SETTLE_MS = 500;
/** The field the visitor applied from: the form mounts afresh with the new list and puts the focus back there. */
let refocus: string | null = null;

/**
 * The filter form's island: it turns the server-rendered GET form of /products into a client navigation with only
 * the filled fields (`?brand_ids=3`, not `?q=&brand_ids=3&…`). A changed switch applies at once, a changed list or
 * sort once it settles; the typed fields apply with Enter or the apply button; the focus stays on the field. Without
 * JavaScript the form submits as it is (same filters).
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const el = refocus ? ref.current?.elements.namedItem(refocus) : null;
    refocus = null;
    if (el instanceof HTMLElement) el.focus();
    return () => clearTimeout(timer.current);
  }, []);
  const go = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const active = document.activeElement as HTMLInputElement | null;
    refocus = active && form.contains(active) ? active.name || null : null;
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form)) {
      // Amounts go into the address as plain Latin digits (۱,۲۵۰,۰۰۰ → 1250000).
      const numeric = (form.elements.namedItem(k) as HTMLInputElement | null)?.inputMode === 'numeric';
      const value = typeof v !== 'string' ? '' : numeric ? digitsOnly(v) : v.trim();
      if (value) params.set(k, value);
    }
    const qs = params.toString();
    startTransition(() => router.push(qs ? `/products?${qs}` : '/products'));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(e.currentTarget);
  };
  const change = (e: ChangeEvent<HTMLFormElement>) => {
    const el = e.target as unknown as HTMLInputElement | HTMLSelectElement;
    const form = e.currentTarget;
    if (el.type === 'checkbox') go(form);
    else if (el.tagName === 'SELECT') {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(form), SETTLE_MS);
    }
  };
  return (
    <form
      ref={ref}
      action="/products"
      method="get"
      role="search"
      aria-label={label}
      aria-busy={pending}
      onSubmit={submit}
      onChange={change}
      className={styles.panel}
    >
      {children}
    </form>
  );
}

/** On a phone the fields fold under one button; open while a filter is set (the visitor was adjusting them). */
export function FilterFields({
  initialOpen,
  showLabel,
  hideLabel,
  children,
}: {
  initialOpen: boolean;
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="product-filter-fields"
        data-testid="filters-toggle"
      >
        <Icon name="filterList" />
        {open ? hideLabel : showLabel}
      </button>
      <div id="product-filter-fields" className={styles.fields} data-open={open}>
        {children}
      </div>
    </>
  );
}

/** A Toman amount field: typed digits show Persian and grouped (۱,۲۵۰,۰۰۰); the URL reads either form. */
export function PriceInput({
  id,
  name,
  defaultValue,
  testId,
}: {
  id: string;
  name: string;
  defaultValue: string;
  testId: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const digits = digitsOnly(value);
  return (
    <input
      id={id}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      value={digits ? formatNumber(Number(digits)) : ''}
      onChange={(e) => setValue(e.target.value)}
      data-testid={testId}
    />
  );
}
