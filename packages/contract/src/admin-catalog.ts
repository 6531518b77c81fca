import { z } from 'zod';
import { detailOf, idParam, idParams, latinDigits, listOf, pagingQuery } from './common';
import { defineEndpoints, type Endpoint, type EndpointDef } from './endpoint';
import {
  catalogAirport,
  catalogAirportBody,
  catalogAirline,
  catalogAirlineBody,
  catalogFlightPattern,
  catalogFlightPatternBody,
  catalogCipService,
  catalogCipServiceBody,
  cipTariffVersion,
  catalogCipTariff,
  catalogCipTariffBody,
} from './admin-catalog-cip';
import {
  catalogCategory,
  catalogCategoryBody,
  catalogNews,
  catalogNewsBody,
  catalogArticle,
  catalogArticleBody,
  catalogAlbum,
  catalogAlbumBody,
  catalogFaq,
  catalogFaqBody,
  catalogCmsBox,
  catalogCmsBoxBody,
} from './admin-catalog-content';
import { CATALOG_ROLES, uploadedImage } from './admin-catalog-fields';
import {
  catalogProduct,
  catalogProductBody,
  catalogBrand,
  catalogBrandBody,
  catalogDiscountCode,
  catalogDiscountCodeBody,
  catalogTransmit,
  catalogTransmitBody,
} from './admin-catalog-store';

export {
  CATALOG_ROLES,
  type CatalogImage,
  catalogImage,
  catalogImageInput,
  uploadedImage,
} from './admin-catalog-fields';
export * from './admin-catalog-cip';
export * from './admin-catalog-content';
export * from './admin-catalog-store';

// The back office's catalogue and content (docs/back-office.md, issue #15 "Editor / admin"): the same five operations on
// every resource, declared by one helper (`catalogResource`) from the resource's record and write schemas.
// Paths: /v1/admin/fa/catalog/<resource> and /v1/admin/fa/catalog/<resource>/:id. Roles: admin and editor.
// A create body takes every field the record is made of (optional ones may be left out: the table's default);
// an update body takes any of them (what is left out stays). Cross-field rules (a discount's percent, a
// flight's two ends) are checked by the server on the merged record.

// ── The helper that declares a resource's five operations ────────────────────────────────────────────────────

const searchText = z.string().trim().max(100, 'عبارت جست‌وجو حداکثر ۱۰۰ نویسه است.').optional();

/** What `catalogResource` needs of one resource. */
interface ResourceSpec<
  One extends string,
  Many extends string,
  R extends z.ZodObject,
  B extends z.ZodObject,
  F extends z.ZodRawShape,
> {
  /** Singular and plural PascalCase names of the operations (`adminCatalogGetProduct`, `adminCatalogListProducts`). */
  one: One;
  many: Many;
  /** The path segment after `/v1/admin/fa/catalog/`. */
  path: string;
  /** What it is, in English (OpenAPI). */
  what: string;
  record: R;
  body: B;
  /** Fields the list may be sorted by. */
  sort: readonly string[];
  /** Extra exact-match list filters. */
  filters?: F;
  /** Besides validation, auth and not found: what a write may answer (e.g. `duplicate` for a taken slug). */
  errors?: EndpointDef['errors'];
}

/** The list query of a resource: paging, `sort`, `q` (searches its title-like text) and its filters. */
function listQuery<F extends z.ZodRawShape>(filters: F) {
  return pagingQuery(25).extend({ q: searchText }).extend(filters);
}

/** An update: any part of the create body (at least one field). */
function updateOf<B extends z.ZodObject>(body: B) {
  return body.partial().refine((b) => Object.keys(b).length > 0, 'چیزی برای تغییر فرستاده نشده است.');
}

/**
 * The five operations of a catalogue resource, from its schemas: list (paged list envelope with `q`, `sort` and
 * filters), get, create (201), update (PUT, partial), delete (204; 409 `in_use` while other rows refer to it).
 */
export function catalogResource<
  const One extends string,
  const Many extends string,
  R extends z.ZodObject,
  B extends z.ZodObject,
  F extends z.ZodRawShape = Record<never, never>,
