import { LoadingBackdrop } from './LoadingBackdrop';

/**
 * `loading.tsx` of the statically generated content pages (news, articles, albums, brands, categories): the §2
 * fallback backdrop shown while a page is still being generated. Server-rendered list pages have none, and neither has
 * the product page: there the Suspense boundary measurably delayed the first paint of the generated page (Lighthouse
 * render delay +1.4 s on a throttled phone), and a product page is generated in well under a second.
 */
export default function RouteLoading() {
  return <LoadingBackdrop />;
}
