// The site's production server: Next.js behind a thin Node HTTP layer that does what Next cannot do per request.
// - The visitor's address comes from the connection; X-Forwarded-For is believed only from WEB_TRUST_PROXY (default
//   none). Every incoming proxy header is replaced by that one address, so the site's server forwards the truth.
// - A malformed path (`/product/%ff`) is a 400, never a 500.
// - While the API does not answer its health check, pages get a Persian "temporarily unavailable" page (503).
// - In production it refuses to start with a default or short NEXTAUTH_SECRET or REVALIDATE_SECRET.
// - HTML pages paint before the framework's scripts run (paint-first.mjs); so this layer compresses the answers, not
//   Next (`compress: false` in next.config.ts), since the rewrite reads the page's text.
import { createServer } from 'node:http';
import { join } from 'node:path';
import proxyaddr from '@fastify/proxy-addr';
import compression from 'compression';
import next from 'next';
import { paintFirst } from './paint-first.mjs';

const dir = import.meta.dirname;
const port = Number(process.env.WEB_PORT ?? process.env.PORT ?? 3000);
const host = process.env.WEB_HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const production = process.env.NODE_ENV === 'production';
/** PAINT_FIRST=false serves pages as Next writes them (an operator's switch, and the bench's A/B). */
const paintFirstOn = process.env.PAINT_FIRST !== 'false';

/** Secret values that shipped in this repository (see apps/api/src/config.ts for the API's list). */
const KNOWN_DEFAULT_SECRETS = new Set([
  'embedded-demo-nextauth-secret-set-NEXTAUTH_SECRET-in-production',
  'dev-only-revalidate-secret-please-change-0123',
]);

/**
 * Why the site must not start (Persian + English, naming the variable), or undefined: NEXTAUTH_SECRET encrypts the
 * session cookie, REVALIDATE_SECRET is what the API proves itself with to /api/revalidate.
 */
export function secretProblem(env = process.env) {
  if (env.NODE_ENV !== 'production') return undefined;
  for (const name of ['NEXTAUTH_SECRET', 'REVALIDATE_SECRET']) {
    const value = env[name] ?? '';
    if (!value || KNOWN_DEFAULT_SECRETS.has(value)) {
      return `${name}: مقدار پیش‌فرض در حالت production پذیرفته نیست؛ یک رشتهٔ تصادفی دست‌کم ۳۲ بایتی تنظیم کنید (openssl rand -base64 48). / the default value is refused in production; set a random string of at least 32 bytes (openssl rand -base64 48).`;
    }
    if (Buffer.byteLength(value) < 32) {
      return `${name}: کوتاه‌تر از ۳۲ بایت است؛ یک رشتهٔ تصادفی بلندتر تنظیم کنید. / shorter than 32 bytes; set a longer random string.`;
    }
  }
  return undefined;
}

const trusted = proxyaddr.compile(
  (process.env.WEB_TRUST_PROXY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'x-client-ip', 'forwarded'];

/** The visitor's address; proxy headers are replaced by it (X-Forwarded-For alone, one hop). */
function pinClientAddress(req) {
  const ip = proxyaddr(req, trusted).replace(/^::ffff:/, '');
  for (const h of PROXY_HEADERS) delete req.headers[h];
  req.headers['x-forwarded-for'] = ip;
}

const page = (title, text) => `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} | آسمان ویژه</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Vazirmatn,Tahoma,sans-serif;background:#faf7f0;color:#2b2417}
main{max-width:32rem;padding:2rem 1.5rem;text-align:center}h1{font-size:1.4rem;color:#8a6417;margin:0 0 .75rem}p{line-height:2;margin:0 0 1rem}
a{color:#8a6417}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">بازگشت به صفحهٔ نخست</a></p></main></body></html>`;

const UNAVAILABLE = page(
  'سرویس موقتاً در دسترس نیست',
  'در حال به‌روزرسانی یا رفع یک اشکال هستیم. لطفاً چند لحظهٔ دیگر این صفحه را دوباره باز کنید.',
);
const BAD_ADDRESS = page('آدرس نامعتبر است', 'نشانی صفحه درست نوشته نشده است.');

/** Headers of the pages this layer answers itself (Next's own answers get theirs from proxy.ts / next.config). */
const OWN_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

// The API's health, checked every 2 s: a stopped API turns pages into the 503 page instead of errors.
let apiUp = true;
async function checkApi() {
  try {
    apiUp = (await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    apiUp = false;
  }
}
/** Paths that work without the API: built assets and the site's own probe. */
const needsNoApi = (path) => path.startsWith('/_next/static/') || path === '/api/ip' || path === '/icon.svg';

function validPath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === import.meta.filename) {
  const problem = secretProblem();
  if (problem) {
    console.error(`Invalid configuration:\n  ${problem}`);
    process.exit(78);
  }
  const app = next({ dev: !production, dir: join(dir), hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = compression();
  await checkApi();
  setInterval(checkApi, 2000).unref();
  createServer((req, res) => {
    if (!validPath(req.url)) {
      res.writeHead(400, OWN_HEADERS).end(BAD_ADDRESS);
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (!apiUp && !needsNoApi(path)) {
      res.writeHead(503, { ...OWN_HEADERS, 'retry-after': '10' }).end(UNAVAILABLE);
      return;
    }
    pinClientAddress(req);
    // The back office is a client app with nothing to paint before its scripts (its first paint is blank).
    const rewrite = paintFirstOn && !path.startsWith('/admin');
    compress(req, res, () => handle(req, rewrite ? paintFirst(res) : res));
  }).listen(port, host, () => console.log(`site listening on http://${host}:${port}`));
}
