import { adminEndpoints } from './admin';
import { categoryEndpoints } from './category';
import { cipserviceEndpoints } from './cipservice';
import { creditEndpoints } from './credit';
import { creditMemberEndpoints } from './credit-member';
import { favoriteEndpoints } from './favorite';
import { memberSessionEndpoints } from './member-sessions';
import { ticketingEndpoints } from './ticketing';
import { uploadEndpoints } from './upload';
import { paymentEndpoints } from './payment';
import { sitememberEndpoints } from './sitemember';
import { storeEndpoints } from './store';

/**
 * Every endpoint of the API, by operationId: the one table routes, the site's client, tests, the fuzz test and
 * the OpenAPI lint read. A module adds its group here with one line.
 */
export const api = {
  ...categoryEndpoints,
  ...adminEndpoints,
  ...cipserviceEndpoints,
  ...storeEndpoints,
  ...paymentEndpoints,
  ...creditEndpoints,
  ...sitememberEndpoints,
  ...creditMemberEndpoints,
  ...favoriteEndpoints,
  ...ticketingEndpoints,
  ...uploadEndpoints,
  ...memberSessionEndpoints,
};
export type Api = typeof api;
