import { adminEndpoints } from './admin';
import { adminCatalogEndpoints } from './admin-catalog';
import { adminCipEndpoints } from './admin-cip';
import { adminFinanceEndpoints } from './admin-finance';
import { adminFulfilmentEndpoints } from './admin-fulfilment';
import { adminSupportEndpoints } from './admin-support';
import { albumEndpoints } from './album';
import { articleEndpoints } from './article';
import { categoryEndpoints } from './category';
import { cmsEndpoints } from './cms';
import { faqEndpoints } from './faq';
import { generalEndpoints } from './general';
import { captchaEndpoints, devEndpoints, memberEndpoints } from './member';
import { newsEndpoints } from './news';
import { productEndpoints } from './product';
import { sitememberEndpoints } from './sitemember';
import { passwordResetEndpoints } from './password-reset';
import { searchEndpoints } from './search';
import { cipserviceEndpoints } from './cipservice';
import { flightStatusEndpoints } from './flight-status';
import { creditEndpoints } from './credit';
import { currencyEndpoints } from './currency';
import { creditMemberEndpoints } from './credit-member';
import { favoriteEndpoints } from './favorite';
import { memberSessionEndpoints } from './member-sessions';
import { ticketingEndpoints } from './ticketing';
import { uploadEndpoints } from './upload';
import { paymentEndpoints } from './payment';
import { storeEndpoints } from './store';
import { invoiceEndpoints } from './invoice';
import { agencyEndpoints } from './agency';
import { adminAgencyEndpoints } from './admin-agency';
import { agencyPanelEndpoints } from './agency-panel';

/**
 * Every endpoint of the API, by operationId: the one table routes, the site's client, tests, the fuzz test and
 * the OpenAPI lint read. A module adds its group here with one line.
 */
export const api = {
  ...generalEndpoints,
  ...categoryEndpoints,
  ...newsEndpoints,
  ...articleEndpoints,
  ...albumEndpoints,
  ...cmsEndpoints,
  ...faqEndpoints,
  ...sitememberEndpoints,
  ...productEndpoints,
  ...captchaEndpoints,
  ...memberEndpoints,
  ...devEndpoints,
  ...searchEndpoints,
  ...passwordResetEndpoints,
  ...cipserviceEndpoints,
  ...flightStatusEndpoints,
  ...storeEndpoints,
  ...invoiceEndpoints,
  ...paymentEndpoints,
  ...creditEndpoints,
  ...creditMemberEndpoints,
  ...favoriteEndpoints,
  ...ticketingEndpoints,
  ...uploadEndpoints,
  ...memberSessionEndpoints,
  ...adminEndpoints,
  ...adminCipEndpoints,
  ...adminFinanceEndpoints,
  ...adminSupportEndpoints,
  ...adminFulfilmentEndpoints,
  ...adminCatalogEndpoints,
  ...currencyEndpoints,
  // Travel agencies (docs/agencies.md): the key API, the back office's desk and the agents' panel on the site.
  ...agencyEndpoints,
  ...adminAgencyEndpoints,
  ...agencyPanelEndpoints,
};
export type Api = typeof api;
