import { persianContentProps } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import styles from '@/features/catalog/brands.module.css';
import { fetchBrands } from '@/features/catalog/api';
import { EmptyState } from '@/features/ui/EmptyState';
import plain from '@/features/ui/plain.module.css';
import { PageHeading } from '@/features/ui/PageHeading';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { MixedText } from '@/features/ui/MixedText';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalog');
  return {
    title: t('brandsTitle'),
    description: t('brandsDescription'),
    openGraph: { title: t('brandsTitle'), url: '/brands' },
  };
}

export default async function BrandsRoute() {
  const [f, locale] = await Promise.all([getFormat(), getLocale()]);
  const [t, tu, brands] = await Promise.all([getTranslations('catalog'), getTranslations('ui'), fetchBrands()]);
  return (
    <div className={`container ${plain.page}`}>
      <PageHeading
        title={t('brandsTitle')}
        subtitle={t('brandsDescription')}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[{ href: '/', label: tu('home') }]}
      />
      {brands.length === 0 ? (
        <EmptyState text={t('loadError')} />
      ) : (
        <ul className={styles.grid}>
          {brands.map((b) => (
            <li key={b.id}>
              <Link href={`/brand/${b.id}`} className={`${plain.paper} ${styles.card}`}>
                <ResponsiveImage
                  image={b.logo}
                  sizes="(max-width: 600px) 50vw, 180px"
                  aspectRatio="1 / 1"
                  fallbackAlt={t('logoOf', { title: b.title })}
                />
                <span className={styles.body}>
                  <h2 className={styles.title} {...persianContentProps(locale)}>
                    <MixedText>{b.title}</MixedText>
                  </h2>
                  <span className={plain.caption}>{t('productCountN', { n: f.digits(b.product_count) })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
