import { api, ERRORS } from '@vip/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError, call, describeError, mayRetry, OFFLINE_MESSAGE } from './api-call';

const base = { apiUrl: 'http://api.test', apiKey: 'key-1' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (status: number, code: string, message: string, errors?: { field: string; message: string }[]) => ({
  status_code: status,
  error_code: code,
  error_message: message,
  ...(errors ? { errors } : {}),
});

/** A fetch that answers from a list and records each request. */
function fakeFetch(...answers: (Response | Error)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const f = (async (url: URL, init: RequestInit) => {
    requests.push({ url: String(url), init });
    const next = answers.shift() ?? new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { f, requests };
}

describe('call (the site’s fetch core)', () => {
  it('builds method, path, query and headers from the endpoint and answers the parsed body', async () => {
    const { f, requests } = fakeFetch(json(200, { data: { id: 3 } }));
    const answer = await call(base, api.getCategory, { params: { id: 3 } }, { fetch: f, token: 't0k' });
    expect(answer).toEqual({ data: { id: 3 } });
    expect(requests[0].url).toBe('http://api.test/v1/category/fa/categories/3');
    expect(requests[0].init.method).toBe('GET');
    expect(requests[0].init.headers).toMatchObject({ 'x-api-key': 'key-1', authorization: 'Bearer t0k' });

    const list = fakeFetch(json(200, { data: [], paging: {} }));
    await call(
      base,
      api.listProducts,
      { query: { category_ids: [1, 2], limit: 5, sort: '-price' } },
      { fetch: list.f },
    );
    expect(list.requests[0].url).toBe('http://api.test/v1/product/fa/products?category_ids=1%2C2&limit=5&sort=-price');
  });

  it('forwards the visitor’s IP and browser when the site’s server calls on their behalf (sign-in, refresh)', async () => {
    const { f, requests } = fakeFetch(json(200, { data: {} }));
    const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    await call(
      base,
      api.refreshTokens,
      { body: { refresh_token: 'r' } },
      { fetch: f, clientIp: '5.6.7.8', userAgent: ua },
    );
    expect(requests[0].init.headers).toMatchObject({ 'x-client-ip': '5.6.7.8', 'user-agent': ua });
    const bare = fakeFetch(json(200, { data: {} }));
    await call(base, api.refreshTokens, { body: { refresh_token: 'r' } }, { fetch: bare.f });
    expect(Object.keys(bare.requests[0].init.headers as object)).not.toContain('user-agent');
  });

  it('turns an error envelope into ApiClientError with the vocabulary code and Persian message', async () => {
    const { f } = fakeFetch(json(409, envelope(409, 'email_taken', 'این ایمیل قبلاً ثبت شده است.')));
    const err = await call(
      base,
      api.signupByEmail,
      { body: { email: 'a@b.ir', password: 'x', first_name: 'a', last_name: 'b' } },
      { fetch: f },
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ status: 409, code: 'email_taken', message: 'این ایمیل قبلاً ثبت شده است.' });
    expect(err.needsSignIn).toBe(false);
  });

  it('keeps every code the API raises, with its Persian message (no unknown_error for the vocabulary)', async () => {
    // Codes that once fell outside the vocabulary and reached the site as unknown_error.
    for (const code of ['capacity_full', 'insufficient_credit', 'invalid_transition', 'out_of_stock'] as const) {
      const { status, message } = ERRORS[code];
      const { f } = fakeFetch(json(status, envelope(status, code, message)));
      const err = await call(base, api.getMe, {}, { fetch: f }).catch((e) => e);
      expect(err).toMatchObject({ status, code, message });
      expect(describeError(err)).toMatchObject({ code, message });
    }
    // An envelope without a message shows the code's own Persian default.
    const bare = fakeFetch(json(409, { status_code: 409, error_code: 'capacity_full', error_message: '' }));
    const err = await call(base, api.getMe, {}, { fetch: bare.f }).catch((e) => e);
    expect(err).toMatchObject({ code: 'capacity_full', message: ERRORS.capacity_full.message });
    const gone = fakeFetch(json(409, envelope(409, 'illegal_transition', 'پیام')));
    expect(await call(base, api.getMe, {}, { fetch: gone.f }).catch((e) => e)).toMatchObject({ code: 'unknown_error' });
  });

  it('marks a failed session as needing sign-in, and an unknown code or a non-JSON body as unknown_error', async () => {
    const expired = fakeFetch(json(401, envelope(401, 'token_expired', 'نشست شما به پایان رسیده است.')));
    const e1 = await call(base, api.getMe, {}, { fetch: expired.f }).catch((e) => e);
    expect(e1.needsSignIn).toBe(true);
    const html = fakeFetch(new Response('<html>bad gateway</html>', { status: 400 }));
    const e2 = await call(base, api.getMe, {}, { fetch: html.f }).catch((e) => e);
    expect(e2).toMatchObject({ status: 400, code: 'unknown_error' });
    expect(e2.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('retries a GET once after a network failure or a 503, never after a 4xx', async () => {
    const flaky = fakeFetch(new TypeError('fetch failed'), json(200, { data: { id: 1 } }));
    await expect(call(base, api.getCategory, { params: { id: 1 } }, { fetch: flaky.f })).resolves.toEqual({
      data: { id: 1 },
    });
    expect(flaky.requests).toHaveLength(2);

    const busy = fakeFetch(
      json(503, envelope(503, 'database_unavailable', 'پایگاه داده در دسترس نیست.')),
      json(200, {}),
    );
    await call(base, api.getCategory, { params: { id: 1 } }, { fetch: busy.f });
    expect(busy.requests).toHaveLength(2);

    const missing = fakeFetch(json(404, envelope(404, 'not_found', 'دسته‌بندی پیدا نشد.')), json(200, {}));
    await expect(call(base, api.getCategory, { params: { id: 1 } }, { fetch: missing.f })).rejects.toMatchObject({
      status: 404,
    });
    expect(missing.requests).toHaveLength(1);
  });

  it('never sends a POST twice without an Idempotency-Key, and may with one', async () => {
    const body = { body: { mobile: '09121234567' } };
    const once = fakeFetch(new TypeError('fetch failed'), json(200, {}));
    const err = await call(base, api.requestSigninCode, body, { fetch: once.f, retries: 3 }).catch((e) => e);
    expect(err).toMatchObject({ status: 0, code: 'offline', message: OFFLINE_MESSAGE });
    expect(once.requests).toHaveLength(1);

    const keyed = fakeFetch(new TypeError('fetch failed'), json(200, { data: {} }));
    await call(base, api.requestSigninCode, body, { fetch: keyed.f, idempotencyKey: 'k-1' });
    expect(keyed.requests).toHaveLength(2);
    expect(keyed.requests[1].init.headers).toMatchObject({ 'idempotency-key': 'k-1' });

    expect(mayRetry('GET')).toBe(true);
    expect(mayRetry('POST')).toBe(false);
    expect(mayRetry('PUT')).toBe(false);
    expect(mayRetry('POST', 'k')).toBe(true);
  });
});

describe('describeError (one place from an error to what a person sees)', () => {
  const err = new ApiClientError(
    400,
    'رمز عبور باید دست‌کم ۷ نویسه باشد.',
    envelope(400, 'weak_password', 'رمز عبور باید دست‌کم ۷ نویسه باشد.', [
      { field: 'body.password', message: 'رمز عبور باید دست‌کم ۷ نویسه باشد.' },
      { field: 'body.captcha_id', message: 'لازم است.' },
    ]),
  );

  it('puts field problems under the form’s own fields and keeps the message for the alert', () => {
    const shown = describeError(err, ['email', 'password']);
    expect(shown.fields).toEqual({ password: 'رمز عبور باید دست‌کم ۷ نویسه باشد.' });
    expect(shown.message).toBe('رمز عبور باید دست‌کم ۷ نویسه باشد.');
    expect(shown.code).toBe('weak_password');
  });

  it('never shows a field path or zod’s generic wording: a field problem goes under its field or into a sentence', async () => {
    // An answer whose message still carries the path (an older API) reads as a sentence about the person.
    const { f } = fakeFetch(
      json(
        400,
        envelope(400, 'validation_error', 'body.flight_orders.0.passengers.1.last_name: نام خانوادگی را وارد کنید.', [
          { field: 'body.flight_orders.0.passengers.1.last_name', message: 'نام خانوادگی را وارد کنید.' },
        ]),
      ),
    );
    const refused = await call(base, api.createCipOrder, { body: { flight_orders: [] } }, { fetch: f }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiClientError);
    expect(describeError(refused).message).toBe('مسافر ۲: نام خانوادگی را وارد کنید.');
    const typed = new ApiClientError(
      400,
      'body.mobile: ورودی نامعتبر: می‌بایست string می‌بود، number دریافت شد',
      envelope(400, 'validation_error', '', [
        { field: 'body.mobile', message: 'ورودی نامعتبر: می‌بایست string می‌بود، number دریافت شد' },
      ]),
    );
    expect(describeError(typed, ['mobile'])).toMatchObject({
      fields: { mobile: 'مقدار «شماره همراه» معتبر نیست.' },
      message: 'مقدار «شماره همراه» معتبر نیست.',
    });
  });

  it('shows anything that is not an API answer as the offline message', () => {
    expect(describeError(new Error('boom'))).toEqual({ fields: {}, message: OFFLINE_MESSAGE, code: 'offline' });
  });
});

describe('call in the reader’s language', () => {
  it('sends the call to the path’s /en/ or /ar/ twin, and to the declared /fa/ path by default', async () => {
    const { f, requests } = fakeFetch(json(200, { data: [] }), json(200, { data: [] }), json(200, { data: [] }));
    await call(base, api.getCategory, { params: { id: 3 } }, { fetch: f, lang: 'en' });
    await call(base, api.getCategory, { params: { id: 3 } }, { fetch: f, lang: 'ar' });
    await call(base, api.getCategory, { params: { id: 3 } }, { fetch: f });
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/v1/category/en/categories/3',
      'http://api.test/v1/category/ar/categories/3',
      'http://api.test/v1/category/fa/categories/3',
    ]);
  });
});
