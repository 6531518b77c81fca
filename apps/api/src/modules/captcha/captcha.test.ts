import { eq, sql } from 'drizzle-orm';
import { api as endpoints, pathOf } from '@vip/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { TEST_API_KEY, describeEachBackend } from '../../../test/helpers';
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs';
import { captchaSvg } from './image';
import { captchas } from './schema';
import { consumeCaptcha, createCaptcha } from './service';

const SPEC_BODY = {
  image_options: { width: 100, height: 50, font_color: 'black', background_color: 'white', font: 'Arial' },
  image_template: 0,
  code_length: 4,
  letter_drawing_case_mode: 1,
};

describeEachBackend(
  'createCaptcha',
  (api) => {
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      api().app.inject({
        method: 'POST',
        url,
        ...(payload ? { payload } : {}),
        headers: { 'x-api-key': TEST_API_KEY, ...headers },
      });

    it('answers a 100×50 PNG for the §7 body, tolerating the anti-forgery header', async () => {
      const res = await post(pathOf(endpoints.createCaptcha, { id: 'login' }), SPEC_BODY, {
        requestverificationtoken: 'anything',
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.captcha_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(data.expires_in_seconds).toBe(300);
      expect(data.image).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(data.image.split(',')[1], 'base64');
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 100, height: 50 });
      // Not blank: the glyphs and noise put dark pixels on the white background.
      const stats = await sharp(png).stats();
      expect(stats.channels[0].min).toBeLessThan(100);
      expect(stats.channels[0].max).toBeGreaterThan(200);
      const [row] = await api().app.db.select().from(captchas).where(eq(captchas.id, data.captcha_id));
      expect(row.clientKey).toBe('login');
      expect(row.answerHash).toHaveLength(43);
    });

    it('uses the §7 defaults for an empty body and refuses bad options naming the field', async () => {
      const empty = await post(pathOf(endpoints.createCaptcha, { id: 'signin' }));
      expect(empty.statusCode).toBe(200);
      const bad = await post(pathOf(endpoints.createCaptcha, { id: 'signin' }), {
        image_options: { width: 5000, font_color: '"/><script>' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('body.image_options.width');
      expect(bad.json().error_message).toMatch(/[\u0600-\u06ff]/);
      expect((await post(pathOf(endpoints.createCaptcha, { id: 'bad key' }), SPEC_BODY)).statusCode).toBe(400);
    });

    it('checks an answer once, case-insensitively, and not after it expires', async () => {
      const { db, config } = api().app;
      const image = { width: 100, height: 50, fontColor: 'black', backgroundColor: 'white' };
      const make = () =>
        createCaptcha(db, config.JWT_SECRET, { clientKey: 'k', length: 4, image, ip: '1.1.1.1' }, () => 'XY27');
      const a = await make();
      expect(await consumeCaptcha(db, config.JWT_SECRET, a.captcha_id, 'xy۲۷')).toBe(true);
      expect(await consumeCaptcha(db, config.JWT_SECRET, a.captcha_id, 'XY27')).toBe(false);
      const b = await make();
      expect(await consumeCaptcha(db, config.JWT_SECRET, b.captcha_id, 'XY28')).toBe(false);
      expect(await consumeCaptcha(db, config.JWT_SECRET, b.captcha_id, 'XY27')).toBe(false);
      const c = await make();
      await db
        .update(captchas)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(captchas.id, c.captcha_id));
      expect(await consumeCaptcha(db, config.JWT_SECRET, c.captcha_id, 'XY27')).toBe(false);
      expect(await consumeCaptcha(db, config.JWT_SECRET, 'not-a-uuid', 'XY27')).toBe(false);
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);

it('draws every character of the alphabet from stroke glyphs', () => {
  for (const ch of CAPTCHA_ALPHABET) expect(GLYPHS[ch]?.length).toBeGreaterThan(0);
  const svg = captchaSvg('AB34', { width: 100, height: 50, fontColor: 'black', backgroundColor: 'white' });
  expect(svg).toContain('width="100"');
  expect(svg).not.toContain('<text');
});