>(spec: ResourceSpec<One, Many, R, B, F>) {
  const base = `/v1/admin/fa/catalog/${spec.path}` as const;
  const common = { tag: 'admin-catalog', auth: 'staff', roles: CATALOG_ROLES } as const;
  const list = {
    ...common,
    method: 'GET',
    path: base as `/v1/${string}`,
    summary: `Editor: ${spec.what} list (search q, sort, paging)`,
    query: listQuery((spec.filters ?? {}) as F),
    response: listOf(spec.record),
    sort: spec.sort,
  } as const;
  const get = {
    ...common,
    method: 'GET',
    path: `${base}/:id` as `/v1/${string}`,
    summary: `Editor: one ${spec.what}`,
    params: idParams,
    response: detailOf(spec.record),
  } as const;
  const create = {
    ...common,
    method: 'POST',
    path: base as `/v1/${string}`,
    summary: `Editor: create a ${spec.what}`,
    body: spec.body,
    response: detailOf(spec.record),
    status: 201,
    // Every write runs through the unique indexes: a taken slug, code or IATA is a 409 on any resource.
    errors: ['duplicate', ...(spec.errors ?? [])],
  } as const;
  const update = {
    ...common,
    method: 'PUT',
    path: `${base}/:id` as `/v1/${string}`,
    summary: `Editor: change a ${spec.what} (fields left out stay)`,
    params: idParams,
    body: updateOf(spec.body),
    response: detailOf(spec.record),
    errors: ['duplicate', ...(spec.errors ?? [])],
  } as const;
  const remove = {
    ...common,
    method: 'DELETE',
    path: `${base}/:id` as `/v1/${string}`,
    summary: `Editor: delete a ${spec.what} (409 while other rows refer to it)`,
    params: idParams,
    status: 204,
    errors: ['in_use'],
  } as const;
  return defineEndpoints({
    [`adminCatalogList${spec.many}`]: list,
    [`adminCatalogGet${spec.one}`]: get,
    [`adminCatalogCreate${spec.one}`]: create,
    [`adminCatalogUpdate${spec.one}`]: update,
    [`adminCatalogDelete${spec.one}`]: remove,
  } as { [K in `adminCatalogList${Many}`]: typeof list } & { [K in `adminCatalogGet${One}`]: typeof get } & {
    [K in `adminCatalogCreate${One}`]: typeof create;
  } & { [K in `adminCatalogUpdate${One}`]: typeof update } & { [K in `adminCatalogDelete${One}`]: typeof remove });
}

const optionalFilterId = idParam.optional();

/** Every catalogue resource, by its path segment (the API's handlers and the tests iterate it). */
export const catalogResources = {
  products: catalogResource({
    one: 'Product',
    many: 'Products',
    path: 'products',
    what: 'store product',
    record: catalogProduct,
    body: catalogProductBody,
    sort: ['id', 'title', 'price', 'stock', 'priority', 'created_at'],
    filters: { brand_id: optionalFilterId, category_id: optionalFilterId },
    errors: ['duplicate'],
  }),
  brands: catalogResource({
    one: 'Brand',
    many: 'Brands',
    path: 'brands',
    what: 'brand',
    record: catalogBrand,
    body: catalogBrandBody,
    sort: ['id', 'title', 'priority', 'created_at'],
    errors: ['duplicate'],
  }),
  categories: catalogResource({
    one: 'Category',
    many: 'Categories',
    path: 'categories',
    what: 'category',
    record: catalogCategory,
    body: catalogCategoryBody,
    sort: ['id', 'title', 'priority', 'module_id'],
    filters: { module_id: optionalFilterId, parent_id: optionalFilterId },
  }),
  news: catalogResource({
    one: 'News',
    many: 'News',
    path: 'news',
    what: 'news item',
    record: catalogNews,
    body: catalogNewsBody,
    sort: ['id', 'title', 'published_at', 'priority'],
    filters: { category_id: optionalFilterId },
  }),
  articles: catalogResource({
    one: 'Article',
    many: 'Articles',
    path: 'articles',
    what: 'article',
    record: catalogArticle,
    body: catalogArticleBody,
    sort: ['id', 'title', 'published_at', 'priority'],
    filters: { category_id: optionalFilterId },
  }),
  albums: catalogResource({
    one: 'Album',
    many: 'Albums',
    path: 'albums',
    what: 'album (with its items)',
    record: catalogAlbum,
    body: catalogAlbumBody,
    sort: ['id', 'title', 'published_at', 'priority'],
    filters: { category_id: optionalFilterId },
  }),
  faqs: catalogResource({
    one: 'Faq',
    many: 'Faqs',
    path: 'faqs',
    what: 'FAQ',
    record: catalogFaq,
    body: catalogFaqBody,
    sort: ['id', 'priority', 'created_at'],
    filters: { category_id: optionalFilterId },
  }),
  'cms-boxes': catalogResource({
    one: 'CmsBox',
    many: 'CmsBoxes',
    path: 'cms-boxes',
    what: 'CMS box',
    record: catalogCmsBox,
    body: catalogCmsBoxBody,
    sort: ['id', 'page_id', 'key', 'priority'],
    filters: { page_id: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(10_000)).optional() },
  }),
  'discount-codes': catalogResource({
    one: 'DiscountCode',
    many: 'DiscountCodes',
    path: 'discount-codes',
    what: 'discount code',
    record: catalogDiscountCode,
    body: catalogDiscountCodeBody,
    sort: ['id', 'code', 'created_at', 'ends_at'],
    errors: ['duplicate'],
  }),
  transmits: catalogResource({
    one: 'Transmit',
    many: 'Transmits',
    path: 'transmits',
    what: 'shipping method',
    record: catalogTransmit,
    body: catalogTransmitBody,
    sort: ['id', 'title', 'price', 'priority'],
  }),
  airports: catalogResource({
    one: 'Airport',
    many: 'Airports',
    path: 'airports',
    what: 'airport (with its terminals)',
    record: catalogAirport,
    body: catalogAirportBody,
    sort: ['id', 'iata', 'title', 'priority'],
    errors: ['duplicate', 'in_use'],
  }),
  airlines: catalogResource({
    one: 'Airline',
    many: 'Airlines',
    path: 'airlines',
    what: 'airline',
    record: catalogAirline,
    body: catalogAirlineBody,
    sort: ['id', 'iata', 'title'],
    errors: ['duplicate'],
  }),
  'flight-patterns': catalogResource({
    one: 'FlightPattern',
    many: 'FlightPatterns',
    path: 'flight-patterns',
    what: 'weekly flight pattern',
    record: catalogFlightPattern,
    body: catalogFlightPatternBody,
    sort: ['id', 'flight_number', 'departure_time'],
    filters: { airline_id: optionalFilterId, origin_airport_id: optionalFilterId },
  }),
  'cip-services': catalogResource({
    one: 'CipService',
    many: 'CipServices',
    path: 'cip-services',
    what: 'CIP service',
    record: catalogCipService,
    body: catalogCipServiceBody,
    sort: ['id', 'title', 'airport_id'],
    filters: { airport_id: optionalFilterId },
  }),
  'cip-tariffs': catalogResource({
    one: 'CipTariff',
    many: 'CipTariffs',
    path: 'cip-tariffs',
    what: 'CIP service tariff (prices, suites, transfers)',
    record: catalogCipTariff,
    body: catalogCipTariffBody,
    sort: ['id', 'passenger_adult'],
    filters: { airport_id: optionalFilterId },
    errors: ['duplicate'],
  }),
};

