import { z } from 'zod';
import { MAX_INT32 } from './common';
import {
  catalogImage,
  catalogImageInput,
  id,
  instant,
  int,
  latin,
  nullableId,
  priority,
  refId,
  requiredText,
  rials,
  slug,
  text,
} from './admin-catalog-fields';

// The store's catalogue records and write bodies (docs/back-office.md): products, brands, discount codes and
// shipping methods. Declared as endpoints by `catalogResource` in admin-catalog.ts.

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
  /** Provinces it delivers to; empty or null (with no cities) = everywhere. */
  province_ids: z.array(refId('استان')).max(40, 'حداکثر ۴۰ استان').nullable().optional(),
  /** Cities it delivers to besides whole provinces; an address qualifies by either. */
  city_ids: z.array(refId('شهر')).max(500, 'حداکثر ۵۰۰ شهر').nullable().optional(),
});
