import { api as endpoints, ERRORS, pathOf } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend, TEST_API_KEY } from './helpers';

const PERSIAN = /[\u0600-\u06FF]/;

describeEachBackend('error envelope', (api) => {
  const post = (payload: string, contentType: string) =>
    api().app.inject({
      method: 'POST',
      url: pathOf(endpoints.createCaptcha, { id: 'errors-test' }),
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': contentType },
      payload,
    });

  it('answers Fastify’s own refusals (bad JSON, too large, unsupported type) in the envelope, in Persian', async () => {
    const cases = [
      { res: await post('{"image_options": ', 'application/json'), status: 400, code: 'invalid_json' },
      { res: await post(`{"x":"${'a'.repeat(1_100_000)}"}`, 'application/json'), status: 413, code: 'body_too_large' },
      { res: await post('a=1', 'application/x-www-form-urlencoded'), status: 415, code: 'unsupported_media_type' },
    ];
    for (const { res, status, code } of cases) {
      expect(res.statusCode, code).toBe(status);
      const body = res.json();
      expect(body, code).toEqual({
        status_code: status,
        error_code: code,
        error_message: ERRORS[code as keyof typeof ERRORS].message,
      });
      expect(body.error_message).toMatch(PERSIAN);
      expect(JSON.stringify(body)).not.toMatch(/FST_ERR/);
    }
  });

  it('answers a validation failure with the field at fault and a Persian message', async () => {
    const res = await api().call(endpoints.listCategories, { query: { limit: 'many' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_code).toBe('validation_error');
    expect(body.errors[0].field).toBe('limit');
    // A sentence naming the field, neither the path nor zod's generic «می‌بایست عدد می‌بود…».
    expect(body.error_message).toBe('مقدار «تعداد در صفحه» معتبر نیست.');
  });
});
