/**
 * The one error vocabulary: every `error_code` the API can answer, with its HTTP status and its default Persian message
 * (when each fires is in `error-meanings.ts`, apart so the site's pages do not ship the API's documentation). The API
 * raises only these (`apiError(code, message?)`, the status comes from here), each endpoint declares the codes it can
 * answer (`errors` in its declaration; the OpenAPI document lists them per status), and the site's fetch core keeps
 * the code so a page can react to it. A new failure adds one entry here and its meaning there (docs/architecture.md,
 * "Errors").
 */

/** One code of the vocabulary. */
export interface ErrorSpec {
  /** HTTP status of every answer with this code (one code, one status). */
  status: number;
  /** Default Persian message; a call site may say something more precise. */
  message: string;
}

export const ERRORS = {
  // ── Input ─────────────────────────────────────────────────────────────────────────────────────────────────
  validation_error: {
    status: 400,
    message: 'ورودی نامعتبر است.',
  },
  invalid_sort: {
    status: 400,
    message: 'فیلد مرتب‌سازی مجاز نیست.',
  },
  invalid_json: {
    status: 400,
    message: 'بدنهٔ درخواست JSON معتبر نیست.',
  },
  empty_body: {
    status: 400,
    message: 'بدنهٔ درخواست خالی است.',
  },
  bad_request: {
    status: 400,
    message: 'درخواست نامعتبر است.',
  },
  invalid_media_name: {
    status: 400,
    message: 'نام فایل نامعتبر است.',
  },
  file_required: {
    status: 400,
    message: 'فایل را در فیلد file و به صورت multipart بفرستید.',
  },
  file_unreadable: {
    status: 400,
    message: 'فایل فرستاده‌شده خوانده نشد.',
  },
  file_empty: {
    status: 400,
    message: 'فایل خالی است.',
  },

  // ── Sign-in (§6) ───────────────────────────────────────────────────────────────────────────────────
  captcha_required: {
    status: 400,
    message: 'برای ادامه، نویسه‌های تصویر امنیتی را وارد کنید.',
  },
  captcha_invalid: {
    status: 400,
    message: 'نویسه‌های تصویر امنیتی درست نیست؛ تصویر تازه‌ای بگیرید.',
  },
  code_invalid: {
    status: 400,
    message: 'کد تأیید نادرست است.',
  },
  code_expired: {
    status: 400,
    message: 'کد تأیید منقضی شده است؛ کد تازه‌ای درخواست کنید.',
  },
  code_locked: {
    status: 400,
    message: 'این کد باطل شد؛ کد تازه‌ای درخواست کنید.',
  },
  weak_password: {
    status: 400,
    message: 'رمز عبور به اندازهٔ کافی قوی نیست.',
  },
  no_staff_mobile: {
    status: 409,
    message: 'برای این حساب شمارهٔ همراهی ثبت نشده است؛ با کد برنامهٔ احراز هویت وارد شوید.',
  },

  // ── Authentication ────────────────────────────────────────────────────────────────────────────────────────
  api_key_missing: {
    status: 401,
    message: 'کلید API ارسال نشده است.',
  },
  api_key_invalid: {
    status: 401,
    message: 'کلید API نامعتبر است.',
  },
  unauthorized: {
    status: 401,
    message: 'برای این کار باید وارد حساب کاربری خود شوید.',
  },
  token_expired: {
    status: 401,
    message: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
  },
  token_invalid: {
    status: 401,
    message: 'توکن دسترسی نامعتبر است؛ لطفاً دوباره وارد شوید.',
  },
  session_revoked: {
    status: 401,
    message: 'از حساب کاربری خارج شده‌اید؛ لطفاً دوباره وارد شوید.',
  },
  invalid_credentials: {
    status: 401,
    message: 'ایمیل یا رمز عبور نادرست است.',
  },
  invalid_refresh_token: {
    status: 401,
    message: 'نشست شما معتبر نیست یا به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
  },
  refresh_token_reused: {
    status: 401,
    message: 'این نشست به دلیل استفاده دوباره از توکن نوسازی بسته شد؛ لطفاً دوباره وارد شوید.',
  },
  agency_key_missing: {
    status: 401,
    message: 'کلید آژانس (x-agency-key) ارسال نشده است.',
  },
  agency_key_invalid: {
    status: 401,
    message: 'کلید آژانس نامعتبر است یا باطل شده است.',
  },
  agency_suspended: {
    status: 401,
    message: 'حساب این آژانس تعلیق شده است؛ با پشتیبانی تماس بگیرید.',
  },
  forbidden: {
    status: 403,
    message: 'اجازهٔ این کار را ندارید.',
  },
  review_needs_purchase: {
    status: 403,
    message: 'دیدگاه هر کالا را خریداران آن می‌نویسند؛ پس از خرید و پرداخت این کالا می‌توانید دیدگاه خود را ثبت کنید.',
  },

  // ── Records and state ─────────────────────────────────────────────────────────────────────────────────────
  not_found: {
    status: 404,
    message: 'مورد درخواستی پیدا نشد.',
  },
  route_not_found: {
    status: 404,
    message: 'چنین مسیری در API وجود ندارد.',
  },
  email_taken: {
    status: 409,
    message: 'این ایمیل قبلاً ثبت شده است.',
  },
  invalid_transition: {
    status: 409,
    message: 'این تغییر وضعیت مجاز نیست.',
  },
  own_account: {
    status: 409,
    message: 'نقش یا دسترسی حساب خودتان را نمی‌توانید تغییر دهید.',
  },
  idempotency_conflict: {
    status: 409,
    message: 'این کلید یکتایی قبلاً برای درخواست دیگری به کار رفته است.',
  },
  unpaid_units_limit: {
    status: 409,
    message:
      'از هر کالا بیش از سقف مجاز را نمی‌توان بدون پرداخت نگه داشت؛ ابتدا سفارش پرداخت‌نشدهٔ قبلی را پرداخت یا لغو کنید.',
  },
  in_use: {
    status: 409,
    message: 'این مورد در جای دیگری به کار رفته است و حذف نمی‌شود.',
  },
  review_exists: {
    status: 409,
    message: 'شما پیش‌تر برای این کالا دیدگاه نوشته‌اید.',
  },
  duplicate: {
    status: 409,
    message: 'این مقدار پیش‌تر برای مورد دیگری ثبت شده است.',
  },
  ticket_closed: {
    status: 409,
    message: 'این تیکت بسته شده است.',
  },
  ticket_not_closed: {
    status: 409,
    message: 'امتیاز دادن پس از بسته شدن تیکت ممکن است.',
  },
  ticket_reviewed: {
    status: 409,
    message: 'به این تیکت پیش‌تر امتیاز داده‌اید.',
  },
  not_support_staff: {
    status: 409,
    message: 'تیکت را فقط به کارکنان پشتیبانی یا مدیر می‌توان سپرد.',
  },
  insufficient_credit: {
    status: 409,
    message: 'موجودی کیف پول شما برای این کار کافی نیست.',
  },
  agency_credit_exceeded: {
    status: 409,
    message: 'اعتبار آژانس برای این رزرو کافی نیست؛ برای افزایش سقف اعتبار با واحد مالی تماس بگیرید.',
  },
  agency_user_taken: {
    status: 409,
    message: 'این عضو پیش‌تر کاربر یک آژانس است.',
  },
  refund_too_large: {
    status: 409,
    message: 'مبلغ بازگشتی از مبلغ پرداخت‌شدهٔ این سفارش بیشتر است.',
  },
  credit_request_decided: {
    status: 409,
    message: 'این درخواست پیش‌تر بررسی شده است.',
  },
  order_not_payable: {
    status: 409,
    message: 'این سفارش دیگر قابل پرداخت نیست.',
  },
  order_expired: {
    status: 409,
    message: 'مهلت پرداخت این سفارش تمام شده است.',
  },
  payment_in_progress: {
    status: 409,
    message: 'پرداخت این سفارش در جریان است؛ پس از پایان پرداخت دوباره تلاش کنید.',
  },
  payment_required: {
    status: 409,
    message: 'این تغییر مبلغ بیشتری لازم دارد و موجودی کیف پول کافی نیست.',
  },
  payment_settled: {
    status: 409,
    message: 'این پرداخت پیش‌تر نهایی شده است و استعلام دوباره لازم ندارد.',
  },
  out_of_stock: {
    status: 409,
    message: 'موجودی این کالا کافی نیست.',
  },
  order_shipped: {
    status: 409,
    message: 'این سفارش ارسال شده است و دیگر لغو نمی‌شود.',
  },
  transmit_not_served: {
    status: 409,
    message: 'این روش ارسال به شهر نشانی گیرنده نمی‌رسد؛ روش دیگری انتخاب کنید.',
  },
  discount_unknown: {
    status: 409,
    message: 'این کد تخفیف وجود ندارد.',
  },
  discount_not_started: {
    status: 409,
    message: 'این کد تخفیف هنوز فعال نشده است.',
  },
  discount_expired: {
    status: 409,
    message: 'مهلت استفاده از این کد تخفیف تمام شده است.',
  },
  discount_used_up: {
    status: 409,
    message: 'ظرفیت استفاده از این کد تخفیف تکمیل شده است.',
  },
  discount_min_basket: {
    status: 409,
    message: 'مبلغ سبد برای این کد تخفیف کافی نیست.',
  },
  discount_not_applicable: {
    status: 409,
    message: 'این کد تخفیف شامل کالاهای سبد شما نمی‌شود.',
  },
  discount_first_order_only: {
    status: 409,
    message: 'این کد فقط برای اولین خرید است.',
  },
  discount_member_limit: {
    status: 409,
    message: 'سقف استفادهٔ شما از این کد پر شده است.',
  },
  discount_not_combinable: {
    status: 409,
    message: 'این کد با کدهای دیگر قابل استفاده نیست.',
  },
  not_shippable: {
    status: 409,
    message: 'فقط سفارش پرداخت‌شده‌ای که هنوز ارسال نشده را می‌توان ارسال کرد.',
  },
  already_shipped: {
    status: 409,
    message: 'این سفارش پیش‌تر ارسال شده است.',
  },
  not_on_the_way: {
    status: 409,
    message: 'این سفارش ارسال نشده یا پیش‌تر تحویل شده است.',
  },
  stock_below_zero: {
    status: 409,
    message: 'موجودی کالا با این تغییر کمتر از صفر می‌شود.',
  },
  capacity_full: {
    status: 409,
    message: 'ظرفیت این خدمت برای ساعت این پرواز تکمیل شده است.',
  },
  booking_closed: {
    status: 409,
    message: 'مهلت رزرو خدمات این پرواز گذشته است.',
  },
  unpaid_places_limit: {
    status: 409,
    message: 'سقف جاهای پرداخت‌نشدهٔ رزروهای شما پر شده است؛ ابتدا رزروهای قبلی را پرداخت یا لغو کنید.',
  },
  not_editable: {
    status: 409,
    message: 'این رزرو لغو یا انجام شده و ویرایش‌پذیر نیست.',
  },
  edit_closed: {
    status: 409,
    message: 'مهلت ویرایش این رزرو گذشته است.',
  },
  already_served: {
    status: 409,
    message: 'این بخش از رزرو پیش‌تر پذیرش شده یا عدم حضور آن ثبت شده است.',
  },
  cancellation_refused: {
    status: 409,
    message: 'لغو این رزرو ممکن نیست.',
  },
  not_provider_pending: {
    status: 409,
    message: 'این رزرو در انتظار تأیید فرودگاه نیست.',
  },
  not_confirmed: {
    status: 409,
    message: 'این رزرو هنوز از سوی فرودگاه تأیید نشده یا پیش‌تر پذیرش شده است.',
  },
  checkin_not_open: {
    status: 409,
    message: 'پذیرش این بخش از رزرو هنوز باز نشده است؛ پذیرش فقط در روز خدمت ممکن است.',
  },
  no_show_refused: {
    status: 409,
    message: 'ثبت عدم حضور برای این رزرو ممکن نیست.',
  },

  // ── Transport ─────────────────────────────────────────────────────────────────────────────────────────────
  body_too_large: {
    status: 413,
    message: 'حجم درخواست بیش از حد مجاز است.',
  },
  file_too_large: {
    status: 413,
    message: 'حجم فایل بیش از ۵ مگابایت است.',
  },
  unsupported_media_type: {
    status: 415,
    message: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  },
  file_type: {
    status: 415,
    message: 'فقط تصویر JPEG، PNG، WebP یا فایل PDF پذیرفته می‌شود.',
  },
  file_corrupt: {
    status: 415,
    message: 'فایل خراب است یا خوانده نمی‌شود.',
  },
  file_active_pdf: {
    status: 415,
    message: 'فایل PDF محتوای فعال (اسکریپت، پیوند یا فایل پیوست) دارد و پذیرفته نمی‌شود.',
  },
  file_encrypted_pdf: {
    status: 415,
    message: 'فایل PDF رمزگذاری شده است و بررسی نمی‌شود؛ نسخهٔ بدون رمز یا تصویر آن را بفرستید.',
  },
  too_many_requests: {
    status: 429,
    message: 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.',
  },
  unknown_error: {
    status: 500,
    message: 'خطای پیش‌بینی‌نشده‌ای رخ داد؛ لطفاً دوباره تلاش کنید.',
  },
  gateway_unavailable: {
    status: 502,
    message: 'اتصال به درگاه بانک برقرار نشد و مبلغی برداشت نشد؛ چند دقیقه بعد دوباره تلاش کنید.',
  },
  order_not_invoiced: {
    status: 409,
    message: 'این سفارش هنوز پرداخت نشده است و صورتحساب ندارد.',
  },
  pdf_unavailable: {
    status: 503,
    message: 'ساخت فایل PDF اکنون ممکن نیست؛ کمی بعد دوباره تلاش کنید یا نسخهٔ چاپی صفحه را چاپ کنید.',
  },
  database_unavailable: {
    status: 503,
    message: 'پایگاه داده در دسترس نیست.',
  },
} as const satisfies Record<string, ErrorSpec>;

/** An error code of the vocabulary. */
export type ErrorCode = keyof typeof ERRORS;

/** What an upload endpoint can answer about the file itself (size, type, a PDF's content). */
export const UPLOAD_ERRORS = [
  'file_required',
  'file_unreadable',
  'file_empty',
  'file_too_large',
  'file_type',
  'file_corrupt',
  'file_active_pdf',
  'file_encrypted_pdf',
] as const satisfies readonly ErrorCode[];

/** HTTP statuses an error can carry. */
export type ErrorStatus = (typeof ERRORS)[ErrorCode]['status'];

/** Every code of the vocabulary. */
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

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
