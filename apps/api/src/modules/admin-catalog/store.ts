import type { z } from 'zod';
import type {
  catalogBrand,
  catalogCategory,
  catalogDiscountCode,
  catalogProduct,
  catalogTransmit,
} from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albums } from '../album/schema';
import { articles } from '../article/schema';
import { categories } from '../category/schema';
import { faqs } from '../faq/schema';
import { news } from '../news/schema';
import { brands, productCategories, productImages, products, units } from '../product/schema';
import { cities, provinces } from '../sitemember/schema';
import { discountCodes, orderDiscountUses, storeOrderItems, transmits } from '../store/schema';
import {
  anyRow,
  type Body,
  columnsOf,
  firstReason,
  type RefCheck,
  type ResourceDef,
  recordOf,
  upsertRow,
} from './engine';
import { bodyError } from './engine';
import { catalogImageOf, type ImageInput, resolveImage } from './images';

type Product = z.infer<typeof catalogProduct>;
type Brand = z.infer<typeof catalogBrand>;
type Category = z.infer<typeof catalogCategory>;
type DiscountCode = z.infer<typeof catalogDiscountCode>;
type Transmit = z.infer<typeof catalogTransmit>;

/** Category modules (§9): which module a resource's `category_id` must be of. */
export const CATEGORY_MODULE = { news: 1, faq: 8, article: 9, album: 10, product: 55 } as const;

/** A `category_id` of the given module. */
export const categoryRef = (module: number, field = 'category_id'): RefCheck => ({
  field,
  table: categories,
  what: 'دسته‌ای از این بخش',
  where: eq(categories.moduleId, module),
});

/** `old_price` (the crossed-out price) must be above `price`. */
function checkPrices(merged: Body) {
  const price = merged.price as number | undefined;
  const old = merged.old_price as number | null | undefined;
  if (old != null && price != null && old <= price) {
    throw bodyError('old_price', 'قیمت پیش از تخفیف باید بیشتر از قیمت فروش باشد.');
  }
}

export const productResource: ResourceDef<Product> = {
  entity: 'product',
  what: 'کالا',
  table: products,
  search: [products.title, products.sku, products.slug],
  sort: {
    id: products.id,
    title: products.title,
    price: products.price,
    stock: products.stock,
    priority: products.priority,
    created_at: products.createdAt,
  },
  filters: {
    brand_id: (v) => eq(products.brandId, v),
    category_id: (v) =>
      inArray(
        products.id,
        sql`(select ${productCategories.productId} from ${productCategories} where ${productCategories.categoryId} = ${v})`,
      ),
  },
  refs: [
    { field: 'brand_id', table: brands, what: 'برند' },
    { field: 'unit_id', table: units, what: 'واحد' },
    categoryRef(CATEGORY_MODULE.product, 'category_ids'),
  ],
  check: checkPrices,
  async load(db, ids, { storage }) {
    if (!ids.length) return [];
    const [rows, cats, images] = await Promise.all([
      db.select().from(products).where(inArray(products.id, ids)),
      db.select().from(productCategories).where(inArray(productCategories.productId, ids)),
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.priority), asc(productImages.id)),
    ]);
    return rows.map((row) => ({
      ...(recordOf(row) as Omit<Product, 'category_ids' | 'images'>),
      category_ids: cats.filter((c) => c.productId === row.id).map((c) => c.categoryId),
      images: images
        .filter((i) => i.productId === row.id)
        .map((i) => catalogImageOf(storage, i)!)
        .filter(Boolean),
    }));
  },
  async save(tx, body, current, { storage }) {
    const id = await upsertRow(tx, products, current?.id, columnsOf(products, body, ['category_ids', 'images']));
    const categoryIds = body.category_ids as number[] | undefined;
    if (categoryIds) {
      await tx.delete(productCategories).where(eq(productCategories.productId, id));
      const unique = [...new Set(categoryIds)];
      if (unique.length) {
        await tx.insert(productCategories).values(unique.map((categoryId) => ({ productId: id, categoryId })));
      }
    }
    const images = body.images as { key: string; alt?: string }[] | undefined;
    if (images) {
      const refs = await Promise.all(
        images.map((img, i) =>
          resolveImage(
            storage,
            `images.${i}`,
            img,
            current?.images.find((c) => c.key === img.key),
          ),
        ),
      );
      await tx.delete(productImages).where(eq(productImages.productId, id));
      if (refs.length) {
        await tx.insert(productImages).values(refs.map((ref, priority) => ({ productId: id, ...ref!, priority })));
      }
    }
    return id;
  },
  inUse: (tx, id) =>
    firstReason([
      [
        () => anyRow(tx, storeOrderItems, eq(storeOrderItems.productId, id)),
        'این کالا در سفارش‌ها آمده است و حذف نمی‌شود؛ به جای حذف، آن را از انتشار خارج کنید (published: false).',
      ],
    ]),
  tags: (rec) => ['product', `product-${rec.id}`],
};

