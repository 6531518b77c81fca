import { RootCategoryId } from '@vip/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductActions } from '@/features/catalog/ProductActions';
import { fetchHomeBoxes } from '@/features/content/api';
import { BookingBar } from '@/features/home/BookingBar';
import { BookingDateOptions } from '@/features/home/BookingDates';
import { BOOKING_SECTIONS, type BookingSection } from '@/features/home/booking-sections';
import { CategoryGrid } from '@/features/home/CategoryGrid';
import { FaqHighlights } from '@/features/home/FaqHighlights';
import { Features } from '@/features/home/Features';
import { Hero } from '@/features/home/Hero';
import { HeroBanners } from '@/features/home/HeroBanners';
import { LatestNews } from '@/features/home/LatestNews';
import { ProductRail } from '@/features/home/ProductRail';
import { SectionHeader } from '@/features/home/SectionHeader';
import { PromoBanners } from '@/features/home/PromoBanners';
import styles from '@/features/home/home.module.css';
import { ServiceCards } from '@/features/home/ServiceCards';
import { param } from '@/features/ui/paging';

// Rendered per request from cached API data (fetch revalidate + tags), so `next build` never needs the API.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const [t, tc] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return {
    title: { absolute: `${tc('siteName')} | ${t('title')}` },
    description: tc('siteDescription'),
    openGraph: { title: t('title'), description: tc('siteDescription'), url: '/' },
  };
}

/** Home: CMS hero slides, the VIP booking bar, services, shop rails and banners, latest news and FAQs. */
export default async function HomePage({ searchParams }: Props) {
  const sp = await searchParams;
  const sectionParam = param(sp, 'section');
  const section: BookingSection = (BOOKING_SECTIONS as readonly string[]).includes(sectionParam)
    ? (sectionParam as BookingSection)
    : 'cip';
  const open = param(sp, 'booking') === 'open';
  const [t, heroes, banners, features, faqBoxes] = await Promise.all([
    getTranslations('home'),
    fetchHomeBoxes('home-hero'),
    fetchHomeBoxes('home-banner'),
    fetchHomeBoxes('home-features'),
    fetchHomeBoxes('home-faq'),
  ]);
  // Plain HTML from the server; the booking bar, the hero controls and ProductActions (every card's heart and compare
  // toggle, by delegation, and the compare bar) are the only islands.
  return (
    <>
      {heroes.length > 0 ? <HeroBanners boxes={heroes} label={t('heroLabel')} /> : <Hero />}
      <div className={`container ${styles.main}`}>
        <BookingBar
          key={`${open}-${section}`}
          initialOpen={open}
          initialSection={section}
          dateOptions={<BookingDateOptions />}
        />
        <div className={styles.sections}>
          <ServiceCards />
          <ProductRail categoryId={RootCategoryId.promotions} title={t('railPromotions')} />
          <PromoBanners boxes={banners} label={t('bannersLabel')} />
          <ProductRail categoryId={RootCategoryId.bestSellers} title={t('railBestSellers')} sort="-sales" />
          <CategoryGrid />
          <ProductRail categoryId={RootCategoryId.newArrivals} title={t('railNewArrivals')} sort="-created_at" />
          <Features boxes={features} title={t('featuresTitle')} />
          <LatestNews />
          <FaqHighlights box={faqBoxes[0]} />
          <section aria-labelledby="airports-title">
            <SectionHeader id="airports-title" title={t('airportsTitle')} />
            <p className={styles.lead}>{t('airports')}</p>
          </section>
        </div>
      </div>
      <ProductActions />
    </>
  );
}
