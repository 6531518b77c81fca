// Every table of the API, gathered for drizzle-kit and the typed db client. Each module owns its schema file.
export * from '../modules/category/schema';
export * from '../modules/captcha/schema';
export * from '../modules/member/schema';
export * from '../outbox/schema';
export * from '../rate-limit/schema';
export * from '../modules/news/schema';
export * from '../modules/article/schema';
export * from '../modules/album/schema';
export * from '../modules/cms/schema';
export * from '../modules/faq/schema';
export * from '../modules/sitemember/schema';
export * from '../modules/product/schema';
export * from '../modules/order/schema';
export * from '../modules/store/schema';
export * from '../modules/payment/schema';
export * from '../modules/credit/schema';
export * from './schema-core';
