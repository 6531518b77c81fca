import { z } from 'zod';
import { detailOf, idParams, idParam, listOf, pagingQuery, searchQuery } from './common';
import { contentImage } from './content';
import { defineEndpoints } from './endpoint';

export const ALBUM_MEDIA_TYPES = ['image', 'video', 'audio'] as const;

/** One item of an album: an image, or a video/audio the player of §9 plays (play 1, pause 2, stop 3). */
export const albumMedia = z.object({
  id: z.number().int(),
  type: z.enum(ALBUM_MEDIA_TYPES),
  title: z.string(),
  /** The image (its largest stored WebP variant, up to 1024px wide), or the video/audio file; an absolute URL. */
  url: z.string(),
  /** Every stored width of an image (`<url> <w>w, …`); empty for video/audio. */
  srcset: z.string(),
  /** Persian alternative text. */
  alt: z.string(),
  /** Size of `url` for an image. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Still image for video/audio (absolute WebP URL), null for images. */
  poster: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
});
export type AlbumMedia = z.infer<typeof albumMedia>;

/** Album as listed: cover image and how many media it holds. */
export const albumItem = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  image: contentImage.nullable(),
  media_count: z.number().int(),
  published_at: z.string(),
  view_count: z.number().int(),
  priority: z.number().int(),
});
export type AlbumItem = z.infer<typeof albumItem>;
/** Album detail: the list fields plus its media in order. */
export const albumDetailItem = albumItem.extend({ media: z.array(albumMedia) });
export type AlbumDetailItem = z.infer<typeof albumDetailItem>;

/** Query of GET /v1/album/fa/albums (§7). */
export const albumListQuery = pagingQuery(12).extend(searchQuery.shape).extend({ category_id: idParam.optional() });
export type AlbumListQuery = z.input<typeof albumListQuery>;

export const albumList = listOf(albumItem);
export const albumDetail = detailOf(albumDetailItem);

/** Endpoints of the album module (§7). */
export const albumEndpoints = defineEndpoints({
  listAlbums: {
    method: 'GET',
    path: '/v1/album/fa/albums',
    tag: 'album',
    summary: 'List photo, video and audio albums',
    auth: 'public',
    query: albumListQuery,
    response: albumList,
    sort: ['published_at', 'title', 'id', 'view_count', 'priority'],
    publicCache: true,
  },
  getAlbum: {
    method: 'GET',
    path: '/v1/album/fa/albums/:id',
    tag: 'album',
    summary: 'One album with its media',
    auth: 'public',
    params: idParams,
    response: albumDetail,
    publicCache: true,
  },
});