export const brandResource: ResourceDef<Brand> = {
  entity: 'brand',
  what: 'برند',
  table: brands,
  search: [brands.title, brands.titleEn, brands.slug],
  sort: { id: brands.id, title: brands.title, priority: brands.priority, created_at: brands.createdAt },
  async load(db, ids, { storage }) {
    if (!ids.length) return [];
    const rows = await db.select().from(brands).where(inArray(brands.id, ids));
    return rows.map((row) => ({
      ...(recordOf(row, ['logoKey', 'logoAlt', 'logoWidth', 'logoHeight']) as Omit<Brand, 'logo'>),
      logo: catalogImageOf(storage, logoRef(row)),
    }));
  },
  async save(tx, body, current, { storage }) {
    const values = columnsOf(brands, body, ['logo']);
    const logo = await resolveImage(storage, 'logo', body.logo as ImageInput, current?.logo);
    if (logo !== undefined) {
      Object.assign(values, {
        logoKey: logo?.key ?? null,
        logoAlt: logo?.alt ?? '',
        logoWidth: logo?.width ?? 0,
        logoHeight: logo?.height ?? 0,
      });
    }
    return upsertRow(tx, brands, current?.id, values);
  },
  inUse: (tx, id) =>
    firstReason([
      [
        () => anyRow(tx, products, eq(products.brandId, id)),
        'کالاهایی از این برند هست؛ نخست برند آن کالاها را تغییر دهید.',
      ],
    ]),
  tags: () => ['product'],
};

const logoRef = (row: typeof brands.$inferSelect) =>
  row.logoKey ? { key: row.logoKey, alt: row.logoAlt, width: row.logoWidth, height: row.logoHeight } : null;

export const categoryResource: ResourceDef<Category> = {
  entity: 'category',
  what: 'دسته',
  table: categories,
  search: [categories.title, categories.slug],
  sort: {
    id: categories.id,
    title: categories.title,
    priority: categories.priority,
    module_id: categories.moduleId,
  },
  filters: {
    module_id: (v) => eq(categories.moduleId, v),
    parent_id: (v) => eq(categories.parentId, v),
  },
  refs: [{ field: 'parent_id', table: categories, what: 'دستهٔ والد' }],
  async load(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select().from(categories).where(inArray(categories.id, ids));
    return rows.map((row) => recordOf(row, ['imageUrl']) as Category);
  },
  async save(tx, body, current) {
    const parentId = body.parent_id as number | null | undefined;
    if (parentId != null) {
      if (current && parentId === current.id) throw bodyError('parent_id', 'دسته نمی‌تواند والد خودش باشد.');
      const [parent] = await tx
        .select({ moduleId: categories.moduleId })
        .from(categories)
        .where(eq(categories.id, parentId));
      const moduleId = (body.module_id as number | undefined) ?? current?.module_id;
      if (parent && parent.moduleId !== moduleId) {
        throw bodyError('parent_id', 'دستهٔ والد باید از همین بخش باشد.');
      }
      if (current && (await isDescendant(tx, parentId, current.id))) {
        throw bodyError('parent_id', 'زیردستهٔ این دسته نمی‌تواند والد آن شود.');
      }
    }
    return upsertRow(tx, categories, current?.id, columnsOf(categories, body));
  },
  inUse: (tx, id) =>
    firstReason([
      [() => anyRow(tx, categories, eq(categories.parentId, id)), 'این دسته زیردسته دارد؛ نخست آن‌ها را جابه‌جا کنید.'],
      [
        () => anyRow(tx, productCategories, eq(productCategories.categoryId, id)),
        'کالاهایی در این دسته هستند؛ نخست دستهٔ آن‌ها را تغییر دهید.',
      ],
      [
        async () =>
          (await anyRow(tx, news, eq(news.categoryId, id))) ||
          (await anyRow(tx, articles, eq(articles.categoryId, id))) ||
          (await anyRow(tx, albums, eq(albums.categoryId, id))) ||
          (await anyRow(tx, faqs, eq(faqs.categoryId, id))),
        'مطالبی (خبر، مقاله، آلبوم یا پرسش) در این دسته هستند؛ نخست دستهٔ آن‌ها را تغییر دهید.',
      ],
    ]),
  tags: () => ['category', 'menu', 'product'],
};

