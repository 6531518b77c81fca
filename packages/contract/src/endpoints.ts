import { categoryEndpoints } from './category';
import { passwordResetEndpoints } from './password-reset';
import { searchEndpoints } from './search';

/**
 * Every endpoint of the API, by operationId: the one table routes, the site's client, tests, the fuzz test and
 * the OpenAPI lint read. A module adds its group here with one line.
 */
export const api = {
  ...categoryEndpoints,
  ...searchEndpoints,
  ...passwordResetEndpoints,
};
export type Api = typeof api;
