import { InPersian } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AlbumPlayer } from '@/features/content/AlbumPlayer';
import { fetchAlbum } from '@/features/content/api';
import { ContentDetail } from '@/features/content/ContentDetail';
import { ogImages, pageMetadata } from '@/features/ui/metadata';
import { loadById } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

const load = (params: Props['params']) => loadById(params, fetchAlbum);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await load(params);
  if (!a) return {};
  return pageMetadata({
    title: a.title,
    description: a.description,
    path: `/albums/${a.id}`,
    og: { images: ogImages(a.image) },
  });
}

export default async function AlbumRoute({ params }: Props) {
  const f = await getFormat();
  const album = await load(params);
  if (!album) notFound();
  const t = await getTranslations('content');
  return (
    <ContentDetail
      title={album.title}
      crumbs={[
        { href: '/', label: t('home') },
        { href: '/albums', label: t('albumsTitle') },
      ]}
      meta={[
        <InPersian key="category">{album.category_title}</InPersian>,
        f.date(album.published_at, { style: 'long', weekday: false }),
        t('mediaCount', { n: f.digits(album.media_count) }),
      ]}
      lead={album.description}
      image={null}
    >
      <AlbumPlayer media={album.media} title={album.title} />
    </ContentDetail>
  );
}
