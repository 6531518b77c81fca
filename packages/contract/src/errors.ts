/**
 * The one error vocabulary: every `error_code` the API can answer, with its HTTP status, its default Persian message
 * and when it fires. The API raises only these (`apiError(code, message?)`, the status comes from here), each
 * endpoint declares the codes it can answer (`errors` in its declaration; the OpenAPI document lists them per
 * status), and the site's fetch core keeps the code so a page can react to it. A new failure adds one entry here
 * (docs/architecture.md, "Errors").
 */

/** One code of the vocabulary. */
export interface ErrorSpec {
  /** HTTP status of every answer with this code (one code, one status). */
  status: number;
  /** Default Persian message; a call site may say something more precise. */
  message: string;
  /** When it fires, for the OpenAPI document and whoever reads the code. */
  when: string;
}

export const ERRORS = {
  // ── Input ─────────────────────────────────────────────────────────────────────────────────────────────────
  validation_error: {
    status: 400,
    message: 'ورودی نامعتبر است.',
    when: 'A parameter, query value or body field broke its schema; `errors[]` names each field.',
  },
  invalid_sort: {
    status: 400,
    message: 'فیلد مرتب‌سازی مجاز نیست.',
    when: "`sort` named a field the list does not allow (the endpoint's `sort` in the table).",
  },
  invalid_json: {
    status: 400,
    message: 'بدنهٔ درخواست JSON معتبر نیست.',
    when: 'The request body is not valid JSON.',
  },
  empty_body: {
    status: 400,
    message: 'بدنهٔ درخواست خالی است.',
    when: 'A JSON body was announced but none was sent.',
  },
  bad_request: {
    status: 400,
    message: 'درخواست نامعتبر است.',
    when: 'Any other malformed request Fastify refused before a route ran.',
  },
  invalid_media_name: {
    status: 400,
    message: 'نام فایل نامعتبر است.',
    when: 'A media name outside what the storage ever makes (path tricks, odd characters).',
  },
  file_required: {
    status: 400,
    message: 'فایل را در فیلد file و به صورت multipart بفرستید.',
    when: 'An upload without a multipart `file` field.',
  },
  file_unreadable: {
    status: 400,
    message: 'فایل فرستاده‌شده خوانده نشد.',
    when: 'The multipart stream broke before the whole file was read.',
  },
  file_empty: {
    status: 400,
    message: 'فایل خالی است.',
    when: 'The uploaded file has no bytes.',
  },

  // ── Sign-in (§6) ───────────────────────────────────────────────────────────────────────────────────
  captcha_required: {
    status: 400,
    message: 'برای ادامه، نویسه‌های تصویر امنیتی را وارد کنید.',
    when: 'After 3 failed code checks of a number, request-code needs a solved captcha.',
  },
  captcha_invalid: {
    status: 400,
    message: 'نویسه‌های تصویر امنیتی درست نیست؛ تصویر تازه‌ای بگیرید.',
    when: 'The captcha answer is wrong, spent or expired.',
  },
  code_invalid: {
    status: 400,
    message: 'کد تأیید نادرست است.',
    when: 'The SMS code is wrong (or there is none for the number).',
  },
  code_expired: {
    status: 400,
    message: 'کد تأیید منقضی شده است؛ کد تازه‌ای درخواست کنید.',
    when: 'The SMS code outlived its 2 minutes.',
  },
  code_locked: {
    status: 400,
    message: 'این کد باطل شد؛ کد تازه‌ای درخواست کنید.',
    when: 'The 5th wrong try killed the code.',
  },
  weak_password: {
    status: 400,
    message: 'رمز عبور به اندازهٔ کافی قوی نیست.',
    when: 'The sign-up password scored below PASSWORD_MIN_LEVEL (§5 Validation); the message says what is missing.',
  },
  no_staff_mobile: {
    status: 409,
    message: 'برای این حساب شمارهٔ همراهی ثبت نشده است؛ با کد برنامهٔ احراز هویت وارد شوید.',
    when: 'Staff sign-in asked for an SMS code, but the account has no mobile (use the authenticator app).',
  },

  // ── Authentication ────────────────────────────────────────────────────────────────────────────────────────
  api_key_missing: {
    status: 401,
    message: 'کلید API ارسال نشده است.',
    when: 'A /v1 call without `x-api-key`.',
  },
  api_key_invalid: {
    status: 401,
    message: 'کلید API نامعتبر است.',
    when: 'An unknown or revoked `x-api-key`.',
  },
  unauthorized: {
    status: 401,
    message: 'برای این کار باید وارد حساب کاربری خود شوید.',
    when: 'A member endpoint called without `Authorization: Bearer`.',
  },
  token_expired: {
    status: 401,
    message: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
    when: "The access token's lifetime ended; the client refreshes it.",
  },
  token_invalid: {
    status: 401,
    message: 'توکن دسترسی نامعتبر است؛ لطفاً دوباره وارد شوید.',
    when: 'The access token is malformed or signed with another key.',
  },
  session_revoked: {
    status: 401,
    message: 'از حساب کاربری خارج شده‌اید؛ لطفاً دوباره وارد شوید.',
    when: "The token's session was signed out (or closed by refresh-token reuse).",
  },
  invalid_credentials: {
    status: 401,
    message: 'ایمیل یا رمز عبور نادرست است.',
    when: "E-mail sign-in: unknown e-mail or wrong password (the same answer for both). The staff sign-in's message also says how many tries the caller's address has left in its hour and what to do (the same sentence whether the e-mail, the password or the second factor was wrong).",
  },
  invalid_refresh_token: {
    status: 401,
    message: 'نشست شما معتبر نیست یا به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
    when: 'Refresh: the token is unknown, expired or its session ended.',
  },
  refresh_token_reused: {
    status: 401,
    message: 'این نشست به دلیل استفاده دوباره از توکن نوسازی بسته شد؛ لطفاً دوباره وارد شوید.',
    when: 'Refresh: a spent refresh token came back, so its whole session was closed.',
  },
  agency_key_missing: {
    status: 401,
    message: 'کلید آژانس (x-agency-key) ارسال نشده است.',
    when: 'An agency endpoint called without `x-agency-key` (a member token does not stand for it).',
  },
  agency_key_invalid: {
    status: 401,
    message: 'کلید آژانس نامعتبر است یا باطل شده است.',
    when: 'An unknown or revoked `x-agency-key`.',
  },
  agency_suspended: {
    status: 401,
    message: 'حساب این آژانس تعلیق شده است؛ با پشتیبانی تماس بگیرید.',
    when: "The key's agency is suspended: every key and agent of it stops at once.",
  },
  forbidden: {
    status: 403,
    message: 'اجازهٔ این کار را ندارید.',
    when: 'A staff endpoint called by a role it does not list.',
  },
  review_needs_purchase: {
    status: 403,
    message: 'دیدگاه هر کالا را خریداران آن می‌نویسند؛ پس از خرید و پرداخت این کالا می‌توانید دیدگاه خود را ثبت کنید.',
    when: "A product review from a member without a paid order of that product: reviews are a buyer's word.",
  },

  // ── Records and state ─────────────────────────────────────────────────────────────────────────────────────
  not_found: {
    status: 404,
    message: 'مورد درخواستی پیدا نشد.',
    when: 'The record does not exist, or belongs to another member (never 403, so ids leak nothing).',
  },
  route_not_found: {
    status: 404,
    message: 'چنین مسیری در API وجود ندارد.',
    when: 'No route has this method and path.',
  },
  email_taken: {
    status: 409,
    message: 'این ایمیل قبلاً ثبت شده است.',
    when: 'An e-mail address already belongs to another account (member sign-up or profile, a new staff account).',
  },
  invalid_transition: {
    status: 409,
    message: 'این تغییر وضعیت مجاز نیست.',
    when: 'A status change the §4 transition tables do not allow.',
  },
  own_account: {
    status: 409,
    message: 'نقش یا دسترسی حساب خودتان را نمی‌توانید تغییر دهید.',
    when: 'An admin changing the role of, or deactivating, their own staff account.',
  },
  idempotency_conflict: {
    status: 409,
    message: 'این کلید یکتایی قبلاً برای درخواست دیگری به کار رفته است.',
    when: 'The same Idempotency-Key was sent with a different body.',
  },
  unpaid_units_limit: {
    status: 409,
    message:
      'از هر کالا بیش از سقف مجاز را نمی‌توان بدون پرداخت نگه داشت؛ ابتدا سفارش پرداخت‌نشدهٔ قبلی را پرداخت یا لغو کنید.',
    when: "A member's unpaid store orders would hold more units of one product than MAX_UNPAID_UNITS_PER_PRODUCT (§9a).",
  },
  in_use: {
    status: 409,
    message: 'این مورد در جای دیگری به کار رفته است و حذف نمی‌شود.',
    when: 'A catalogue row other rows still refer to (a product in orders, an airport with flights): not deleted.',
  },
  review_exists: {
    status: 409,
    message: 'شما پیش‌تر برای این کالا دیدگاه نوشته‌اید.',
    when: "A member's second review of the same product (one each; they may delete theirs and write again).",
  },
  duplicate: {
    status: 409,
    message: 'این مقدار پیش‌تر برای مورد دیگری ثبت شده است.',
    when: 'A unique field (slug, code, IATA) already taken by another row.',
  },
  ticket_closed: {
    status: 409,
    message: 'این تیکت بسته شده است.',
    when: 'A reply, assignment or status change on a closed support ticket.',
  },
  ticket_not_closed: {
    status: 409,
    message: 'امتیاز دادن پس از بسته شدن تیکت ممکن است.',
    when: 'A member rated a ticket that is still open.',
  },
  ticket_reviewed: {
    status: 409,
    message: 'به این تیکت پیش‌تر امتیاز داده‌اید.',
    when: 'A second rating of the same ticket.',
  },
  not_support_staff: {
    status: 409,
    message: 'تیکت را فقط به کارکنان پشتیبانی یا مدیر می‌توان سپرد.',
    when: 'A ticket assigned to staff whose role is neither support nor admin.',
  },
  insufficient_credit: {
    status: 409,
    message: 'موجودی کیف پول شما برای این کار کافی نیست.',
    when: 'A wallet payment, hold or charge would take the balance below zero.',
  },
  agency_credit_exceeded: {
    status: 409,
    message: 'اعتبار آژانس برای این رزرو کافی نیست؛ برای افزایش سقف اعتبار با واحد مالی تماس بگیرید.',
    when: "An agency booking whose net price would take the agency's debt beyond its credit line.",
  },
  agency_user_taken: {
    status: 409,
    message: 'این عضو پیش‌تر کاربر یک آژانس است.',
    when: 'A member added to an agency while already belonging to one (one agency per member).',
  },
  refund_too_large: {
    status: 409,
    message: 'مبلغ بازگشتی از مبلغ پرداخت‌شدهٔ این سفارش بیشتر است.',
    when: 'A refund larger than what the order has paid, net of earlier refunds.',
  },
  credit_request_decided: {
    status: 409,
    message: 'این درخواست پیش‌تر بررسی شده است.',
    when: 'A credit request (receipt) changed or decided after finance approved or rejected it.',
  },
  order_not_payable: {
    status: 409,
    message: 'این سفارش دیگر قابل پرداخت نیست.',
    when: 'Paying an order that is already paid, cancelled or otherwise closed to payment.',
  },
  order_expired: {
    status: 409,
    message: 'مهلت پرداخت این سفارش تمام شده است.',
    when: 'Paying or editing an unpaid order past ORDER_EXPIRY_MINUTES (it is cancelled).',
  },
  payment_in_progress: {
    status: 409,
    message: 'پرداخت این سفارش در جریان است؛ پس از پایان پرداخت دوباره تلاش کنید.',
    when: 'Editing a booking while a bank payment of it is still pending.',
  },
  payment_required: {
    status: 409,
    message: 'این تغییر مبلغ بیشتری لازم دارد و موجودی کیف پول کافی نیست.',
    when: 'A booking edit or change of flight costs more than the wallet holds; `amount_rials` carries the Rials (also the `errors[]` entry of field `amount_due`).',
  },
  payment_settled: {
    status: 409,
    message: 'این پرداخت پیش‌تر نهایی شده است و استعلام دوباره لازم ندارد.',
    when: 'Staff asked the bank again about a payment that is no longer pending.',
  },
  out_of_stock: {
    status: 409,
    message: 'موجودی این کالا کافی نیست.',
    when: 'An order asks for more units of a product than its stock holds.',
  },
  order_shipped: {
    status: 409,
    message: 'این سفارش ارسال شده است و دیگر لغو نمی‌شود.',
    when: 'A member cancelling a store order that was already shipped.',
  },
  transmit_not_served: {
    status: 409,
    message: 'این روش ارسال به شهر نشانی گیرنده نمی‌رسد؛ روش دیگری انتخاب کنید.',
    when: "A store order names a shipping method that does not deliver to the recipient's city or province.",
  },
  discount_unknown: {
    status: 409,
    message: 'این کد تخفیف وجود ندارد.',
    when: 'An order names a discount code that does not exist or is inactive.',
  },
  discount_not_started: {
    status: 409,
    message: 'این کد تخفیف هنوز فعال نشده است.',
    when: 'An order names a discount code before its start.',
  },
  discount_expired: {
    status: 409,
    message: 'مهلت استفاده از این کد تخفیف تمام شده است.',
    when: 'An order names a discount code after its end.',
  },
  discount_used_up: {
    status: 409,
    message: 'ظرفیت استفاده از این کد تخفیف تکمیل شده است.',
    when: 'An order names a discount code whose usage limit is reached (also when a concurrent order took the last use).',
  },
  discount_min_basket: {
    status: 409,
    message: 'مبلغ سبد برای این کد تخفیف کافی نیست.',
    when: 'An order below the minimum basket of the discount code.',
  },
  discount_not_applicable: {
    status: 409,
    message: 'این کد تخفیف شامل کالاهای سبد شما نمی‌شود.',
    when: 'An order without any product the discount code covers.',
  },
  discount_first_order_only: {
    status: 409,
    message: 'این کد فقط برای اولین خرید است.',
    when: 'A first-order-only discount code from a member who has paid an order or used it.',
  },
  discount_member_limit: {
    status: 409,
    message: 'سقف استفادهٔ شما از این کد پر شده است.',
    when: 'A member past the per-member limit of the discount code.',
  },
  discount_not_combinable: {
    status: 409,
    message: 'این کد با کدهای دیگر قابل استفاده نیست.',
    when: 'Several discount codes together where one does not combine.',
  },
  not_shippable: {
    status: 409,
    message: 'فقط سفارش پرداخت‌شده‌ای که هنوز ارسال نشده را می‌توان ارسال کرد.',
    when: 'Shipping a store order that is not paid, or is cancelled or completed.',
  },
  already_shipped: {
    status: 409,
    message: 'این سفارش پیش‌تر ارسال شده است.',
    when: 'Shipping a store order that already has a tracking number.',
  },
  not_on_the_way: {
    status: 409,
    message: 'این سفارش ارسال نشده یا پیش‌تر تحویل شده است.',
    when: 'Marking delivered a store order that was not shipped or is already delivered.',
  },
  stock_below_zero: {
    status: 409,
    message: 'موجودی کالا با این تغییر کمتر از صفر می‌شود.',
    when: 'A stock adjustment that would leave a product below zero units.',
  },
  capacity_full: {
    status: 409,
    message: 'ظرفیت این خدمت برای ساعت این پرواز تکمیل شده است.',
    when: 'A booking or edit asks for more places than the service has left in the hour of the flight.',
  },
  booking_closed: {
    status: 409,
    message: 'مهلت رزرو خدمات این پرواز گذشته است.',
    when: 'A booking inside the cutoff hours of the airport before the flight.',
  },
  unpaid_places_limit: {
    status: 409,
    message: 'سقف جاهای پرداخت‌نشدهٔ رزروهای شما پر شده است؛ ابتدا رزروهای قبلی را پرداخت یا لغو کنید.',
    when: 'The unpaid VIP bookings of a member would hold more places than MAX_UNPAID_VIP_PLACES.',
  },
  not_editable: {
    status: 409,
    message: 'این رزرو لغو یا انجام شده و ویرایش‌پذیر نیست.',
    when: 'Editing a booking that is cancelled or completed.',
  },
  edit_closed: {
    status: 409,
    message: 'مهلت ویرایش این رزرو گذشته است.',
    when: 'Editing a booking past the cutoff of the airport before the flight.',
  },
  already_served: {
    status: 409,
    message: 'این بخش از رزرو پیش‌تر پذیرش شده یا عدم حضور آن ثبت شده است.',
    when: 'Changing a booking part the airport already checked in or marked no-show (member edit or VIP desk).',
  },
  cancellation_refused: {
    status: 409,
    message: 'لغو این رزرو ممکن نیست.',
    when: 'A booking cancellation the cancellation rules refuse (too close to the flight, already served).',
  },
  not_provider_pending: {
    status: 409,
    message: 'این رزرو در انتظار تأیید فرودگاه نیست.',
    when: 'The VIP desk confirmed or refused a booking that is not awaiting the airport.',
  },
  not_confirmed: {
    status: 409,
    message: 'این رزرو هنوز از سوی فرودگاه تأیید نشده یا پیش‌تر پذیرش شده است.',
    when: 'The VIP desk checked in a booking the airport has not confirmed, or one already checked in.',
  },
  checkin_not_open: {
    status: 409,
    message: 'پذیرش این بخش از رزرو هنوز باز نشده است؛ پذیرش فقط در روز خدمت ممکن است.',
    when: 'The VIP desk checked in a side before its window opens (CHECKIN_OPENS_HOURS_BEFORE its flight time).',
  },
  no_show_refused: {
    status: 409,
    message: 'ثبت عدم حضور برای این رزرو ممکن نیست.',
    when: 'The VIP desk marked no-show a booking part before its time or already served.',
  },

  // ── Transport ─────────────────────────────────────────────────────────────────────────────────────────────
  body_too_large: {
    status: 413,
    message: 'حجم درخواست بیش از حد مجاز است.',
    when: 'The body is larger than the API accepts (1 MB).',
  },
  file_too_large: {
    status: 413,
    message: 'حجم فایل بیش از ۵ مگابایت است.',
    when: 'An uploaded file over 5 MB.',
  },
  unsupported_media_type: {
    status: 415,
    message: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
    when: 'A body in a content type the API does not read (only JSON).',
  },
  file_type: {
    status: 415,
    message: 'فقط تصویر JPEG، PNG، WebP یا فایل PDF پذیرفته می‌شود.',
    when: 'The bytes of the file are not a JPEG, PNG, WebP or PDF, whatever its name or declared type say.',
  },
  file_corrupt: {
    status: 415,
    message: 'فایل خراب است یا خوانده نمی‌شود.',
    when: 'An uploaded image or PDF whose content cannot be decoded.',
  },
  file_active_pdf: {
    status: 415,
    message: 'فایل PDF محتوای فعال (اسکریپت، پیوند یا فایل پیوست) دارد و پذیرفته نمی‌شود.',
    when: 'A PDF with scripts, actions or attached files.',
  },
  file_encrypted_pdf: {
    status: 415,
    message: 'فایل PDF رمزگذاری شده است و بررسی نمی‌شود؛ نسخهٔ بدون رمز یا تصویر آن را بفرستید.',
    when: 'An encrypted PDF (its content cannot be checked).',
  },
  too_many_requests: {
    status: 429,
    message: 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.',
    when: 'A rate limit was reached; `Retry-After` says when to try again.',
  },
  unknown_error: {
    status: 500,
    message: 'خطای پیش‌بینی‌نشده‌ای رخ داد؛ لطفاً دوباره تلاش کنید.',
    when: "A bug or an outage; details are only in the API's log.",
  },
  gateway_unavailable: {
    status: 502,
    message: 'اتصال به درگاه بانک برقرار نشد و مبلغی برداشت نشد؛ چند دقیقه بعد دوباره تلاش کنید.',
    when: 'The bank did not answer when asked for its payment page; nothing was taken from the card.',
  },
  order_not_invoiced: {
    status: 409,
    message: 'این سفارش هنوز پرداخت نشده است و صورتحساب ندارد.',
    when: 'An invoice asked for an order that is not paid (an invoice is issued when the order is paid).',
  },
  pdf_unavailable: {
    status: 503,
    message: 'ساخت فایل PDF اکنون ممکن نیست؛ کمی بعد دوباره تلاش کنید یا نسخهٔ چاپی صفحه را چاپ کنید.',
    when: 'The PDF renderer (headless Chromium) is missing, failed to start or did not finish in time.',
  },
  database_unavailable: {
    status: 503,
    message: 'پایگاه داده در دسترس نیست.',
    when: '/health: the database did not answer.',
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
