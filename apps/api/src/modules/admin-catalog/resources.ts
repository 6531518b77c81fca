import type { CatalogResourceName } from '@vip/contract';
import { airlineResource, airportResource, cipServiceResource, cipTariffResource, flightPatternResource } from './cip';
import { albumResource, articleResource, cmsBoxResource, faqResource, newsResource } from './content';
import type { ResourceDef } from './engine';
import { brandResource, categoryResource, discountCodeResource, productResource, transmitResource } from './store';

/** The server side of every catalogue resource of the contract (`catalogResources`), by its path segment. */
// biome-ignore lint/suspicious/noExplicitAny: each resource has its own record type; routes handle them alike.
export const RESOURCE_DEFS: Record<CatalogResourceName, ResourceDef<any>> = {
  products: productResource,
  brands: brandResource,
  categories: categoryResource,
  news: newsResource,
  articles: articleResource,
  albums: albumResource,
  faqs: faqResource,
  'cms-boxes': cmsBoxResource,
  'discount-codes': discountCodeResource,
  transmits: transmitResource,
  airports: airportResource,
  airlines: airlineResource,
  'flight-patterns': flightPatternResource,
  'cip-services': cipServiceResource,
  'cip-tariffs': cipTariffResource,
};
