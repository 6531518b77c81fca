import type { Metadata } from 'next';
import { AdminLoader } from '@/features/admin/AdminLoader';
import { serverEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'پنل کارکنان', robots: { index: false, follow: false } };

/** The back office (docs/back-office.md): a client-only react-admin app; its screens are `/admin#/…`. */
export default function AdminPage() {
  return <AdminLoader base={{ apiUrl: serverEnv.publicApiUrl, apiKey: serverEnv.apiKey }} />;
}
