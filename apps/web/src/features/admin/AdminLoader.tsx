'use client';

import dynamic from 'next/dynamic';
import type { ApiBase } from '@/lib/api-call';

// react-admin, its router and the desks load only here, in the browser: no public page carries them.
const AdminApp = dynamic(() => import('./AdminApp'), { ssr: false, loading: () => null });

/** The back office, loaded on the client only. */
export function AdminLoader({ base }: { base: ApiBase }) {
  return <AdminApp base={base} />;
}
