import { DEFAULT_LANG, type Lang } from '@vip/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The language segment this route answers under (route.ts registers one route per language). */
    lang?: Lang;
  }
  interface FastifyRequest {
    /** The language of the path (`/v1/<module>/en/...` → 'en'); Persian for anything outside a localized route. */
    readonly lang: Lang;
  }
}

/** `request.lang`: read from the matched route, so hooks, handlers and the error handler all see the same one. */
export function installLanguages(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: { routeOptions?: { config?: { lang?: Lang } } }) {
      return this.routeOptions?.config?.lang ?? DEFAULT_LANG;
    },
  });
}
