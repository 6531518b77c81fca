import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { BottomNav } from '@/features/shell/BottomNav';
import { ClientLayers } from '@/features/shell/ClientLayers';
import { Toaster } from '@/features/ui/toast';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { RouteProgress } from '@/features/shell/RouteProgress';
import { ShellOnly } from '@/features/shell/ShellOnly';
import { serverEnv } from '@/lib/env';
import { PublicConfigProvider } from '@/lib/public-config';
import { publicEndpoints } from '@/lib/public-endpoints';
import { FormatRoot } from '@/features/ui/format/FormatRoot';
import { localeFontCss, themeCssVariables } from '@/theme/theme';
import { localeAlternates, localeDirection, routing } from '@/i18n/routing';
import { vazirmatn } from '../fonts/vazirmatn';
import '../globals.css';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

const OG_LOCALE: Record<string, string> = { fa: 'fa_IR', en: 'en_US', ar: 'ar_AR' };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const [t, h] = await Promise.all([getTranslations({ locale, namespace: 'common' }), headers()]);
  // proxy.ts passes the locale-less path: each page names its twins in the other languages.
  const path = h.get('x-pathname') ?? '/';
  return {
    metadataBase: new URL(serverEnv.siteUrl),
    title: { default: `${t('siteName')} | ${t('tagline')}`, template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
    alternates: localeAlternates(locale, path),
    openGraph: {
      siteName: t('siteName'),
      locale: OG_LOCALE[locale] ?? 'fa_IR',
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l] ?? l),
      type: 'website',
    },
  };
}

export const viewport: Viewport = { themeColor: '#8a6417', width: 'device-width', initialScale: 1 };

/**
 * The message namespaces the public pages' client islands read; the app segments (AppFrame) hand their own
 * components every namespace.
 */
const PUBLIC_NAMESPACES = ['common', 'shell', 'catalog', 'cart', 'favorites', 'home', 'content', 'ui', 'dashboard'];

/**
 * The site's root layout, per locale (fa and ar right to left, en left to right), with the common shell of §2 (hidden on member/booking paths). No provider
 * that loads a library (docs/architecture.md): MUI, next-auth's client and TanStack Query are in the layouts of the segments
 * that need them (AppFrame, MuiProviders); the shell's islands are plain HTML.
 */
export default async function RootLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('common'), getMessages()]);
  const islandMessages = Object.fromEntries(PUBLIC_NAMESPACES.map((n) => [n, messages[n]]));
  // Pages are rendered per request: their scripts carry this answer's CSP nonce (set by proxy.ts, applied by Next).
  await headers();
  // Images come from the API's /media: open that connection while the HTML is still arriving.
  preconnect(serverEnv.publicApiUrl);
  return (
    <html lang={locale} dir={localeDirection(locale)} className={vazirmatn.variable}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant CSS built from our own theme */}
        <style dangerouslySetInnerHTML={{ __html: themeCssVariables + localeFontCss(locale) }} />
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
              <RouteProgress label={t('pageLoading')} />
            </Suspense>
            <ShellOnly>
              <Header />
            </ShellOnly>
            <FormatRoot>
              <main id="main">{children}</main>
              <ShellOnly>
                <Footer />
                <BottomNav />
              </ShellOnly>
            </FormatRoot>
            <ClientLayers />
            <Toaster />
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
