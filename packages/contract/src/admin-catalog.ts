import { persianLetters, ServiceType, type StaffRole } from '@vip/domain';
import { z } from 'zod';
import { detailOf, idParam, idParams, latinDigits, listOf, MAX_INT32, pagingQuery } from './common';
import { defineEndpoints, type Endpoint, type EndpointDef } from './endpoint';

// The back office's catalogue and content (docs/back-office.md, issue #15 "Editor / admin"): the same five operations on
// every resource, declared by one helper (`catalogResource`) from the resource's record and write schemas.
// Paths: /v1/admin/fa/catalog/<resource> and /v1/admin/fa/catalog/<resource>/:id. Roles: admin and editor.
// A create body takes every field the record is made of (optional ones may be left out: the table's default);
// an update body takes any of them (what is left out stays). Cross-field rules (a discount's percent, a
// flight's two ends) are checked by the server on the merged record.

/** Who edits the catalogue and the content. */
export const CATALOG_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];

// ── Field rules shared by the resources ──────────────────────────────────────────────────────────────────────

/** Persian text as stored: trimmed, Arabic ي/ك → Persian ی/ک (as member names are). */
const text = (max: number) => z.string().trim().max(max, `حداکثر ${max} نویسه.`).transform(persianLetters);
/** A text that must not be empty, named in its message. */
const requiredText = (label: string, max = 200) =>
  z
    .string(`«${label}» را وارد کنید.`)
    .trim()
    .min(1, `«${label}» را وارد کنید.`)
    .max(max, `«${label}» حداکثر ${max} نویسه است.`)
    .transform(persianLetters);
/** Latin text (English titles, IATA codes): trimmed. */
const latin = (max: number) => z.string().trim().max(max, `حداکثر ${max} نویسه.`);
/** A URL slug: lower-case letters (Latin or Persian), digits and single dashes. */
const slug = z
  .string('نامک (slug) را وارد کنید.')
  .trim()
  .toLowerCase()
  .regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'نامک فقط حرف کوچک، رقم و خط تیره دارد (مانند nike-air).')
  .max(120, 'نامک حداکثر ۱۲۰ نویسه است.');
/** A number, also as a string of Latin or Persian digits ("۱۲۰۰۰"); anything else is left for the number check. */
const digits = (v: unknown) => {
  const latin = latinDigits(v);
  return typeof latin === 'string' && /^-?\d{1,16}$/.test(latin.trim()) ? Number(latin) : latin;
};
/** Money: integer Rials, never negative (Persian digits accepted in a string). */
const rials = z.preprocess(
  digits,
  z
    .number('مبلغ را به ریال و به عدد وارد کنید.')
    .int('مبلغ به ریال و بدون اعشار است.')
    .min(0, 'مبلغ نمی‌تواند منفی باشد.')
    .max(Number.MAX_SAFE_INTEGER, 'مبلغ بیش از اندازه است.'),
);
/** A local time of day `HH:mm` (Persian digits accepted). */
const clock = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? latinDigits(v).trim() : v),
    z
      .string(`«${label}» را به شکل ۲۳:۰۰ وارد کنید.`)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `«${label}» به شکل ۲۳:۰۰ است.`),
  );
/** A whole number in a range (counts, minutes, priorities). */
const int = (min: number, max: number, label: string) =>
  z.preprocess(
    digits,
    z
      .number(`«${label}» را به عدد وارد کنید.`)
      .int(`«${label}» عدد صحیح است.`)
      .min(min, `«${label}» دست‌کم ${min} است.`)
      .max(max, `«${label}» حداکثر ${max} است.`),
  );
const priority = int(-100_000, 100_000, 'اولویت');
/** The id of a related row (checked by the server: an unknown one is a 400 on that field). */
const refId = (label: string) =>
  z.preprocess(
    digits,
    z.number(`شناسهٔ «${label}» را وارد کنید.`).int().positive(`شناسهٔ «${label}» معتبر نیست.`).max(MAX_INT32),
  );
