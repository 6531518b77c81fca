import { getTranslations } from 'next-intl/server';
import { SearchInput } from '@/features/ui/SearchInput';

/** A plain GET search form (works without JavaScript): `?q=` on the list's own path. */
export async function ListSearch({
  pathname,
  q,
  label,
  category,
}: {
  pathname: string;
  q: string;
  label: string;
  category?: number;
}) {
  const t = await getTranslations('content');
  return (
    <form action={pathname} method="get" role="search" aria-label={label} style={{ width: '100%', maxWidth: 380 }}>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <SearchInput defaultValue={q} label={label} submitLabel={t('search')} testId="list-search" />
    </form>
  );
}
