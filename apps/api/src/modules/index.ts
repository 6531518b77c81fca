import categoryRoutes from './category/routes';
import healthRoutes from './general/routes';
import newsRoutes from './news/routes';
import articleRoutes from './article/routes';
import albumRoutes from './album/routes';
import cmsRoutes from './cms/routes';
import faqRoutes from './faq/routes';
import sitememberRoutes from './sitemember/routes';
import productRoutes from './product/routes';
import mediaRoutes from './media/routes';
import outboxPlugin from '../outbox/plugin';
import cleanupPlugin from '../maintenance/plugin';
import captchaRoutes from './captcha/routes';
import cipserviceRoutes from './cipservice/routes';
import memberRoutes from './member/routes';
import searchRoutes from './search/routes';
import passwordResetRoutes from './password-reset/routes';
import paymentPlugin from './payment/plugin';
import paymentRoutes from './payment/routes';
import storeRoutes from './store/routes';
import invoiceRoutes from './invoice/routes';
import creditRoutes from './credit/routes';
import uploadRoutes from './upload/routes';
import favoriteRoutes from './favorite/routes';
import reviewRoutes from './product/member-review-routes';
import ticketingRoutes from './ticketing/routes';
import memberCreditRoutes from './credit/member-routes';
import memberSessionRoutes from './member/session-routes';
import adminRoutes from './admin/routes';
import cipDeskRoutes from './cipservice/desk-routes';
import financeDeskRoutes from './credit/finance-desk-routes';
import financeLookupRoutes from './credit/finance-lookup-routes';
import agencyRoutes from './agency/routes';
import agencyAdminRoutes from './agency/admin-routes';
import agencyBookingRoutes from './agency/booking-routes';
import agencyPanelRoutes from './agency/panel-routes';
import fulfilmentRoutes from './store/fulfilment-routes';
import supportDeskRoutes from './ticketing/support-desk-routes';
import adminCatalogRoutes from './admin-catalog/routes';
import localeRoutes from './locale/routes';

// Every module's routes, registered in this order by buildApp. Add one line per module.
export const modules = [
  healthRoutes,
  categoryRoutes,
  newsRoutes,
  articleRoutes,
  albumRoutes,
  cmsRoutes,
  faqRoutes,
  sitememberRoutes,
  productRoutes,
  mediaRoutes,
  outboxPlugin,
  cleanupPlugin,
  captchaRoutes,
  memberRoutes,
  searchRoutes,
  passwordResetRoutes,
  paymentPlugin,
  paymentRoutes,
  storeRoutes,
  invoiceRoutes,
  creditRoutes,
  uploadRoutes,
  favoriteRoutes,
  reviewRoutes,
  ticketingRoutes,
  memberCreditRoutes,
  memberSessionRoutes,
  cipserviceRoutes,
  adminRoutes,
  cipDeskRoutes,
  financeDeskRoutes,
  financeLookupRoutes,
  supportDeskRoutes,
  fulfilmentRoutes,
  adminCatalogRoutes,
  localeRoutes,
  agencyRoutes,
  agencyAdminRoutes,
  agencyBookingRoutes,
  agencyPanelRoutes,
];
