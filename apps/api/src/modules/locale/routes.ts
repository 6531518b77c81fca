import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { staffActorOf } from '../admin/audit';
import { publicRates, putRates, staffRates } from './rates';
import { revalidateUrlsOf } from '../admin-catalog/invalidate';

/** The currency rate table (docs/payments.md, "Approximate prices in other currencies"). */
export default async function localeRoutes(app: AppInstance) {
  route(app, api.listCurrencyRates, () => publicRates(app.db));
  route(app, api.adminListCurrencyRates, () => staffRates(app.db));
  route(app, api.adminPutCurrencyRates, async (request) => {
    const answer = await putRates(app.db, await staffActorOf(request), request.body, revalidateUrlsOf(app.config));
    // The public table is cached here and on the site's pages: the new rates show at once.
    app.publicCache.clear();
    void app.outbox.drain().catch((err) => app.log.warn({ err }, 'outbox: drain after new currency rates failed'));
    return answer;
  });
}
