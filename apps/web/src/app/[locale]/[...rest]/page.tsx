import { notFound } from 'next/navigation';

/** Any path no page matches: the locale's own 404 page (`[locale]/not-found.tsx`), inside the site's layout. */
export default function UnknownPage() {
  notFound();
}
