/** @vip/domain: the specification's rules as pure TypeScript, shared by the API and the site. */
export * from './cart';
export * from './cip-booking';
export * from './cip-refund';
export * from './constants';
export * from './digits';
export * from './edit-order';
export * from './enums';
export * from './format';
export * from './person';
export * from './pricing';
export * from './status';
export * from './store-bill';
export * from './text';
export * from './ticket';
export * from './validation';
export * from './bidi';
export * from './device';
