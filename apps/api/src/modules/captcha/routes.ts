import { captchaBody, captchaParams, captchaResponse } from '@vip/contract';
import type { AppInstance } from '../../app';
import { clientIp } from '../../http/client-ip';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { createCaptcha } from './service';

const PER_IP = { limit: 60, windowSeconds: 600 };

/** POST /v1/general/fa/captcha/{id} (§7): a new captcha image; the answer is checked once by the call it guards. */
export default async function captchaRoutes(app: AppInstance) {
  const limiter = dbRateLimiter(app.db);
  app.post(
    '/v1/general/fa/captcha/:id',
    {
      schema: {
        tags: ['general'],
        summary: 'New captcha (§7): PNG image; send captcha_id and the typed value with the guarded call',
        description:
          "The `{id}` segment is the client's captcha key. The answer is 4 characters (code_length) from 2345678ABCDEFHKMNPRTWXY, checked case-insensitively, once, within 5 minutes. An anti-forgery header is tolerated.",
        params: captchaParams,
        body: captchaBody,
        response: { 200: captchaResponse },
      },
    },
    async (request) => {
      const ip = clientIp(request);
      await enforce(limiter, `captcha:ip:${ip}`, PER_IP);
      const { image_options: o, code_length } = request.body;
      const data = await createCaptcha(app.db, app.config.JWT_SECRET, {
        clientKey: request.params.id,
        length: code_length,
        ip,
        image: { width: o.width, height: o.height, fontColor: o.font_color, backgroundColor: o.background_color },
      });
      return { data };
    },
  );
}
