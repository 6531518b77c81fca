import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { BottomNav } from '@/features/shell/BottomNav';
import { ClientLayers } from '@/features/shell/ClientLayers';
import { Toaster } from '@/features/shell/toast';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { RouteProgress } from '@/features/shell/RouteProgress';
import { ShellOnly } from '@/features/shell/ShellOnly';
import { serverEnv } from '@/lib/env';
import { PublicConfigProvider } from '@/lib/public-config';
import { publicEndpoints } from '@/lib/public-endpoints';
import { themeCssVariables } from '@/theme/theme';
import './globals.css';

// Self-hosted variable Vazirmatn (OFL, see fonts/OFL.txt); nothing is downloaded at build time.
const vazirmatn = localFont({
  src: './fonts/Vazirmatn-Variable.woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'swap',
  preload: true,
  fallback: ['Tahoma', 'sans-serif'],
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    metadataBase: new URL(serverEnv.siteUrl),
    title: { default: `${t('siteName')} | ${t('tagline')}`, template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
    openGraph: { siteName: t('siteName'), locale: 'fa_IR', type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: '#8a6417', width: 'device-width', initialScale: 1 };

/**
 * The message namespaces the public pages' client islands read; the app segments (AppFrame) hand their own
 * components every namespace.
 */
const PUBLIC_NAMESPACES = ['common', 'shell', 'catalog', 'cart', 'favorites', 'home', 'content', 'ui', 'dashboard'];

/**
 * Root layout: Persian, right-to-left, with the common shell of §2 (hidden on member/booking paths). No provider
 * that loads a library (docs/architecture.md): MUI, next-auth's client and TanStack Query are in the layouts of the segments
 * that need them (AppFrame, MuiProviders); the shell's islands are plain HTML.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [t, messages] = await Promise.all([getTranslations('common'), getMessages()]);
  const islandMessages = Object.fromEntries(PUBLIC_NAMESPACES.map((n) => [n, messages[n]]));
  // Pages are rendered per request: their scripts carry this answer's CSP nonce (set by proxy.ts, applied by Next).
  await headers();
  // Images come from the API's /media: open that connection while the HTML is still arriving.
  preconnect(serverEnv.publicApiUrl);
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant CSS built from our own theme */}
        <style dangerouslySetInnerHTML={{ __html: themeCssVariables }} />
      </head>
      <body>
        <NextIntlClientProvider messages={islandMessages}>
          <PublicConfigProvider
            value={{
              apiUrl: serverEnv.publicApiUrl,
              apiKey: serverEnv.apiKey,
              mapTileUrl: serverEnv.mapTileUrl,
              mapTileAttribution: serverEnv.mapTileAttribution,
              endpoints: publicEndpoints(),
            }}
          >
            <a href="#main" className="skip-link">
              {t('skipToContent')}
            </a>
            <Suspense fallback={null}>
              <RouteProgress />
            </Suspense>
            <ShellOnly>
              <Header />
            </ShellOnly>
            <main id="main">{children}</main>
            <ShellOnly>
              <Footer />
              <BottomNav />
            </ShellOnly>
            <ClientLayers />
            <Toaster />
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
