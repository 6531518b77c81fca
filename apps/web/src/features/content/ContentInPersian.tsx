import { getLocale, getTranslations } from 'next-intl/server';
import plain from '@/features/ui/plain.module.css';

/**
 * On English and Arabic pages: the news, articles and albums (or, `products`, the shop's products) themselves are
 * written in Persian only.
 */
export async function ContentInPersian({ products = false }: { products?: boolean }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('content')]);
  if (locale === 'fa') return null;
  return (
    <p className={`${plain.body2} ${plain.muted}`} data-testid="content-in-persian">
      {t(products ? 'productsInPersian' : 'inPersian')}
    </p>
  );
}
