'use client';

import dynamic from 'next/dynamic';
import { ShellOnly } from './ShellOnly';

// Loaded in the browser only (§2): neither is part of the server-rendered HTML.
const FloatingWidget = dynamic(() => import('./FloatingWidget'), { ssr: false });
const DialogLayer = dynamic(() => import('./DialogLayer'), { ssr: false });

/** The floating widget (hidden with the shell) and the shared dialog layer. */
export function ClientLayers() {
  return (
    <>
      <ShellOnly>
        <FloatingWidget />
      </ShellOnly>
      <DialogLayer />
    </>
  );
}
