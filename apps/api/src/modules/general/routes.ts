import { generalEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { apiError } from '../../http/errors';
import { route } from '../../http/route';

/** GET /health: answers 200 only when the database answers. */
export default async function healthRoutes(app: AppInstance) {
  route(app, api.getHealth, async () => {
    try {
      await app.database.ping();
    } catch (err) {
      app.log.error({ err }, 'health: database did not answer');
      throw apiError('database_unavailable');
    }
    return { status: 'ok' as const, database: app.database.kind };
  });
}
