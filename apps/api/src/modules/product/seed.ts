import type { Db } from '../../db/client';
import { type SeedContext, syncSequence } from '../../db/seed/kit';
import { mapLimit, storeSvgImage } from '../../storage/images';
import { brandSvg, productSvg, VIEWS, type View } from './art';
import { refreshProductRatings } from './queries';
import { brands, productCategories, productImages, productReviews, products, REVIEW_STATUS, units } from './schema';
import { AUTHORS, BRANDS, LINES, REVIEW_TEXTS, UNITS } from './seed-data';

const PROMOTIONS = 329;
const BEST_SELLERS = 335;
const NEW_ARRIVALS = 334;
const VIEW_ALT: Record<View, string> = {
  hero: 'نمای روبه‌رو',
  pattern: 'نمای طرح‌دار',
  detail: 'نمای نزدیک',
  duo: 'دو رنگ',
};
// Fixed dates keep the demo data (and so ETags) the same on every database.
const DAY = 86_400_000;
const NEWEST = Date.UTC(2025, 5, 1, 9, 0, 0);

/** Small deterministic generator (mulberry32) so every database gets the same demo data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Units, brands (with generated logos), 80 products in 12 categories with generated galleries, and reviews. */
export async function seedProducts(db: Db, { storage }: SeedContext) {
  await db
    .insert(units)
    .values(UNITS.map((u, i) => ({ ...u, priority: i + 1 })))
    .onConflictDoNothing();

  // Every distinct design is rendered once: one emblem per brand, four views per catalogue line.
  const square = { width: 1024, height: 1024 };
  const [logos, lineArt] = await Promise.all([
    mapLimit(BRANDS, 4, ([slug, , , , hue], i) =>
      storeSvgImage(storage, `brand-${slug}`, brandSvg(hue, i), { width: 640, height: 640 }),
    ),
    mapLimit(
      LINES.flatMap((line) => VIEWS.map((view) => ({ line, view }))),
      4,
      ({ line, view }) =>
        storeSvgImage(storage, `${line.shape}-${view}`, productSvg(line.shape, line.hue, view), square),
    ),
  ]);

  const brandIds = new Map<string, { id: number; title: string; country: string; about: string }>();
  await db
    .insert(brands)
    .values(
      BRANDS.map(([slug, title, titleEn, country, , description], i) => {
        brandIds.set(slug, { id: i + 1, title, country, about: description });
        const logo = logos[i];
        return {
          id: i + 1,
          slug,
          title,
          titleEn,
          country,
          description,
          logoKey: logo.key,
          logoAlt: `نشان ${title}`,
          logoWidth: logo.width,
          logoHeight: logo.height,
          priority: i + 1,
        };
      }),
    )
    .onConflictDoNothing();

  const rand = random(55);
  const productRows: (typeof products.$inferInsert)[] = [];
  const links: (typeof productCategories.$inferInsert)[] = [];
  const images: (typeof productImages.$inferInsert)[] = [];
  const reviews: (typeof productReviews.$inferInsert)[] = [];
  let id = 0;
  LINES.forEach((line, lineIndex) => {
    for (const [title, brandSlug, toman, oldToman, stock, values] of line.items) {
      id += 1;
      const brand = brandIds.get(brandSlug)!;
      const attributes = [
        { title: 'برند', value: brand.title },
        ...line.specTitles.map((t, i) => ({ title: t, value: values[i] ?? '—' })),
      ];
      const createdAt = new Date(NEWEST - ((id * 37) % 180) * DAY - id * 60_000);
      productRows.push({
        id,
        title,
        slug: `${brandSlug}-${id}`,
        sku: `VIP-${line.categoryId}-${String(id).padStart(4, '0')}`,
        summary: `${line.noun} ${brand.title}؛ ${line.specTitles[0]}: ${values[0]}، ${line.specTitles[1]}: ${values[1]}`,
        description: [
          `${title} محصول برند ${brand.title} (${brand.country}) است. ${brand.about}`,
          line.about,
          `مشخصات کلیدی: ${attributes.map((a) => `${a.title} ${a.value}`).join('، ')}.`,
          `${line.care} ارسال به سراسر کشور و تحویل در فرودگاه‌های امام خمینی، مهرآباد، مشهد و شیراز امکان‌پذیر است.`,
        ].join('\n\n'),
        brandId: brand.id,
        unitId: line.unitId,
        price: toman * 10,
        oldPrice: oldToman ? oldToman * 10 : null,
        stock,
        attributes,
        salesCount: Math.floor(rand() * 500),
        priority: id % 5,
        createdAt,
      });
      links.push({ productId: id, categoryId: line.categoryId });
      if (oldToman) links.push({ productId: id, categoryId: PROMOTIONS });

      const count = 2 + (id % 3);
      for (let k = 0; k < count; k++) {
        const view = VIEWS[(id + k) % VIEWS.length];
        const art = lineArt[lineIndex * VIEWS.length + VIEWS.indexOf(view)];
        images.push({
          productId: id,
          key: art.key,
          alt: `${title}، ${VIEW_ALT[view]}`,
          width: art.width,
          height: art.height,
          priority: k,
        });
      }

      const reviewCount = Math.floor(rand() * 7);
      for (let k = 0; k < reviewCount; k++) {
        const rate = [5, 4, 5, 3, 4, 5, 2, 4, 1, 5][Math.floor(rand() * 10)];
        const texts = REVIEW_TEXTS[rate - 1];
        const [reviewTitle, text] = texts[Math.floor(rand() * texts.length)];
        reviews.push({
          productId: id,
          authorName: AUTHORS[Math.floor(rand() * AUTHORS.length)],
          title: reviewTitle,
          description: text,
          rate,
          status: REVIEW_STATUS.approved,
          createdAt: new Date(createdAt.getTime() + (k + 1) * 3 * DAY + Math.floor(rand() * DAY)),
        });
      }
      // Some reviews wait for moderation and must never be public.
      if (id % 5 === 0) {
        reviews.push({
          productId: id,
          authorName: 'کاربر مهمان',
          description: 'این دیدگاه هنوز تأیید نشده است.',
          rate: 1,
          status: REVIEW_STATUS.pending,
          createdAt: new Date(createdAt.getTime() + DAY),
        });
      }
    }
  });
  const bySales = [...productRows].sort((a, b) => b.salesCount! - a.salesCount!).slice(0, 12);
  const newest = [...productRows].sort((a, b) => +b.createdAt! - +a.createdAt!).slice(0, 12);
  for (const p of bySales) links.push({ productId: p.id!, categoryId: BEST_SELLERS });
  for (const p of newest) links.push({ productId: p.id!, categoryId: NEW_ARRIVALS });

  await db.insert(products).values(productRows).onConflictDoNothing();
  await db.insert(productCategories).values(links).onConflictDoNothing();
  await db.insert(productImages).values(images);
  await db.insert(productReviews).values(reviews);
  await refreshProductRatings(db);
  for (const table of ['units', 'brands', 'products', 'product_images', 'product_reviews'])
    await syncSequence(db, table);
}
