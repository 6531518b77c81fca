import { eq, sql } from 'drizzle-orm';
import { api as endpoints } from '@vip/contract';
import { TEST_API_KEY, type TestApi } from '../../../test/helpers';
import { loginCodes } from './schema';

/** Test helpers of the member module (not part of the app). */
export function memberClient(api: () => TestApi) {
  let n = 0;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    api().app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: { 'x-api-key': TEST_API_KEY, ...headers },
    });
  /** What a mobile sign-in answers (the verify body). */
  type SignedIn = {
    access_token: string;
    refresh_token: string;
    member: { id: number; mobile: string; first_name: string; last_name: string };
    is_new_member: boolean;
    needs_profile: boolean;
  };
  const client: {
    post(url: string, body: unknown, headers?: Record<string, string>): ReturnType<typeof send>;
    put(url: string, body: unknown, headers?: Record<string, string>): ReturnType<typeof send>;
    get(url: string, headers?: Record<string, string>): ReturnType<typeof send>;
    mobile(): string;
    ip(): string;
    requestCode(mobile: string, ip?: string, extra?: Record<string, string>): ReturnType<typeof send>;
    verify(mobile: string, code: string, ip?: string, userAgent?: string): ReturnType<typeof send>;
    lastCode(mobile: string): Promise<string>;
    age(mobile: string, seconds: number): Promise<void>;
    signInMobile(mobile?: string, ip?: string, userAgent?: string): Promise<SignedIn>;
    bearer(token: string): Record<string, string>;
    lastEmailCode(email: string): Promise<string | undefined>;
    signUpEmail(email: string, password: string, ip: string): ReturnType<typeof send>;
  } = {
    post: (url: string, body: unknown, headers: Record<string, string> = {}) => send('POST', url, body, headers),
    put: (url: string, body: unknown, headers: Record<string, string> = {}) => send('PUT', url, body, headers),
    get: (url: string, headers: Record<string, string> = {}) => send('GET', url, undefined, headers),
    /** A fresh, never-used mobile number 0912xxxxxxx. */
    mobile: () =>
      `0912${String(1_000_000 + ++n * 7919)
        .padStart(7, '0')
        .slice(-7)}`,
    /** A fresh client IP, so per-IP limits of one test do not touch another. */
    ip: () => `10.${Math.floor(n / 250) % 250}.${++n % 250}.${(n * 13) % 250}`,
    requestCode: (mobile: string, ip = '10.250.0.1', extra: Record<string, string> = {}) =>
      client.post(endpoints.requestSigninCode.path, { mobile, ...extra }, { 'x-client-ip': ip }),
    verify: (mobile: string, code: string, ip = '10.250.0.1', userAgent?: string) =>
      client.post(
        endpoints.verifySigninCode.path,
        { mobile, code },
        { 'x-client-ip': ip, ...(userAgent ? { 'user-agent': userAgent } : {}) },
      ),
    /** The newest code sent to a number, read from the dev outbox route. */
    lastCode: async (mobile: string): Promise<string> => {
      const res = await client.get(`${endpoints.listDevOutbox.path}?mobile=${mobile}&limit=1`);
      return res.json().data[0]?.token;
    },
    /** Moves the number's codes into the past, as if `seconds` had gone by (resend wait, expiry). */
    age: async (mobile: string, seconds: number) => {
      await api()
        .app.db.update(loginCodes)
        .set({
          createdAt: sql`${loginCodes.createdAt} - make_interval(secs => ${seconds})`,
          expiresAt: sql`${loginCodes.expiresAt} - make_interval(secs => ${seconds})`,
        })
        .where(eq(loginCodes.mobile, mobile));
    },
    /** Signs a number in (request code, read it from the outbox, verify) and answers the verify body. */
    signInMobile: async (mobile = client.mobile(), ip = client.ip(), userAgent?: string) => {
      const req = await client.requestCode(mobile, ip);
      if (req.statusCode !== 200) throw new Error(`request-code ${req.statusCode}: ${req.body}`);
      const res = await client.verify(mobile, await client.lastCode(mobile), ip, userAgent);
      if (res.statusCode !== 200) throw new Error(`verify ${res.statusCode}: ${res.body}`);
      return res.json().data as SignedIn;
    },
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    /** The newest sign-up code mailed to an address (undefined when the newest mail carries none). */
    lastEmailCode: async (email: string) => {
      const res = await client.get(`${endpoints.listDevOutbox.path}?email=${encodeURIComponent(email)}&limit=1`);
      return res.json().data[0]?.token || undefined;
    },
    /** Signs up by e-mail (sign-up, mailed code, verify) and answers the verify response. */
    signUpEmail: async (email: string, password: string, ip: string) => {
      const names = { first_name: 'مینا', last_name: 'کریمی' };
      const up = await client.post(endpoints.signupByEmail.path, { email, password, ...names }, { 'x-client-ip': ip });
      if (up.statusCode !== 202) throw new Error(`signup ${up.statusCode}: ${up.body}`);
      const code = await client.lastEmailCode(email.toLowerCase());
      return client.post(endpoints.verifyEmailSignup.path, { email, code }, { 'x-client-ip': ip });
    },
  };
  return client;
}
