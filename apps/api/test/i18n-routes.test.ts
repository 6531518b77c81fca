// Every call answers under /fa/, /en/ and /ar/ alike; errors read in the path's language with the same code, and a
// language the site does not speak is a path that does not exist.
import { api as endpoints, ERROR_CODES, ERROR_MESSAGES_BY_LANG, ERRORS, localizedPath } from '@vip/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, TEST_API_KEY } from './helpers';

describe.each(backends)('languages of the API (%s)', (backend) => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 120_000);
  afterAll(() => api?.close());

  const airports = endpoints.listAirports.path;

  it('answers the same list under /fa/, /en/ and /ar/, and 404 under another language', async () => {
    const fa = await api.get(airports);
    const en = await api.get(localizedPath(airports, 'en'));
    const ar = await api.get(localizedPath(airports, 'ar'));
    expect(fa.statusCode).toBe(200);
    expect(en.statusCode).toBe(200);
    expect(ar.statusCode).toBe(200);
    expect(en.json().data.map((a: { iata: string }) => a.iata)).toEqual(
      fa.json().data.map((a: { iata: string }) => a.iata),
    );
    const de = await api.get(airports.replace('/fa/', '/de/'));
    expect(de.statusCode).toBe(404);
    expect(de.json().error_code).toBe('route_not_found');
  });

  it('words an error in the language of the path, keeping its code and status', async () => {
    const order = localizedPath(endpoints.getCipOrder.path, 'en').replace(':id', '5');
    const en = await api.get(order);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({ error_code: 'unauthorized', error_message: 'Please sign in to do this.' });
    const ar = await api.get(localizedPath(endpoints.getCipOrder.path, 'ar').replace(':id', '5'));
    expect(ar.json()).toMatchObject({
      error_code: 'unauthorized',
      error_message: ERROR_MESSAGES_BY_LANG.ar.unauthorized,
    });
    const fa = await api.get(endpoints.getCipOrder.path.replace(':id', '5'));
    expect(fa.json().error_message).toBe(ERRORS.unauthorized.message);
  });

  it('names the refused field in English or Arabic instead of the schema’s Persian message', async () => {
    const url = `${localizedPath(airports, 'en')}?limit=abc`;
    const en = await api.get(url);
    expect(en.statusCode).toBe(400);
    const body = en.json();
    expect(body.error_code).toBe('validation_error');
    expect(body.error_message).toMatch(/^The value of "limit" is not valid\.$/);
    expect(body.errors[0]).toEqual({ field: 'limit', message: body.error_message });
    const ar = await api.get(`${localizedPath(airports, 'ar')}?limit=abc`);
    expect(ar.json().error_message).toBe('قيمة «limit» غير صالحة.');
  });

  it('answers a missing API key and an unknown path under /en/ in English', async () => {
    const noKey = await api.app.inject({ method: 'GET', url: localizedPath(airports, 'en') });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().error_message).toBe(ERROR_MESSAGES_BY_LANG.en.api_key_missing);
    const missing = await api.app.inject({
      method: 'GET',
      url: '/v1/cipservice/en/no-such-thing',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(missing.json()).toMatchObject({ error_code: 'route_not_found', error_message: 'The API has no such path.' });
  });
});

it('every error code has an English and an Arabic message, neither of them Persian', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const code of ERROR_CODES) {
      const message = ERROR_MESSAGES_BY_LANG[lang][code];
      expect(message, `${lang} ${code}`).toBeTruthy();
      // Persian-only letters (پ چ ژ گ ی ک) never appear in an English or Arabic message.
      expect(message, `${lang} ${code}`).not.toMatch(/[پچژگیک]/);
    }
  }
});
