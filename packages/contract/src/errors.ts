/**
 * The one error vocabulary (docs/api-errors.md in code form): every `error_code` the API can answer, with its HTTP
 * status and default Persian message. The API builds its error envelope from it (`apiError(code)`), the OpenAPI
 * document lists the statuses an endpoint's codes give, and the site's fetch core maps codes to a toast or a field
 * message. A new failure adds one entry here; the comment says when it fires.
 */
export const ERRORS = {
  // ── Input ─────────────────────────────────────────────────────────────────────────────────────────────────
  /** A parameter, query value or body field broke its schema; `errors[]` names each field. */
  validation_error: { status: 400, message: 'ورودی نامعتبر است.' },
  /** `sort` named a field the list does not allow (the endpoint's `sort` in the table). */
  invalid_sort: { status: 400, message: 'فیلد مرتب‌سازی مجاز نیست.' },
  /** The request body is not valid JSON. */
  invalid_json: { status: 400, message: 'بدنهٔ درخواست JSON معتبر نیست.' },
  /** A JSON body was announced but none was sent. */
  empty_body: { status: 400, message: 'بدنهٔ درخواست خالی است.' },
  /** Any other malformed request Fastify refused before a route ran. */
  bad_request: { status: 400, message: 'درخواست نامعتبر است.' },
  /** A media name outside what the storage ever makes (path tricks, odd characters). */
  invalid_media_name: { status: 400, message: 'نام فایل نامعتبر است.' },

  // ── Sign-in (§6) ───────────────────────────────────────────────────────────────────────────────────
  /** After 3 failed code checks of a number, request-code needs a solved captcha. */
  captcha_required: { status: 400, message: 'برای ادامه، نویسه‌های تصویر امنیتی را وارد کنید.' },
  /** The captcha answer is wrong, spent or expired. */
  captcha_invalid: { status: 400, message: 'نویسه‌های تصویر امنیتی درست نیست؛ تصویر تازه‌ای بگیرید.' },
  /** The SMS code is wrong (or there is none for the number). */
  code_invalid: { status: 400, message: 'کد تأیید نادرست است.' },
  /** The SMS code outlived its 2 minutes. */
  code_expired: { status: 400, message: 'کد تأیید منقضی شده است؛ کد تازه‌ای درخواست کنید.' },
  /** The 5th wrong try killed the code. */
  code_locked: { status: 400, message: 'این کد باطل شد؛ کد تازه‌ای درخواست کنید.' },
  /** The sign-up password scored below PASSWORD_MIN_LEVEL (§5 Validation); the message says what is missing. */
  weak_password: { status: 400, message: 'رمز عبور به اندازهٔ کافی قوی نیست.' },

  // ── Authentication ────────────────────────────────────────────────────────────────────────────────────────
  /** A /v1 call without `x-api-key`. */
  api_key_missing: { status: 401, message: 'کلید API ارسال نشده است.' },
  /** An unknown or revoked `x-api-key`. */
  api_key_invalid: { status: 401, message: 'کلید API نامعتبر است.' },
  /** A member endpoint called without `Authorization: Bearer`. */
  unauthorized: { status: 401, message: 'برای این کار باید وارد حساب کاربری خود شوید.' },
  /** The access token's lifetime ended; the client refreshes it. */
  token_expired: { status: 401, message: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.' },
  /** The access token is malformed or signed with another key. */
  token_invalid: { status: 401, message: 'توکن دسترسی نامعتبر است؛ لطفاً دوباره وارد شوید.' },
  /** The token's session was signed out (or closed by refresh-token reuse). */
  session_revoked: { status: 401, message: 'از حساب کاربری خارج شده‌اید؛ لطفاً دوباره وارد شوید.' },
  /** E-mail sign-in: unknown e-mail or wrong password (the same answer for both). */
  invalid_credentials: { status: 401, message: 'ایمیل یا رمز عبور نادرست است.' },
  /** Refresh: the token is unknown, expired or its session ended. */
  invalid_refresh_token: {
    status: 401,
    message: 'نشست شما معتبر نیست یا به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
  },
  /** Refresh: a spent refresh token came back, so its whole session was closed. */
  refresh_token_reused: {
    status: 401,
    message: 'این نشست به دلیل استفاده دوباره از توکن نوسازی بسته شد؛ لطفاً دوباره وارد شوید.',
  },
  /** A staff endpoint called by a role it does not list. */
  forbidden: { status: 403, message: 'اجازهٔ این کار را ندارید.' },
  /** A product review from a member without a paid order of that product: reviews are a buyer's word. */
  review_needs_purchase: {
    status: 403,
    message: 'دیدگاه هر کالا را خریداران آن می‌نویسند؛ پس از خرید و پرداخت این کالا می‌توانید دیدگاه خود را ثبت کنید.',
  },

  // ── Records and state ─────────────────────────────────────────────────────────────────────────────────────
  /** The record does not exist, or belongs to another member (never 403, so ids leak nothing). */
  not_found: { status: 404, message: 'مورد درخواستی پیدا نشد.' },
  /** No route has this method and path. */
  route_not_found: { status: 404, message: 'چنین مسیری در API وجود ندارد.' },
  /** E-mail sign-up with an address already registered. */
  email_taken: { status: 409, message: 'این ایمیل قبلاً ثبت شده است.' },
  /** A status change the §4 transition tables do not allow. */
  invalid_transition: { status: 409, message: 'این تغییر وضعیت مجاز نیست.' },
  /** The same Idempotency-Key was sent with a different body. */
  idempotency_conflict: { status: 409, message: 'این کلید یکتایی قبلاً برای درخواست دیگری به کار رفته است.' },
  /** A member's unpaid store orders would hold more units of one product than MAX_UNPAID_UNITS_PER_PRODUCT (§9a). */
  unpaid_units_limit: {
    status: 409,
    message:
      'از هر کالا بیش از سقف مجاز را نمی‌توان بدون پرداخت نگه داشت؛ ابتدا سفارش پرداخت‌نشدهٔ قبلی را پرداخت یا لغو کنید.',
  },
  /** A catalogue row other rows still refer to (a product in orders, an airport with flights): not deleted. */
  in_use: { status: 409, message: 'این مورد در جای دیگری به کار رفته است و حذف نمی‌شود.' },
  /** A member's second review of the same product (one each; they may delete theirs and write again). */
  review_exists: { status: 409, message: 'شما پیش‌تر برای این کالا دیدگاه نوشته‌اید.' },
  /** A unique field (slug, code, IATA) already taken by another row. */
  duplicate: { status: 409, message: 'این مقدار پیش‌تر برای مورد دیگری ثبت شده است.' },

  // ── Transport ─────────────────────────────────────────────────────────────────────────────────────────────
  /** The body is larger than the API accepts (1 MB). */
  body_too_large: { status: 413, message: 'حجم درخواست بیش از حد مجاز است.' },
  /** A body in a content type the API does not read (only JSON). */
  unsupported_media_type: { status: 415, message: 'نوع محتوای درخواست پشتیبانی نمی‌شود.' },
  /** A rate limit was reached; `Retry-After` says when to try again. */
  too_many_requests: { status: 429, message: 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.' },
  /** A bug or an outage; details are only in the API's log. */
  unknown_error: { status: 500, message: 'خطای پیش‌بینی‌نشده‌ای رخ داد؛ لطفاً دوباره تلاش کنید.' },
  /** /health: the database did not answer. */
  database_unavailable: { status: 503, message: 'پایگاه داده در دسترس نیست.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** An error code of the vocabulary. */
export type ErrorCode = keyof typeof ERRORS;

/** HTTP statuses an error can carry. */
export type ErrorStatus = (typeof ERRORS)[ErrorCode]['status'];

/** Whether `code` is one of the vocabulary's codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/** Codes whose answer is about the caller's session: the site signs the member in again instead of showing a toast. */
export const SESSION_ERROR_CODES: readonly ErrorCode[] = [
  'unauthorized',
  'token_expired',
  'token_invalid',
  'session_revoked',
  'invalid_refresh_token',
  'refresh_token_reused',
];
