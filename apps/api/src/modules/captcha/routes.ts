import { captchaEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { createCaptcha } from './service';

const PER_IP = { limit: 60, windowSeconds: 600 };

/** The captcha (§7): a new captcha image; the answer is checked once by the call it guards. */
export default async function captchaRoutes(app: AppInstance) {
  const limiter = dbRateLimiter(app.db);
  route(app, api.createCaptcha, async (request) => {
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
  });
}
