import { categoryEndpoints } from './category';
import { cipserviceEndpoints } from './cipservice';
import { creditEndpoints } from './credit';
import { paymentEndpoints } from './payment';
import { storeEndpoints } from './store';

/**
 * Every endpoint of the API, by operationId: the one table routes, the site's client, tests, the fuzz test and
 * the OpenAPI lint read. A module adds its group here with one line.
 */
export const api = {
  ...categoryEndpoints,
  ...cipserviceEndpoints,
  ...storeEndpoints,
  ...paymentEndpoints,
  ...creditEndpoints,
};
export type Api = typeof api;
