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
  cipserviceRoutes,
];
