import { z } from 'zod';
import { detailOf, idParams, listOf, pagingQuery, searchQuery } from './common';
import { contentImage, queryInt } from './content';
import { defineEndpoints } from './endpoint';
import { LANGS } from './lang';

/** Page ids of CMS boxes. */
export const CMS_PAGES = { home: 1, shop: 2, cip: 3 } as const;

/** A CMS box: a hero slide, banner, feature or FAQ highlight placed on a page under a key. */
export const cmsBox = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  /** Slot on the page: 'home-hero', 'home-banner', 'home-features', 'home-faq', … */
  key: z.string(),
  /** The language the box is written in: the reader's where the slot has boxes in it, else Persian ('fa'). */
  lang: z.enum(LANGS),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
  link_title: z.string().nullable(),
  image: contentImage.nullable(),
  priority: z.number().int(),
});
export type CmsBox = z.infer<typeof cmsBox>;

/**
 * Query of GET /v1/cms/fa/boxes (§7): `pageId` as the original client spells it, or `page_id`; `key` narrows to a
 * slot. Under /en/ and /ar/ a slot answers its boxes in that language, or its Persian boxes when it has none.
 */
export const cmsBoxListQuery = pagingQuery(12)
  .extend(searchQuery.shape)
  .extend({
    pageId: queryInt.optional(),
    page_id: queryInt.optional(),
    key: z.string().max(100).optional(),
  });
export type CmsBoxListQuery = z.input<typeof cmsBoxListQuery>;

export const cmsBoxList = listOf(cmsBox);
export const cmsBoxDetail = detailOf(cmsBox);

/** Endpoints of the CMS module (§7). */
export const cmsEndpoints = defineEndpoints({
  listCmsBoxes: {
    method: 'GET',
    path: '/v1/cms/fa/boxes',
    tag: 'cms',
    summary: 'List CMS boxes of a page (hero slides, banners, features)',
    auth: 'public',
    query: cmsBoxListQuery,
    response: cmsBoxList,
    sort: ['priority', 'id', 'title', 'key'],
    publicCache: true,
  },
  getCmsBox: {
    method: 'GET',
    path: '/v1/cms/fa/boxes/:id',
    tag: 'cms',
    summary: 'One CMS box',
    auth: 'public',
    params: idParams,
    response: cmsBoxDetail,
    publicCache: true,
  },
});
