import { faqEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
import { getFaq, listFaqs } from './queries';

/** Frequently asked questions (§7). */
export default async function faqRoutes(app: AppInstance) {
  route(app, api.listFaqs, (request) => listFaqs(app.db, request.query, request.lang));
  route(app, api.getFaq, async (request) => detailOr404(await getFaq(app.db, request.params.id, request.lang), 'پرسش'));
}
