import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

/** One file per namespace (common first); add a line per feature. Every file is `{ "<namespace>": { … } }`. */
const NAMESPACES = [
  'agency',
  'cart',
  'catalog',
  'checkout',
  'cip',
  'cipDashboard',
  'cipVoucher',
  'common',
  'content',
  'credit',
  'tickets',
  'favorites',
  'flightStatus',
  'reviews',
  'profile',
  'dashboard',
  'home',
  'invoice',
  'labels',
  'legal',
  'map',
  'member',
  'notFound',
  'orders',
  'shell',
  'ui',
] as const;

type Messages = Record<string, unknown>;

async function loadNamespace(locale: string, namespace: string): Promise<Messages> {
  return (await import(`../../messages/${locale}/${namespace}.json`)).default as Messages;
}

/**
 * The locale's messages. A namespace not yet translated falls back to Persian (the parity test in
 * `messages-parity.test.ts` keeps that from shipping).
 */
async function loadMessages(locale: string): Promise<Messages> {
  const files = await Promise.all(
    NAMESPACES.map((n) =>
      loadNamespace(locale, n).catch(() =>
        locale === routing.defaultLocale ? {} : loadNamespace(routing.defaultLocale, n),
      ),
    ),
  );
  return Object.assign({}, ...files);
}

// The locale comes from the URL's `[locale]` segment (proxy.ts rewrites Persian's unprefixed paths to `fa`).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Tehran' };
});