/** The path segment of a catalogue resource. */
export type CatalogResourceName = keyof typeof catalogResources;

/** A resource's five endpoints by what they do (the API registers them, tests and screens call them). */
export function catalogOps(name: CatalogResourceName) {
  const eps = Object.values(catalogResources[name]) as Endpoint[];
  const find = (verb: string) => eps.find((e) => e.operationId.startsWith(`adminCatalog${verb}`))!;
  return {
    list: find('List'),
    get: find('Get'),
    create: find('Create'),
    update: find('Update'),
    remove: find('Delete'),
  };
}

/** Endpoints of the catalogue back office (every resource's five, and the image upload). */
export const adminCatalogEndpoints = {
  ...catalogResources.products,
  ...catalogResources.brands,
  ...catalogResources.categories,
  ...catalogResources.news,
  ...catalogResources.articles,
  ...catalogResources.albums,
  ...catalogResources.faqs,
  ...catalogResources['cms-boxes'],
  ...catalogResources['discount-codes'],
  ...catalogResources.transmits,
  ...catalogResources.airports,
  ...catalogResources.airlines,
  ...catalogResources['flight-patterns'],
  ...catalogResources['cip-services'],
  ...catalogResources['cip-tariffs'],
  ...defineEndpoints({
    adminCatalogCipTariffVersions: {
      method: 'GET',
      path: '/v1/admin/fa/catalog/cip-tariffs/:id/versions',
      tag: 'admin-catalog',
      summary: "Editor: a CIP service's tariff history, latest effective first (pending changes included)",
      auth: 'staff',
      roles: CATALOG_ROLES,
      params: idParams,
      query: pagingQuery(50),
      response: listOf(cipTariffVersion),
    },
    adminCatalogUploadImage: {
      method: 'POST',
      path: '/v1/admin/fa/catalog/images',
      tag: 'admin-catalog',
      summary: 'Editor: upload an image (multipart field `file`); answers the key product/brand/content bodies take',
      description:
        'JPEG, PNG or WebP judged by its bytes, at most 5 MB; re-encoded to WebP in 320/640/1024 widths under a ' +
        'server-made name.',
      auth: 'staff',
      roles: CATALOG_ROLES,
      response: uploadedImage,
      status: 201,
      errors: ['body_too_large', 'unsupported_media_type'],
    },
  }),
};
