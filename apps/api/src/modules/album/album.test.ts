import { expect, it } from 'vitest';
import { api as endpoints } from '@vip/contract';
import { describeEachBackend } from '../../../test/helpers';
import {
  expectDetailAnd404,
  expectEtag304,
  expectPagesThrough,
  expectSortsBy,
  expectTitleSortReverses,
  expectUnknownSortRejected,
  list,
} from '../../../test/list-asserts';

const PATH = endpoints.listAlbums.path;
type Album = { id: number; category_id: number; title: string; media_count: number; image: { url: string } | null };

describeEachBackend(`GET ${endpoints.listAlbums.path}`, (api) => {
  it('lists albums newest first with a cover and the media count', async () => {
    const body = await list<Album>(api(), PATH);
    expect(body.paging.total).toBeGreaterThanOrEqual(6);
    for (const a of body.data) {
      expect(a.media_count).toBeGreaterThanOrEqual(4);
      expect(a.image?.url).toMatch(/\/media\/cover-album-\d+-[0-9a-f]{10}-640\.webp$/);
    }
  });

  it('limit and offset page through the list', async () => {
    await expectPagesThrough(api(), PATH, 3);
  });

  it('category_id narrows to one category', async () => {
    const all = await list<Album>(api(), PATH, { limit: 100 });
    const dest = await list<Album>(api(), PATH, { category_id: 343, limit: 100 });
    expect(dest.data.length).toBeGreaterThan(0);
    expect(dest.data.every((a) => a.category_id === 343)).toBe(true);
    expect(dest.paging.total).toBeLessThan(all.paging.total);
  });

  it('searches titles with Arabic letters', async () => {
    const body = await list<Album>(api(), PATH, { search_keywords: 'كيش' });
    expect(body.data.map((a) => a.title)).toEqual(['جزیره کیش؛ ساحل، دریا و غروب']);
  });

  it('sorts by published_at, view_count, priority, id and title, both ways', async () => {
    for (const f of ['published_at', 'view_count', 'priority', 'id']) await expectSortsBy(api(), PATH, f);
    await expectTitleSortReverses(api(), PATH);
  });

  it('rejects an unknown sort field', async () => {
    await expectUnknownSortRejected(api(), PATH, 'priority');
  });

  it('answers an album with its media in order, 404 for a missing one', async () => {
    const album = await expectDetailAnd404(api(), PATH, 3);
    expect(album.media).toHaveLength(album.media_count);
    for (const m of album.media) {
      // The largest stored variant of a 1600×1067 photo, with every width in srcset.
      expect(m).toMatchObject({ type: 'image', poster: null, duration_seconds: null, width: 1024, height: 683 });
      expect(m.url).toMatch(/^https?:\/\/.+\/media\/cover-photo-\d+-[0-9a-f]{10}-1024\.webp$/);
      expect(m.srcset).toMatch(/ 320w, .+ 640w, .+ 1024w$/);
      expect(m.alt).toMatch(/[\u0600-\u06ff]/);
      expect(m.title).toBe(m.alt);
    }
  });

  it('sends ETag and answers 304', async () => {
    await expectEtag304(api(), PATH);
    await expectEtag304(api(), `${PATH}/1`);
  });
});
