import { z } from 'zod';

/** Demo storefront key of the embedded default (README); production sets its own. */
export const DEMO_API_KEY = 'demo-storefront-key-change-me';

/** Secrets that shipped in this repository at some point: production refuses them (anyone can read them here). */
export const KNOWN_DEFAULT_SECRETS = new Set([
  'dev-only-secret-please-change-0123456789',
  'embedded-demo-secret-set-JWT_SECRET-in-production',
  'embedded-demo-nextauth-secret-set-NEXTAUTH_SECRET-in-production',
  'dev-only-revalidate-secret-please-change-0123',
]);

/** Development default of REVALIDATE_SECRET (the site's apps/web/src/app/api/revalidate has the same). */
export const DEV_REVALIDATE_SECRET = 'dev-only-revalidate-secret-please-change-0123';

/** Shortest production secret, in bytes. */
export const MIN_SECRET_BYTES = 32;

/**
 * Why `value` is no good as the production secret `name` (known default or shorter than 32 bytes), in Persian and
 * English, or undefined when it is fine. The site applies the same rule to NEXTAUTH_SECRET.
 */
export function weakSecretProblem(name: string, value: string | undefined): string | undefined {
  if (!value || KNOWN_DEFAULT_SECRETS.has(value)) {
    return `${name}: مقدار پیش‌فرض در حالت production پذیرفته نیست؛ یک رشتهٔ تصادفی دست‌کم ۳۲ بایتی تنظیم کنید (openssl rand -base64 48). / the default value is refused in production; set a random string of at least 32 bytes (openssl rand -base64 48).`;
  }
  if (Buffer.byteLength(value) < MIN_SECRET_BYTES) {
    return `${name}: کوتاه‌تر از ۳۲ بایت است؛ یک رشتهٔ تصادفی بلندتر تنظیم کنید. / shorter than 32 bytes; set a longer random string.`;
  }
  return undefined;
}