/** An instant (ISO-8601 with a zone). */
const instant = z.iso.datetime({ offset: true, message: 'زمان باید به شکل ISO-8601 با منطقهٔ زمانی باشد.' });
/** An IATA code (airport 3 letters, airline 2 characters). */
const iata = (length: number) =>
  z
    .string('کد IATA را وارد کنید.')
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${length}}$`), `کد IATA ${length} حرف یا رقم لاتین است.`);

/**
 * An image as a body gives it: the `key` answered by the image upload (`POST /v1/admin/fa/catalog/images`), or the
 * key the record already holds, and its Persian alt text.
 */
export const catalogImageInput = z.object({
  key: z
    .string('تصویر را بارگذاری کنید.')
    .regex(/^[a-z0-9][a-z0-9_-]{2,120}$/, 'کلید تصویر معتبر نیست؛ تصویر را دوباره بارگذاری کنید.'),
  alt: text(300).optional(),
});
/** An image as a record holds it: its key, alt text, full size and the URL of its 640px variant. */
export const catalogImage = z.object({
  key: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type CatalogImage = z.infer<typeof catalogImage>;

/** What the image upload answers: the reference bodies take (`{ key, alt }`), with its size and URLs. */
export const uploadedImage = detailOf(
  z.object({
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string(),
    srcset: z.string(),
  }),
);

const id = z.number().int();
const nullableId = z.number().int().nullable();

// ── The resources: record (what is answered) and write body (create; update takes any part of it) ─────────────

export const catalogProduct = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  sku: z.string(),
  summary: z.string(),
  description: z.string(),
  brand_id: nullableId,
  unit_id: nullableId,
  /** Rials. */
  price: z.number().int(),
  old_price: z.number().int().nullable(),
  stock: z.number().int(),
  attributes: z.array(z.object({ title: z.string(), value: z.string() })),
  category_ids: z.array(id),
  images: z.array(catalogImage),
  priority: z.number().int(),
  published: z.boolean(),
  rating: z.number(),
  review_count: z.number().int(),
  sales_count: z.number().int(),
  created_at: z.string(),
});
export const catalogProductBody = z.object({
  title: requiredText('عنوان'),
  slug,
  sku: latin(60).optional(),
  summary: text(1000).optional(),
  description: text(20_000).optional(),
  brand_id: refId('برند').nullable().optional(),
  unit_id: refId('واحد').nullable().optional(),
  price: rials,
  /** The crossed-out price; above `price` or null. */
  old_price: rials.nullable().optional(),
  stock: int(0, 1_000_000, 'موجودی').optional(),
  attributes: z
    .array(z.object({ title: requiredText('عنوان ویژگی', 100), value: requiredText('مقدار ویژگی', 300) }))
    .max(50)
    .optional(),
  category_ids: z.array(refId('دسته')).max(20).optional(),
  /** Gallery, the first is the main image. */
  images: z.array(catalogImageInput).max(12).optional(),
  priority: priority.optional(),
  published: z.boolean().optional(),
});

export const catalogBrand = z.object({
  id,
  title: z.string(),
  title_en: z.string(),
  slug: z.string(),
  description: z.string(),
  country: z.string(),
  logo: catalogImage.nullable(),
  priority: z.number().int(),
  created_at: z.string(),
});
export const catalogBrandBody = z.object({
  title: requiredText('عنوان'),
  title_en: latin(200).optional(),
  slug,
  description: text(5000).optional(),
  country: text(100).optional(),
  logo: catalogImageInput.nullable().optional(),
  priority: priority.optional(),
});

/** Category modules: 1 news, 8 FAQ, 9 articles, 10 albums, 55 products. */
export const CATEGORY_MODULES = [1, 8, 9, 10, 55] as const;
export const catalogCategory = z.object({
  id,
  module_id: z.number().int(),
  parent_id: nullableId,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  priority: z.number().int(),
  disable_in_webservice: z.boolean(),
  created_at: z.string(),
});
export const catalogCategoryBody = z.object({
  module_id: z.preprocess(
    digits,
    z.union(
      CATEGORY_MODULES.map((m) => z.literal(m)),
      'بخش دسته یکی از ۱ (اخبار)، ۸ (پرسش‌ها)، ۹ (مقاله‌ها)، ۱۰ (آلبوم‌ها) یا ۵۵ (فروشگاه) است.',
    ),
  ),
  parent_id: refId('دستهٔ والد').nullable().optional(),
  title: requiredText('عنوان'),
  slug,
  description: text(5000).optional(),
  priority: priority.optional(),
  disable_in_webservice: z.boolean().optional(),
});

/** What news, articles and albums share: category, image, publication instant and priority. */
const publishedRecord = {
  category_id: nullableId,
  image: catalogImage.nullable(),
  published_at: z.string(),
  priority: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
};
const publishedBody = {
  category_id: refId('دسته').nullable().optional(),
  image: catalogImageInput.nullable().optional(),
  /** When it shows on the site (a future instant schedules it); default now. */
  published_at: instant.optional(),
  priority: priority.optional(),
};

export const catalogNews = z.object({
  id,
  type_id: z.number().int(),
  output_id: z.number().int(),
  subdomain_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  source: z.string(),
  ...publishedRecord,
});
export const catalogNewsBody = z.object({
  type_id: int(1, 100, 'نوع خبر').optional(),
  output_id: int(1, 100, 'خروجی').optional(),
  subdomain_id: int(0, 10_000, 'زیردامنه').optional(),
  title: requiredText('عنوان', 300),
  summary: text(2000).optional(),
  body: text(100_000).optional(),
  source: text(200).optional(),
  ...publishedBody,
});

export const catalogArticle = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  author: z.string(),
  reading_minutes: z.number().int(),
  ...publishedRecord,
});
export const catalogArticleBody = z.object({
  title: requiredText('عنوان', 300),
  summary: text(2000).optional(),
  body: text(100_000).optional(),
  author: text(200).optional(),
  reading_minutes: int(1, 600, 'زمان مطالعه').optional(),
  ...publishedBody,
});

/** An item of an album: an uploaded image, or a video/audio by URL (a video may have an uploaded poster). */
export const catalogAlbumItem = z.object({
  id,
  type: z.enum(['image', 'video', 'audio']),
  title: z.string(),
  /** The image (image items) or the poster (video), else null. */
  image: catalogImage.nullable(),
  /** The video/audio address (null for an image). */
  url: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  priority: z.number().int(),
});
export const catalogAlbumItemBody = z.object({
  /** An existing item's id keeps it (updated); an item without id is added; items left out are removed. */
  id: refId('مورد آلبوم').optional(),
  type: z.enum(['image', 'video', 'audio'], 'نوع مورد آلبوم image، video یا audio است.'),
  title: text(300).optional(),
  image: catalogImageInput.nullable().optional(),
  /** Null or left out for a picture (what the item's read answers, so a form sends it back as it came). */
  url: z
    .url({ protocol: /^https$/, message: 'نشانی ویدیو یا صدا باید با https آغاز شود.' })
    .max(1000)
    .nullable()
    .optional(),
  duration_seconds: int(0, 86_400, 'مدت').nullable().optional(),
  priority: priority.optional(),
});
export const catalogAlbum = z.object({
  id,
  title: z.string(),
  description: z.string(),
  items: z.array(catalogAlbumItem),
  ...publishedRecord,
});
export const catalogAlbumBody = z.object({
  title: requiredText('عنوان', 300),
  description: text(5000).optional(),
  items: z.array(catalogAlbumItemBody).max(200).optional(),
  ...publishedBody,
});

export const catalogFaq = z.object({
  id,
  category_id: nullableId,
  question: z.string(),
  answer: z.string(),
  priority: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
});
export const catalogFaqBody = z.object({
  category_id: refId('دسته').nullable().optional(),
  question: requiredText('پرسش', 1000),
  answer: requiredText('پاسخ', 10_000),
  priority: priority.optional(),
});

export const catalogCmsBox = z.object({
  id,
  page_id: z.number().int(),
  key: z.string(),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
  link_title: z.string().nullable(),
  image: catalogImage.nullable(),
  priority: z.number().int(),
  created_at: z.string(),
});
export const catalogCmsBoxBody = z.object({
  page_id: int(0, 10_000, 'صفحه'),
  /** The slot on the page (hero, banner, features…). */
  key: z
    .string('جایگاه را وارد کنید.')
    .trim()
    .regex(/^[a-z0-9_-]{1,50}$/, 'جایگاه حرف کوچک لاتین، رقم، خط تیره یا زیرخط است.'),
  title: requiredText('عنوان', 300),
  subtitle: text(500).optional(),
  body: text(10_000).optional(),
  /** A site path (`/shop`) or an https address. */
  link_url: z
    .string()
    .trim()
    .max(1000)
    .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'پیوند باید مسیری از سایت (با / آغاز) یا نشانی https باشد.')
    .nullable()
    .optional(),
  link_title: text(100).nullable().optional(),
  image: catalogImageInput.nullable().optional(),
  priority: priority.optional(),
});

export const catalogDiscountCode = z.object({
  id,
  code: z.string(),
  title: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent 1–100, or Rials for `fixed`. */
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_basket: z.number().int(),
  /** Null: every product. */
  product_ids: z.array(id).nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Only for a member's first order (no paid order, no other live order using it). */
  first_order_only: z.boolean(),
  /** Live orders of one member that may use it; null: no limit. */
  per_member_limit: z.number().int().nullable(),
  /** false: it applies only alone, never with another code. */
  combinable: z.boolean(),
  created_at: z.string(),
});
export const catalogDiscountCodeBody = z.object({
  code: z
    .string('کد تخفیف را وارد کنید.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,30}$/, 'کد تخفیف ۳ تا ۳۰ حرف لاتین، رقم، خط تیره یا زیرخط است.'),
  title: requiredText('عنوان'),
  kind: z.enum(['percent', 'fixed'], 'نوع تخفیف percent (درصدی) یا fixed (مبلغ ثابت) است.'),
  /** Percent 1–100 (`percent`) or Rials (`fixed`); checked together with `kind`. */
  value: int(1, MAX_INT32, 'مقدار تخفیف'),
  max_discount: rials.nullable().optional(),
  min_basket: rials.optional(),
  product_ids: z.array(refId('کالا')).max(500).nullable().optional(),
  usage_limit: int(1, MAX_INT32, 'سقف استفاده').nullable().optional(),
  starts_at: instant.nullable().optional(),
  ends_at: instant.nullable().optional(),
  first_order_only: z.boolean().optional(),
  per_member_limit: int(1, 1000, 'سقف استفادهٔ هر عضو').nullable().optional(),
  combinable: z.boolean().optional(),
});

export const catalogTransmit = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** Rials. */
  price: z.number().int(),
  delivery_days_min: z.number().int(),
  delivery_days_max: z.number().int(),
  needs_address: z.boolean(),
  priority: z.number().int(),
  active: z.boolean(),
  /** Provinces and cities it delivers to (an address qualifies by either); both null = everywhere. */
  province_ids: z.array(z.number().int()).nullable(),
  city_ids: z.array(z.number().int()).nullable(),
});
export const catalogTransmitBody = z.object({
  title: requiredText('عنوان'),
  description: text(2000).optional(),
  price: rials,
  delivery_days_min: int(0, 90, 'کمترین روز تحویل'),
  delivery_days_max: int(0, 90, 'بیشترین روز تحویل'),
  needs_address: z.boolean().optional(),
  priority: priority.optional(),
  active: z.boolean().optional(),
});

export const catalogTerminal = z.object({ id, title: z.string(), title_en: z.string() });
export const catalogAirport = z.object({
  id,
  iata: z.string(),
  title: z.string(),
  title_en: z.string(),
  city: z.string(),
  city_en: z.string(),
  country_code: z.string(),
  timezone: z.string(),
  utc_offset_minutes: z.number().int(),
  served: z.boolean(),
  booking_cutoff_hours: z.number().int(),
  desk_phone: z.string().nullable(),
  cancellation_policy: z.array(z.object({ hours_before: z.number().int(), refund_percent: z.number().int() })),
  priority: z.number().int(),
  terminals: z.array(catalogTerminal),
  /** Surcharges, each a percent of a reservation's services and its own bill line (0 is off). */
  late_booking_hours: z.number().int(),
  late_booking_percent: z.number().int(),
  night_from: z.string(),
  night_to: z.string(),
  night_percent: z.number().int(),
  holiday_percent: z.number().int(),
  /** A member's change of flight is free until this many hours before the original flight, then costs change_fee. */
  change_free_hours: z.number().int(),
  /** Rials. */
  change_fee: z.number().int(),
});
export const catalogAirportBody = z.object({
  iata: iata(3),
  title: requiredText('نام فرودگاه'),
  title_en: latin(200).min(1, 'نام لاتین فرودگاه را وارد کنید.'),
  city: requiredText('شهر', 100),
  city_en: latin(100).min(1, 'نام لاتین شهر را وارد کنید.'),
  country_code: z
    .string('کد کشور را وارد کنید.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'کد کشور دو حرف لاتین است (مانند IR).'),
  /** IANA zone, e.g. Asia/Tehran. */
  timezone: z
    .string('منطقهٔ زمانی را وارد کنید.')
    .trim()
    .regex(/^[A-Za-z_]+(\/[A-Za-z_+-]+)+$|^UTC$/, 'منطقهٔ زمانی به شکل Asia/Tehran است.'),
  utc_offset_minutes: int(-720, 840, 'اختلاف با UTC (دقیقه)'),
  served: z.boolean().optional(),
  booking_cutoff_hours: int(0, 168, 'مهلت رزرو (ساعت)').optional(),
  desk_phone: z
    .preprocess(
      latinDigits,
      z
        .string()
        .trim()
        .regex(/^[0-9+ -]{5,20}$/, 'شمارهٔ تلفن میز معتبر نیست.'),
    )
    .nullable()
    .optional(),
  /** Refund share by hours before the flight. */
  cancellation_policy: z
    .array(
      z.object({
        hours_before: int(0, 720, 'ساعت پیش از پرواز'),
        refund_percent: int(0, 100, 'درصد بازپرداخت'),
      }),
    )
    .max(10)
    .optional(),
  priority: priority.optional(),
  /** An existing terminal's id keeps it; one without id is added; one left out is removed (409 while in use). */
  terminals: z
    .array(
      z.object({
        id: refId('ترمینال').optional(),
        title: requiredText('نام ترمینال', 100),
        title_en: latin(100).optional(),
      }),
    )
    .max(20)
    .optional(),
  /** A booking placed less than this many hours before the service pays `late_booking_percent` more. */
  late_booking_hours: int(1, 168, 'ساعت‌های رزرو دیرهنگام').optional(),
  late_booking_percent: int(0, 100, 'درصد افزایش رزرو دیرهنگام').optional(),
  /** Local `HH:mm`; a start after the end wraps past midnight. */
  night_from: clock('شروع ساعات شب').optional(),
  night_to: clock('پایان ساعات شب').optional(),
  night_percent: int(0, 100, 'درصد افزایش ساعات شب').optional(),
  holiday_percent: int(0, 100, 'درصد افزایش تعطیل رسمی').optional(),
  change_free_hours: int(0, 720, 'ساعت‌های تغییر رایگان پرواز').optional(),
  change_fee: rials.optional(),
});

export const catalogAirline = z.object({ id, iata: z.string(), title: z.string(), title_en: z.string() });
export const catalogAirlineBody = z.object({
  iata: iata(2),
  title: requiredText('نام شرکت هواپیمایی'),
  title_en: latin(200).min(1, 'نام لاتین شرکت هواپیمایی را وارد کنید.'),
});

export const catalogFlightPattern = z.object({
  id,
  airline_id: id,
  flight_number: z.string(),
  origin_airport_id: id,
  origin_terminal_id: nullableId,
  destination_airport_id: id,
  destination_terminal_id: nullableId,
  /** 0 Sunday … 6 Saturday. */
  weekdays: z.array(z.number().int()),
  /** Local departure time at the origin, HH:mm. */
  departure_time: z.string(),
  duration_minutes: z.number().int(),
});
export const catalogFlightPatternBody = z.object({
  airline_id: refId('شرکت هواپیمایی'),
  flight_number: z.preprocess(
    latinDigits,
    z
      .string('شمارهٔ پرواز را وارد کنید.')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2} ?\d{1,5}$/, 'شمارهٔ پرواز کد شرکت و رقم است (مانند IR 452).'),
  ),
  origin_airport_id: refId('فرودگاه مبدأ'),
  origin_terminal_id: refId('ترمینال مبدأ').nullable().optional(),
  destination_airport_id: refId('فرودگاه مقصد'),
  destination_terminal_id: refId('ترمینال مقصد').nullable().optional(),
  weekdays: z
    .array(int(0, 6, 'روز هفته'))
    .min(1, 'دست‌کم یک روز هفته را برگزینید.')
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'روزهای هفته تکراری است.'),
  departure_time: z.preprocess(
    latinDigits,
    z.string('ساعت پرواز را وارد کنید.').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ساعت پرواز به شکل HH:mm است.'),
  ),
  duration_minutes: int(10, 1_440, 'مدت پرواز (دقیقه)'),
});

/** The prices of a CIP service (Rials), as `packages/domain` pricing reads them. */
/** The price columns of a CIP tariff, in the order forms show them: the one list the API and the screens read. */
export const CIP_TARIFF_FIELDS = [
  'passenger_adult',
  'passenger_child',
  'passenger_infant',
  'greeter_adult',
  'greeter_child',
  'greeter_infant',
  'pet',
  'parking_main',
  'parking_hourly',
  'wheelchair_outdoor',
  'wheelchair_indoor',
  'visa',
] as const;
/**
 * Passenger prices by nationality and flight kind beside the `passenger_*` ones (an Iranian's on a domestic flight);
 * null is that same price.
 */
export const CIP_FARE_FIELDS = [
  'passenger_intl_adult',
  'passenger_intl_child',
  'passenger_intl_infant',
  'foreign_adult',
  'foreign_child',
  'foreign_infant',
  'foreign_intl_adult',
  'foreign_intl_child',
  'foreign_intl_infant',
] as const;
const fareFields = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(CIP_FARE_FIELDS.map((f) => [f, schema])) as Record<(typeof CIP_FARE_FIELDS)[number], T>;
/** One schema per tariff field. */
const tariffFields = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(CIP_TARIFF_FIELDS.map((f) => [f, schema])) as Record<(typeof CIP_TARIFF_FIELDS)[number], T>;
export const catalogTariff = z.object(tariffFields(z.number().int()));
export const catalogCipService = z.object({
  id,
  airport_id: id,
  terminal_id: nullableId,
  /** 0 Departure, 1 Arrival. */
  reservation_type: z.number().int(),
  service_type: z.number().int(),
  title: z.string(),
  description: z.string(),
  meeting_point: z.string(),
  capacity_per_slot: z.number().int(),
  slot_minutes: z.number().int(),
  /** Hours one parking place at the main parking price covers (then the hourly price). */
  parking_included_hours: z.number().int(),
  active: z.boolean(),
});
export const catalogCipServiceBody = z.object({
  airport_id: refId('فرودگاه'),
  terminal_id: refId('ترمینال').nullable().optional(),
  reservation_type: z.preprocess(digits, z.union([z.literal(0), z.literal(1)], 'نوع خدمت ۰ (خروجی) یا ۱ (ورودی) است.')),
  // The domain's ServiceType: a fast track is 0 (a bound of 1 refused every fast-track service's save).
  service_type: z.preprocess(
    digits,
    z.union(
      [z.literal(ServiceType.fastTrack), z.literal(ServiceType.businessLounge), z.literal(ServiceType.cip)],
      'نوع سرویس ۰ (فست‌ترک)، ۱ (سالن بیزینس) یا ۲ (تشریفات CIP) است.',
    ),
  ),
  title: requiredText('عنوان'),
  description: text(5000).optional(),
  meeting_point: text(500).optional(),
  capacity_per_slot: int(1, 10_000, 'ظرفیت هر بازه'),
  slot_minutes: int(15, 240, 'طول بازه (دقیقه)').optional(),
  parking_included_hours: int(1, 72, 'ساعت‌های پارک در قیمت پایه').optional(),
  /** Inactive services are not offered; existing bookings keep theirs. */
  active: z.boolean().optional(),
});

/**
 * The tariff of a CIP service: its prices with the suites and transfers it offers. One per service (its `id` is the
 * service's id); a booking keeps the tariff it was priced with, so a change applies to new bookings only. Creating a
 * tariff names the service (`service_id`) whose prices it sets; deleting it is refused (a service always has one).
 */
/** One change of a service's prices: when it takes effect and every price it set. */
export const cipTariffVersion = z.object({
  id,
  effective_from: z.string().describe('ISO-8601 UTC: bookings placed from then are priced with it'),
  prices: z.record(z.string(), z.number().int().nullable()),
  created_at: z.string(),
});

export const catalogCipTariff = catalogTariff.extend({
  ...fareFields(z.number().int().nullable()),
  id,
  service_id: id,
  service_title: z.string(),
  suites: z.array(z.object({ id, title: z.string(), price: z.number().int() })),
  transfers: z.array(
    z.object({
      id,
      title: z.string(),
      vehicle: z.string(),
      seats: z.number().int(),
      service_price: z.number().int(),
      stop_price: z.number().int(),
    }),
  ),
});
export const catalogCipTariffBody = z.object({
  service_id: refId('خدمت'),
  ...tariffFields(rials),
  ...fareFields(rials.nullable().optional()),
  /**
   * When the prices take effect (ISO-8601); absent or past: now. A later moment keeps today's prices until then;
   * bookings already made keep the prices they were billed with either way. Suites and transfers change at once.
   */
  effective_from: z.iso
    .datetime({ offset: true, error: 'زمان اعمال تعرفه را به شکل تاریخ و ساعت وارد کنید.' })
    .optional(),
  /** An existing row's id keeps it; one without id is added; one left out is removed. */
  suites: z
    .array(z.object({ id: refId('سوئیت').optional(), title: requiredText('نام سوئیت'), price: rials }))
    .max(50)
    .optional(),
  transfers: z
    .array(
      z.object({
        id: refId('ترانسفر').optional(),
        title: requiredText('نام ترانسفر'),
        vehicle: requiredText('خودرو', 100),
        seats: int(1, 60, 'صندلی'),
        service_price: rials,
        stop_price: rials,
      }),
    )
    .max(50)
    .optional(),
});

// ── The helper that declares a resource's five operations ────────────────────────────────────────────────────

const searchText = z.string().trim().max(100, 'عبارت جست‌وجو حداکثر ۱۰۰ نویسه است.').optional();

/** What `catalogResource` needs of one resource. */
interface ResourceSpec<
  One extends string,
  Many extends string,
  R extends z.ZodObject,
  B extends z.ZodObject,
  F extends z.ZodRawShape,
> {
  /** Singular and plural PascalCase names of the operations (`adminCatalogGetProduct`, `adminCatalogListProducts`). */
  one: One;
  many: Many;
  /** The path segment after `/v1/admin/fa/catalog/`. */
  path: string;
  /** What it is, in English (OpenAPI). */
  what: string;
  record: R;
  body: B;
  /** Fields the list may be sorted by. */
  sort: readonly string[];
  /** Extra exact-match list filters. */
  filters?: F;
  /** Besides validation, auth and not found: what a write may answer (e.g. `duplicate` for a taken slug). */
  errors?: EndpointDef['errors'];
}

/** The list query of a resource: paging, `sort`, `q` (searches its title-like text) and its filters. */
function listQuery<F extends z.ZodRawShape>(filters: F) {
  return pagingQuery(25).extend({ q: searchText }).extend(filters);
}

/** An update: any part of the create body (at least one field). */
function updateOf<B extends z.ZodObject>(body: B) {
  return body.partial().refine((b) => Object.keys(b).length > 0, 'چیزی برای تغییر فرستاده نشده است.');
}

/**
 * The five operations of a catalogue resource, from its schemas: list (paged list envelope with `q`, `sort` and
 * filters), get, create (201), update (PUT, partial), delete (204; 409 `in_use` while other rows refer to it).
 */
export function catalogResource<
  const One extends string,
  const Many extends string,
  R extends z.ZodObject,
  B extends z.ZodObject,
  F extends z.ZodRawShape = Record<never, never>,
>(spec: ResourceSpec<One, Many, R, B, F>) {
  const base = `/v1/admin/fa/catalog/${spec.path}` as const;
  const common = { tag: 'admin-catalog', auth: 'staff', roles: CATALOG_ROLES } as const;
  const list = {
    ...common,
    method: 'GET',
    path: base as `/v1/${string}`,
    summary: `Editor: ${spec.what} list (search q, sort, paging)`,
    query: listQuery((spec.filters ?? {}) as F),
    response: listOf(spec.record),
    sort: spec.sort,
  } as const;
  const get = {
    ...common,
    method: 'GET',
    path: `${base}/:id` as `/v1/${string}`,
    summary: `Editor: one ${spec.what}`,
    params: idParams,
    response: detailOf(spec.record),
  } as const;
  const create = {
    ...common,
    method: 'POST',
    path: base as `/v1/${string}`,
    summary: `Editor: create a ${spec.what}`,
    body: spec.body,
    response: detailOf(spec.record),
    status: 201,
    // Every write runs through the unique indexes: a taken slug, code or IATA is a 409 on any resource.
    errors: ['duplicate', ...(spec.errors ?? [])],
  } as const;
  const update = {
    ...common,
    method: 'PUT',
    path: `${base}/:id` as `/v1/${string}`,
    summary: `Editor: change a ${spec.what} (fields left out stay)`,
    params: idParams,
    body: updateOf(spec.body),
    response: detailOf(spec.record),
    errors: ['duplicate', ...(spec.errors ?? [])],
  } as const;
  const remove = {
    ...common,
    method: 'DELETE',
    path: `${base}/:id` as `/v1/${string}`,
    summary: `Editor: delete a ${spec.what} (409 while other rows refer to it)`,
    params: idParams,
    status: 204,
    errors: ['in_use'],
  } as const;
  return defineEndpoints({
    [`adminCatalogList${spec.many}`]: list,
    [`adminCatalogGet${spec.one}`]: get,
    [`adminCatalogCreate${spec.one}`]: create,
    [`adminCatalogUpdate${spec.one}`]: update,
    [`adminCatalogDelete${spec.one}`]: remove,
  } as { [K in `adminCatalogList${Many}`]: typeof list } & { [K in `adminCatalogGet${One}`]: typeof get } & {
    [K in `adminCatalogCreate${One}`]: typeof create;
  } & { [K in `adminCatalogUpdate${One}`]: typeof update } & { [K in `adminCatalogDelete${One}`]: typeof remove });
}

const optionalFilterId = idParam.optional();

/** Every catalogue resource, by its path segment (the API's handlers and the tests iterate it). */
export const catalogResources = {
  products: catalogResource({
    one: 'Product',
    many: 'Products',
    path: 'products',
    what: 'store product',
    record: catalogProduct,
    body: catalogProductBody,
    sort: ['id', 'title', 'price', 'stock', 'priority', 'created_at'],
    filters: { brand_id: optionalFilterId, category_id: optionalFilterId },
    errors: ['duplicate'],
  }),
  brands: catalogResource({
    one: 'Brand',
    many: 'Brands',
    path: 'brands',
    what: 'brand',
    record: catalogBrand,
    body: catalogBrandBody,
    sort: ['id', 'title', 'priority', 'created_at'],
    errors: ['duplicate'],
  }),
  categories: catalogResource({
    one: 'Category',
    many: 'Categories',
    path: 'categories',
    what: 'category',
    record: catalogCategory,
    body: catalogCategoryBody,
    sort: ['id', 'title', 'priority', 'module_id'],
    filters: { module_id: optionalFilterId, parent_id: optionalFilterId },
  }),
  news: catalogResource({
    one: 'News',
    many: 'News',
    path: 'news',
    what: 'news item',
    record: catalogNews,
    body: catalogNewsBody,
    sort: ['id', 'title', 'published_at', 'priority'],
    filters: { category_id: optionalFilterId },
  }),
  articles: catalogResource({
    one: 'Article',
    many: 'Articles',
    path: 'articles',
    what: 'article',
    record: catalogArticle,
    body: catalogArticleBody,
    sort: ['id', 'title', 'published_at', 'priority'],
    filters: { category_id: optionalFilterId },
  }),
  albums: catalogResource({
    one: 'Album',
    many: 'Albums',
    path: 'albums',
    what: 'album (with its items)',
    record: catalogAlbum,
    body: catalogAlbumBody,
    sort: ['id', 'title', 'published_at', 'priority'],
    filters: { category_id: optionalFilterId },
  }),
  faqs: catalogResource({
    one: 'Faq',
    many: 'Faqs',
    path: 'faqs',
    what: 'FAQ',
    record: catalogFaq,
    body: catalogFaqBody,
    sort: ['id', 'priority', 'created_at'],
    filters: { category_id: optionalFilterId },
  }),
  'cms-boxes': catalogResource({
    one: 'CmsBox',
    many: 'CmsBoxes',
    path: 'cms-boxes',
    what: 'CMS box',
    record: catalogCmsBox,
    body: catalogCmsBoxBody,
    sort: ['id', 'page_id', 'key', 'priority'],
    filters: { page_id: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(10_000)).optional() },
  }),
  'discount-codes': catalogResource({
    one: 'DiscountCode',
    many: 'DiscountCodes',
    path: 'discount-codes',
    what: 'discount code',
    record: catalogDiscountCode,
    body: catalogDiscountCodeBody,
    sort: ['id', 'code', 'created_at', 'ends_at'],
    errors: ['duplicate'],
  }),
  transmits: catalogResource({
    one: 'Transmit',
    many: 'Transmits',
    path: 'transmits',
    what: 'shipping method',
    record: catalogTransmit,
    body: catalogTransmitBody,
    sort: ['id', 'title', 'price', 'priority'],
  }),
  airports: catalogResource({
    one: 'Airport',
    many: 'Airports',
    path: 'airports',
    what: 'airport (with its terminals)',
    record: catalogAirport,
    body: catalogAirportBody,
    sort: ['id', 'iata', 'title', 'priority'],
    errors: ['duplicate', 'in_use'],
  }),
  airlines: catalogResource({
    one: 'Airline',
    many: 'Airlines',
    path: 'airlines',
    what: 'airline',
    record: catalogAirline,
    body: catalogAirlineBody,
    sort: ['id', 'iata', 'title'],
    errors: ['duplicate'],
  }),
  'flight-patterns': catalogResource({
    one: 'FlightPattern',
    many: 'FlightPatterns',
    path: 'flight-patterns',
    what: 'weekly flight pattern',
    record: catalogFlightPattern,
    body: catalogFlightPatternBody,
    sort: ['id', 'flight_number', 'departure_time'],
    filters: { airline_id: optionalFilterId, origin_airport_id: optionalFilterId },
  }),
  'cip-services': catalogResource({
    one: 'CipService',
    many: 'CipServices',
    path: 'cip-services',
    what: 'CIP service',
    record: catalogCipService,
    body: catalogCipServiceBody,
    sort: ['id', 'title', 'airport_id'],
    filters: { airport_id: optionalFilterId },
  }),
  'cip-tariffs': catalogResource({
    one: 'CipTariff',
    many: 'CipTariffs',
    path: 'cip-tariffs',
    what: 'CIP service tariff (prices, suites, transfers)',
    record: catalogCipTariff,
    body: catalogCipTariffBody,
    sort: ['id', 'passenger_adult'],
    filters: { airport_id: optionalFilterId },
    errors: ['duplicate'],
  }),
};

/** The path segment of a catalogue resource. */
export type CatalogResourceName = keyof typeof catalogResources;

/** A resource's five endpoints by what they do (the API registers them, tests and screens call them). */
export function catalogOps(name: CatalogResourceName) {
  const eps = Object.values(catalogResources[name]) as Endpoint[];
  const find = (verb: string) => eps.find((e) => e.operationId.startsWith(`adminCatalog${verb}`))!;
  return {
    list: find('List'),
    get: find('Get'),
    create: find('Create'),
    update: find('Update'),
    remove: find('Delete'),
  };
}

/** Endpoints of the catalogue back office (every resource's five, and the image upload). */
export const adminCatalogEndpoints = {
  ...catalogResources.products,
  ...catalogResources.brands,
  ...catalogResources.categories,
  ...catalogResources.news,
  ...catalogResources.articles,
  ...catalogResources.albums,
  ...catalogResources.faqs,
  ...catalogResources['cms-boxes'],
  ...catalogResources['discount-codes'],
  ...catalogResources.transmits,
  ...catalogResources.airports,
  ...catalogResources.airlines,
  ...catalogResources['flight-patterns'],
  ...catalogResources['cip-services'],
  ...catalogResources['cip-tariffs'],
  ...defineEndpoints({
    adminCatalogCipTariffVersions: {
      method: 'GET',
      path: '/v1/admin/fa/catalog/cip-tariffs/:id/versions',
      tag: 'admin-catalog',
      summary: "Editor: a CIP service's tariff history, latest effective first (pending changes included)",
      auth: 'staff',
      roles: CATALOG_ROLES,
      params: idParams,
      query: pagingQuery(50),
      response: listOf(cipTariffVersion),
    },
    adminCatalogUploadImage: {
      method: 'POST',
      path: '/v1/admin/fa/catalog/images',
      tag: 'admin-catalog',
      summary: 'Editor: upload an image (multipart field `file`); answers the key product/brand/content bodies take',
      description:
        'JPEG, PNG or WebP judged by its bytes, at most 5 MB; re-encoded to WebP in 320/640/1024 widths under a ' +
        'server-made name.',
      auth: 'staff',
      roles: CATALOG_ROLES,
      response: uploadedImage,
      status: 201,
      errors: ['body_too_large', 'unsupported_media_type'],
    },
  }),
};
