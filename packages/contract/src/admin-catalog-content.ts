import { z } from 'zod';
import { cmsBox } from './cms';
import { LANGS } from './lang';
import {
  catalogImage,
  catalogImageInput,
  digits,
  id,
  instant,
  int,
  nullableId,
  priority,
  refId,
  requiredText,
  latin,
  slug,
  text,
  translation,
} from './admin-catalog-fields';

// The site's content records and write bodies (docs/back-office.md): categories, news, articles, albums, FAQ and
// the home page's boxes. Declared as endpoints by `catalogResource` in admin-catalog.ts.

/** Category modules: 1 news, 8 FAQ, 9 articles, 10 albums, 55 products. */
export const CATEGORY_MODULES = [1, 8, 9, 10, 55] as const;
export const catalogCategory = z.object({
  id,
  module_id: z.number().int(),
  parent_id: nullableId,
  title: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
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
  title_en: translation(200),
  title_ar: translation(200),
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
  question_en: z.string(),
  answer_en: z.string(),
  question_ar: z.string(),
  answer_ar: z.string(),
  priority: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
});
export const catalogFaqBody = z.object({
  category_id: refId('دسته').nullable().optional(),
  question: requiredText('پرسش', 1000),
  answer: requiredText('پاسخ', 10_000),
  question_en: translation(1000),
  answer_en: translation(10_000),
  question_ar: translation(1000),
  answer_ar: translation(10_000),
  priority: priority.optional(),
});

/** A CMS box as the back office edits it: the public box with the picture's stored key and its creation time. */
export const catalogCmsBox = cmsBox.extend({ id, image: catalogImage.nullable(), created_at: z.string() });
export const catalogCmsBoxBody = z.object({
  page_id: int(0, 10_000, 'صفحه'),
  /** The slot on the page (hero, banner, features…). */
  key: z
    .string('جایگاه را وارد کنید.')
    .trim()
    .regex(/^[a-z0-9_-]{1,50}$/, 'جایگاه حرف کوچک لاتین، رقم، خط تیره یا زیرخط است.'),
  /** The language the box is written in (default Persian): under /en/ and /ar/ a slot shows its boxes in that language. */
  lang: z.enum(LANGS, 'زبان جعبه فارسی (fa)، انگلیسی (en) یا عربی (ar) است.').optional(),
  // Kept as typed here (an Arabic box must keep its ي/ك); the API turns a Persian box's Arabic letters into Persian ones.
  title: z
    .string('«عنوان» را وارد کنید.')
    .trim()
    .min(1, '«عنوان» را وارد کنید.')
    .max(300, '«عنوان» حداکثر ۳۰۰ نویسه است.'),
  subtitle: latin(500).optional(),
  body: latin(10_000).optional(),
  /** A site path (`/shop`) or an https address. */
  link_url: z
    .string()
    .trim()
    .max(1000)
    .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'پیوند باید مسیری از سایت (با / آغاز) یا نشانی https باشد.')
    .nullable()
    .optional(),
  link_title: latin(100).nullable().optional(),
  image: catalogImageInput.nullable().optional(),
  priority: priority.optional(),
});
