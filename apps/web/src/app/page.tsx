import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROOT_CATEGORY_LABELS, RootCategoryId } from '@vip/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompareBar } from '@/features/catalog/CompareBar';
import { fetchHomeBoxes } from '@/features/content/api';
import { BookingBar } from '@/features/home/BookingBar';
import { BOOKING_SECTIONS, type BookingSection } from '@/features/home/booking-sections';
import { CategoryGrid } from '@/features/home/CategoryGrid';
import { FaqHighlights } from '@/features/home/FaqHighlights';
import { Features } from '@/features/home/Features';
import { Hero } from '@/features/home/Hero';
import { HeroBanners } from '@/features/home/HeroBanners';
import { LatestNews } from '@/features/home/LatestNews';
import { ProductRail } from '@/features/home/ProductRail';
import { PromoBanners } from '@/features/home/PromoBanners';
import { ServiceCards } from '@/features/home/ServiceCards';
import { MuiProviders } from '@/features/shell/MuiProviders';
import { param } from '@/features/ui/paging';

// Rendered per request from cached API data (fetch revalidate + tags), so `next build` never needs the API.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const [t, tc] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return {
    title: { absolute: `${tc('siteName')} | ${t('title')}` },
    description: tc('siteDescription'),
    alternates: { canonical: '/' },
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
  // MUI still draws parts of this page (issue 17 takes them out one by one).
  return (
    <MuiProviders>
      {heroes.length > 0 ? <HeroBanners boxes={heroes} label={t('heroLabel')} /> : <Hero />}
      <Container sx={{ pb: { xs: 3, md: 5 } }}>
        <BookingBar key={`${open}-${section}`} initialOpen={open} initialSection={section} />
        <Stack spacing={{ xs: 4, md: 6 }} sx={{ mt: { xs: 4, md: 6 } }}>
          <ServiceCards />
          <ProductRail categoryId={RootCategoryId.promotions} title={ROOT_CATEGORY_LABELS[RootCategoryId.promotions]} />
          <PromoBanners boxes={banners} label={t('bannersLabel')} />
          <ProductRail
            categoryId={RootCategoryId.bestSellers}
            title={ROOT_CATEGORY_LABELS[RootCategoryId.bestSellers]}
            sort="-sales"
          />
          <CategoryGrid />
          <ProductRail
            categoryId={RootCategoryId.newArrivals}
            title={ROOT_CATEGORY_LABELS[RootCategoryId.newArrivals]}
            sort="-created_at"
          />
          <Features boxes={features} title={t('featuresTitle')} />
          <LatestNews />
          <FaqHighlights box={faqBoxes[0]} />
          <section aria-labelledby="airports-title">
            <Typography id="airports-title" variant="h2" sx={{ mb: 1, fontSize: { xs: '1.3rem', md: '1.6rem' } }}>
              {t('airportsTitle')}
            </Typography>
            <Typography color="text.secondary">{t('airports')}</Typography>
          </section>
        </Stack>
      </Container>
      <CompareBar />
    </MuiProviders>
  );
}
