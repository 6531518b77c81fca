import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { vazirmatn } from '../fonts/vazirmatn';
import { themeCssVariables } from '@/theme/theme';
import '../globals.css';

/** The back office's root layout: for staff, Persian and right to left whatever the site's locale. */
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  // Rendered per request: its scripts carry this answer's CSP nonce (set by proxy.ts, applied by Next).
  await headers();
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant CSS built from our own theme */}
        <style dangerouslySetInnerHTML={{ __html: themeCssVariables }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
