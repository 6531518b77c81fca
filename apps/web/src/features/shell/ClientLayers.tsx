'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { ShellOnly } from './ShellOnly';

// Loaded in the browser only (§2): neither is part of the server-rendered HTML.
const FloatingWidget = dynamic(() => import('./FloatingWidget'), { ssr: false });
const DialogLayer = dynamic(() => import('./DialogLayer'), { ssr: false });

/**
 * Set on <html> once the page has hydrated: the loader of paint-first.mjs then replays a tap or a form sent before it
 * (and the browser tests know the page is live).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The floating widget (hidden with the shell) and the shared dialog layer; marks the page hydrated (this island is in
 * the root layout, and the root's effects run once the page's first render is live).
 */
export function ClientLayers() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    dispatchEvent(new Event('vip:hydrated'));
  }, []);
  return (
    <>
      <ShellOnly>
        <FloatingWidget />
      </ShellOnly>
      <DialogLayer />
    </>
  );
}
