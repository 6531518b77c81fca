import { faqDetail, faqList, faqListQuery, idParams } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { getFaq, listFaqs } from './queries';

/** GET /v1/faq/fa/faqs and /{id} (§7). */
export default async function faqRoutes(app: AppInstance) {
  app.get(
    '/v1/faq/fa/faqs',
    {
      schema: { tags: ['faq'], querystring: faqListQuery, response: { 200: faqList } },
      config: { publicCache: true },
    },
    (request) => listFaqs(app.db, request.query),
  );
  app.get(
    '/v1/faq/fa/faqs/:id',
    {
      schema: { tags: ['faq'], params: idParams, response: { 200: faqDetail } },
      config: { publicCache: true },
    },
    async (request) => {
      const item = await getFaq(app.db, request.params.id);
      if (!item) throw notFound('پرسش');
      return { data: item };
    },
  );
}