/** Whether `candidate` lies under `ancestor` in the category tree (a parent may not be its own descendant). */
async function isDescendant(tx: Parameters<ResourceDef<Category>['save']>[0], candidate: number, ancestor: number) {
  const rows = await tx.execute(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from categories where id = ${candidate}
      union select c.id, c.parent_id from categories c join up on c.id = up.parent_id
    )
    select 1 from up where id = ${ancestor} limit 1`);
  return rows.rows.length > 0;
}

/** A percent discount is 1–100; a period ends after it starts. */
function checkDiscount(merged: Body) {
  if (merged.kind === 'percent' && typeof merged.value === 'number' && merged.value > 100) {
    throw bodyError('value', 'تخفیف درصدی حداکثر ۱۰۰ است.');
  }
  const starts = merged.starts_at as string | null | undefined;
  const ends = merged.ends_at as string | null | undefined;
  if (starts && ends && new Date(ends) <= new Date(starts)) {
    throw bodyError('ends_at', 'پایان اعتبار باید پس از آغاز آن باشد.');
  }
}

export const discountCodeResource: ResourceDef<DiscountCode> = {
  entity: 'discount_code',
  what: 'کد تخفیف',
  table: discountCodes,
  search: [discountCodes.code, discountCodes.title],
  sort: {
    id: discountCodes.id,
    code: discountCodes.code,
    created_at: discountCodes.createdAt,
    ends_at: discountCodes.endsAt,
  },
  refs: [{ field: 'product_ids', table: products, what: 'کالا' }],
  check(merged) {
    checkDiscount(merged);
    const limit = merged.usage_limit as number | null | undefined;
    const used = merged.used_count as number | undefined;
    if (limit != null && used != null && limit < used) {
      throw bodyError('usage_limit', `این کد ${used} بار به کار رفته است؛ سقف نمی‌تواند کمتر از آن باشد.`);
    }
  },
  async load(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select().from(discountCodes).where(inArray(discountCodes.id, ids));
    return rows.map((row) => recordOf(row) as DiscountCode);
  },
  save: (tx, body, current) => upsertRow(tx, discountCodes, current?.id, columnsOf(discountCodes, body)),
  inUse: (tx, id) =>
    firstReason([
      [
        () => anyRow(tx, orderDiscountUses, eq(orderDiscountUses.discountCodeId, id)),
        'این کد در سفارش‌ها به کار رفته است و حذف نمی‌شود؛ به جای حذف، پایان اعتبار آن را برسانید (ends_at).',
      ],
    ]),
  tags: () => [],
};

/**
 * A shipping method's coverage as the body sets it: an empty list is no limit (null), and every id must name a
 * province or city that exists (a Persian 400 on the field otherwise).
 */
async function checkedCoverage(tx: Db, body: Body) {
  const out: Record<string, number[] | null> = {};
  const fields = [
    ['province_ids', provinces, 'استان'],
    ['city_ids', cities, 'شهر'],
  ] as const;
  for (const [field, table, what] of fields) {
    if (!(field in body)) continue;
    const ids = [...new Set((body[field] as number[] | null) ?? [])];
    if (ids.length === 0) {
      out[field] = null;
      continue;
    }
    const found = new Set(
      (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw bodyError(field, `${what}ی با شناسهٔ ${toPersianDigits(missing)} پیدا نشد.`);
    out[field] = ids;
  }
  return out;
}

export const transmitResource: ResourceDef<Transmit> = {
  entity: 'transmit',
  what: 'روش ارسال',
  table: transmits,
  search: [transmits.title],
  sort: { id: transmits.id, title: transmits.title, price: transmits.price, priority: transmits.priority },
  check(merged) {
    const min = merged.delivery_days_min as number | undefined;
    const max = merged.delivery_days_max as number | undefined;
    if (min != null && max != null && max < min) {
      throw bodyError('delivery_days_max', 'بیشترین روز تحویل نمی‌تواند کمتر از کمترین آن باشد.');
    }
  },
  async load(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select().from(transmits).where(inArray(transmits.id, ids));
    return rows.map((row) => recordOf(row) as Transmit);
  },
  save: async (tx, body, current) =>
    upsertRow(tx, transmits, current?.id, columnsOf(transmits, { ...body, ...(await checkedCoverage(tx, body)) })),
  // Orders keep a copy of the transmit they used (store_order_details.transmit), so none refers to the row.
  tags: () => [],
};
