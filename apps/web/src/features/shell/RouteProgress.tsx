'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Delay before the bar finishes after the route changed (§9). */
export const PROGRESS_STOP_DELAY_MS = 200;

/**
 * Route-change progress bar (§2), named `label` in the page's language: starts on an in-site link click and on any history push/replace (so shallow
 * changes count too), finishes PROGRESS_STOP_DELAY_MS after the new route is in place.
 */
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const start = () => {
      clearTimeout(stopTimer.current);
      setState('running');
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest?.('a');
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search))
        return;
      start();
    };
    const { pushState } = history;
    history.pushState = function (...args) {
      start();
      return pushState.apply(this, args);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      history.pushState = pushState;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: finishing is triggered by a route change.
  useEffect(() => {
    setState((s) => (s === 'running' ? 'done' : s));
    stopTimer.current = setTimeout(() => setState('idle'), PROGRESS_STOP_DELAY_MS);
    return () => clearTimeout(stopTimer.current);
  }, [pathname, search]);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-hidden={state === 'idle'}
      data-state={state}
      style={{
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        height: 3,
        zIndex: 2000,
        background: '#c9a24a',
        width: state === 'idle' ? 0 : state === 'running' ? '80%' : '100%',
        opacity: state === 'idle' ? 0 : 1,
        transition: state === 'running' ? 'width 8s cubic-bezier(.1,.7,.2,1)' : 'width 150ms ease, opacity 200ms',
        pointerEvents: 'none',
      }}
    />
  );
}