/** The entries of a comma-separated setting (CORS_ORIGINS, REVALIDATE_URL), trimmed, empty ones left out. */
export const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The bank gateways this API knows (the contract's BANK_GATEWAYS). */
const BANKS = ['sandbox', 'zarinpal'] as const;
type Bank = (typeof BANKS)[number];

/** PAYMENT_GATEWAYS as a list: as set, or the default bank plus `sandbox` outside production. */
function paymentGatewaysOf(value: string | undefined, defaultBank: Bank, env: string): Bank[] {
  if (value !== undefined) return [...new Set(commaList(value) as Bank[])];
  return env === 'production' || defaultBank === 'sandbox' ? [defaultBank] : ['sandbox', defaultBank];
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    API_HOST: z.string().default('0.0.0.0'),
    /** Where the site is served; used for CORS and payment callbacks. */
    WEB_URL: z.string().url().default('http://localhost:3000'),
    /** Public URL of this API (sandbox payment page, file links). */
    PUBLIC_API_URL: z.string().url().default('http://localhost:4000'),
    API_KEY: z.string().min(8).default(DEMO_API_KEY),
    /**
     * Proxies (and the site's server) whose X-Forwarded-For and X-Client-IP are believed: proxy-addr names or CIDRs,
     * comma-separated. Anyone else's headers are ignored, so per-IP limits cannot be dodged by sending them.
     */
    TRUST_PROXY: z.string().default('loopback'),
    /** Browser origins besides WEB_URL's that may call the API (CORS), comma-separated; unknown origins get no CORS. */
    CORS_ORIGINS: z.string().default(''),
    /** PostgreSQL URL; when unset the embedded PGlite under DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** How long public lists and details are kept in the in-process cache (0 turns it off). */
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secret that signs access tokens; must be set in production. */
    JWT_SECRET: z.string().min(MIN_SECRET_BYTES).default('dev-only-secret-please-change-0123456789'),
    /**
     * Shared with the site: the API sends it with the cache tags a catalogue write touches (POST WEB_URL/api/revalidate),
     * the site revalidates only calls that carry it. Must be set in production (npm start generates one).
     */
    REVALIDATE_SECRET: z.string().min(MIN_SECRET_BYTES).default(DEV_REVALIDATE_SECRET),
    /**
     * Where the site's revalidation handler is, one URL per site instance, comma-separated (default
     * WEB_URL/api/revalidate; `off` sends nothing).
     */
    REVALIDATE_URL: z
      .union([
        z.literal('off'),
        z.string().refine((v) => v.split(',').every((u) => z.string().url().safeParse(u.trim()).success), {
          message: 'REVALIDATE_URL: one URL or several, comma-separated (or off)',
        }),
      ])
      .optional(),
    /** Lifetime of a member's access token in seconds (the site refreshes it silently a minute before it ends). */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(65).max(86_400).default(900),
    SMS_PROVIDER: z.enum(['outbox', 'kavenegar']).default('outbox'),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_TEMPLATE: z.string().default('verify'),
    /** Kavenegar API host; tests point it at a local fake server. */
    KAVENEGAR_BASE_URL: z.string().url().default('https://api.kavenegar.com'),
    /**
     * Serve GET /v1/dev/outbox (recent SMS with their codes) — only with the outbox SMS adapter. Defaults to on outside
     * production; the embedded demo (`npm start`) turns it on because its SMS are never really sent.
     */
    DEV_OUTBOX: z.enum(['true', 'false']).optional(),
    /** How often the outbox worker looks for due messages (ms); 0 turns the background loop off. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(1000),
    /**
     * How often spent sign-in rows and sent SMS are deleted (ms; src/maintenance/cleanup.ts says what and after how
     * long); 0 turns the loop off (e.g. when one instance or a cron job does it).
     */
    CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
    /** Weakest password accepted (§5 levels): 1 EASY, 2 MEDIUM, 3 HARD (the names are accepted too). */
    PASSWORD_MIN_LEVEL: z
      .preprocess(
        (v) => (typeof v === 'string' ? ({ EASY: '1', MEDIUM: '2', HARD: '3' }[v.toUpperCase()] ?? v) : v),
        z.coerce.number().int().min(1).max(3),
      )
      .default(2),
    /** Where member uploads (receipts, ticket attachments) are kept: `local` (DATA_DIR/uploads) or `s3`. */
    UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
    /** S3-compatible storage (UPLOAD_STORAGE=s3): bucket, endpoint (empty = AWS), region, keys, key prefix. */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z.string().default('uploads/'),
    /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted S3 servers need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Multiplies every per-address sign-in limit (codes, checks, sign-ups, e-mail sign-ins, refreshes): mobile carriers
     * put many honest people behind one address (carrier NAT), an office too. 1 keeps the limits of limits.ts.
     */
    SIGNIN_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** Default bank of payments (docs/payments.md): `sandbox` (the API's own stand-in bank page) or `zarinpal`. */
    PAYMENT_GATEWAY: z.enum(BANKS).default('sandbox'),
    /**
     * The banks a member may pay through, comma-separated (PAYMENT_GATEWAY among them). Default: PAYMENT_GATEWAY,
     * plus `sandbox` outside production. Only these are built and routed; a body naming another is a 400.
     */
    PAYMENT_GATEWAYS: z
      .string()
      .refine((v) => commaList(v).every((g) => (BANKS as readonly string[]).includes(g)), {
        message: `PAYMENT_GATEWAYS: comma-separated names among ${BANKS.join(', ')}`,
      })
      .optional(),
    /** Lets production run the sandbox bank (which pays with money that does not exist): the demo launcher only. */
    ALLOW_SANDBOX_BANK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Zarinpal merchant id (36 characters); required with PAYMENT_GATEWAY=zarinpal. */
    ZARINPAL_MERCHANT_ID: z.string().default('00000000-0000-0000-0000-000000000000'),
    /** Use Zarinpal's sandbox host instead of the live one. */
    ZARINPAL_SANDBOX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Zarinpal API host override (tests point it at a local fake). */
    ZARINPAL_BASE_URL: z.string().url().optional(),
    /** How long a call to a bank may take before it counts as unanswered (ms). */
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** An unpaid order is cancelled (stock or VIP places released) after this many minutes; never extended. */
    ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Places (passengers, greeters, attendants, per service slot) a member's unpaid VIP bookings may hold in all. */
    MAX_UNPAID_VIP_PLACES: z.coerce.number().int().min(1).default(10),
    /** Units of one product a member's unpaid store orders may hold in all (§9a); pay or cancel to order more. */
    MAX_UNPAID_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).default(10),
    /** The VIP desk may check a side in from this many hours before its flight (departure, or landing for arrivals). */
    CHECKIN_OPENS_HOURS_BEFORE: z.coerce.number().min(0).max(336).default(6),
    /** A flight-data API (AeroDataBox style) polled for flights with bookings in the next 48 hours; unset = the desk alone. */
    FLIGHT_STATUS_URL: z.string().url().optional(),
    FLIGHT_STATUS_KEY: z.string().optional(),
    /** How often the flight-data API is polled (ms); 0 turns it off. */
    FLIGHT_STATUS_POLL_MS: z.coerce.number().int().min(0).default(600_000),
    FLIGHT_STATUS_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /** A bank payment still unverified after this many minutes is verified again by the periodic loop. */
    PAYMENT_VERIFY_AFTER_MINUTES: z.coerce.number().int().min(1).default(15),
    /** How often the payment loop re-verifies payments and expires unpaid orders (ms); 0 turns it off. */
    PAYMENT_LOOP_MS: z.coerce.number().int().min(0).default(60_000),
    /** The seller on every invoice (issued at payment and frozen): not secrets, a demo company by default. */
    SELLER_NAME: z.string().default('شرکت آسمان ویژه پارس (سهامی خاص)'),
    SELLER_NATIONAL_ID: z.string().default('14008765432'),
    SELLER_ECONOMIC_CODE: z.string().default('411187654321'),
    SELLER_REGISTRATION_NUMBER: z.string().default('548721'),
    SELLER_ADDRESS: z.string().default('تهران، بزرگراه آیت‌الله سعیدی، فرودگاه بین‌المللی مهرآباد، ساختمان خدمات ویژه'),
    SELLER_POSTAL_CODE: z.string().default('1387835511'),
    SELLER_PHONE: z.string().default('021-66041234'),
    /** Headless Chromium that prints invoices to PDF; missing → a Persian 503 (pdf_unavailable), never a crash. */
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /** Longest wait for one PDF (ms), Chromium's start included. */
    PDF_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
    /** Seed demo data into an empty database at start. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .transform(({ DEV_OUTBOX, PAYMENT_GATEWAYS, ...c }) => ({
    ...c,
    PAYMENT_GATEWAYS: paymentGatewaysOf(PAYMENT_GATEWAYS, c.PAYMENT_GATEWAY, c.NODE_ENV),
    DEV_OUTBOX: c.SMS_PROVIDER === 'outbox' && (DEV_OUTBOX ? DEV_OUTBOX === 'true' : c.NODE_ENV !== 'production'),
  }));

/** Typed configuration of the API. */
export type Config = z.output<typeof schema>;

/** Thrown when an environment variable has a bad value; the message names it. */
export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const secretProblem =
    config.NODE_ENV === 'production' &&
    (weakSecretProblem('JWT_SECRET', config.JWT_SECRET) ??
      weakSecretProblem('REVALIDATE_SECRET', config.REVALIDATE_SECRET));
  if (secretProblem) throw new ConfigError(`Invalid configuration:\n  ${secretProblem}`);
  if (!config.PAYMENT_GATEWAYS.includes(config.PAYMENT_GATEWAY)) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_GATEWAY: ${config.PAYMENT_GATEWAY} is not among PAYMENT_GATEWAYS (${config.PAYMENT_GATEWAYS.join(', ')})`,
    );
  }
  // The sandbox bank "pays" with money nobody sent: a production API never offers it unless told on purpose.
  if (config.NODE_ENV === 'production' && config.PAYMENT_GATEWAYS.includes('sandbox') && !config.ALLOW_SANDBOX_BANK) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAYS: درگاه آزمایشی (sandbox) در حالت production پذیرفته نیست؛ PAYMENT_GATEWAY=zarinpal را تنظیم کنید. / the sandbox bank is refused in production (it credits money nobody paid); set PAYMENT_GATEWAY=zarinpal, or ALLOW_SANDBOX_BANK=true for a demo only.',
    );
  }
  if (
    config.NODE_ENV === 'production' &&
    config.PAYMENT_GATEWAYS.includes('zarinpal') &&
    /^0{8}-/.test(config.ZARINPAL_MERCHANT_ID)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAYS has zarinpal',
    );
  }
  if (config.SMS_PROVIDER === 'kavenegar' && !config.KAVENEGAR_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  KAVENEGAR_API_KEY: required when SMS_PROVIDER=kavenegar');
  }
  if (config.UPLOAD_STORAGE === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when UPLOAD_STORAGE=s3');
  }
  return config;
}
