import sharp from 'sharp';
import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';

describeEachBackend('GET /media/:name', (api) => {
  const media = (url: string) => api().app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });

  it('serves the WebP variants a seeded news item points at', async () => {
    const res = await api().get(`${endpoints.listNews.path}/1`);
    expect(res.statusCode).toBe(200);
    const { image } = res.json().data as { image: { url: string; width: number; height: number; srcset: string } };
    const file = await media(image.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: image.width, height: image.height });
    for (const entry of image.srcset.split(', ')) {
      const [url, w] = entry.split(' ');
      const variant = await media(url!);
      expect(variant.statusCode, url).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(Number.parseInt(w!, 10));
    }
  });

  it('draws nothing on request: invented cover names are 404', async () => {
    for (const name of [
      'cover-news-1-1200x675.webp',
      'cover-news-3-640x360.webp',
      'cover-photo-9999-2400x2400.webp',
      'cover-news-1-0123456789-640.webp',
    ]) {
      const res = await api().app.inject({ method: 'GET', url: `/media/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
