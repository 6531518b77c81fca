import { errorBody } from '@vip/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app';

/** GET /health: answers 200 only when the database answers. */
export default async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['general'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorBody },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'health: database did not answer');
        return reply.status(503).send({
          status_code: 503,
          error_code: 'database_unavailable',
          error_message: 'پایگاه داده در دسترس نیست.',
        });
      }
    },
  );
}
