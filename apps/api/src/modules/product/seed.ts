import type { Db } from '../../db/client';
import { type SeedContext, syncSequence } from '../../db/seed/kit';
import { type Look, mapLimit, storeSvgImage, storeSvgLooks } from '../../storage/images';
import { kindOf, latinLabel, paintOf, productSvg } from './art';
import { WORDMARKS, wordmarkSvg } from './brand-art';
import { refreshProductRatings } from './queries';
import { brands, productCategories, productImages, productReviews, products, REVIEW_STATUS, units } from './schema';
import { AUTHORS, BRANDS, LINES, REVIEW_TEXTS, UNITS } from './seed-data';

const PROMOTIONS = 329;
const BEST_SELLERS = 335;
const NEW_ARRIVALS = 334;
/**
 * A product's gallery: its drawing as is, then cheap raster changes of the same drawing (never another product's):
 * a close-up, a turned view and another colourway. A product shows the first 2–4.
 */
const PRODUCT_SIZE = { width: 640, height: 640 };
const LOOKS: [string, Look | undefined, string][] = [
  ['', undefined, 'نمای روبه‌رو'],
  ['detail', (img) => img.extract({ left: 150, top: 170, width: 340, height: 340 }), 'نمای نزدیک'],
  ['turn', (img) => img.rotate(11).extract({ left: 110, top: 110, width: 520, height: 520 }), 'نمای زاویه‌دار'],
  // Red and blue swapped: another colourway of the same product (not mirrored: its label would read backwards).
  [
    'colour',
    (img) =>
      img.recomb([
        [0, 0, 1],
        [0, 1, 0],
        [1, 0, 0],
      ]),
    'رنگ دیگر',
  ],
];
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

/** Units, brands (with their wordmarks), 80 products in 12 categories each with its own gallery, and reviews. */
export async function seedProducts(db: Db, { storage }: SeedContext) {
  await db
    .insert(units)
    .values(UNITS.map((u, i) => ({ ...u, priority: i + 1 })))
    .onConflictDoNothing();

  // One wordmark per brand (lossless: it is text), one drawing per product with its own looks.
  const logos = await mapLimit(BRANDS, 4, ([slug]) => {
    const wordmark = WORDMARKS[slug];
    if (!wordmark) throw new Error(`No wordmark for brand ${slug}: add one to WORDMARKS`);
    return storeSvgImage(
      storage,
      `brand-${slug}`,
      wordmarkSvg(wordmark),
      { width: 640, height: 640 },
      { lossless: true },
    );
  });
  const titlesEn = new Map(BRANDS.map(([slug, , titleEn]) => [slug, titleEn]));
  const drawn = LINES.flatMap((line) => line.items.map((item, index) => ({ line, item, index })));
  const art = await mapLimit(drawn, 4, ({ line, item: [title, brandSlug, , , , values], index }, i) => {
    const svg = productSvg(
      kindOf(title),
      paintOf(values, line.hue, index),
      ((i * 7) % 17) - 8,
      latinLabel(title) ?? titlesEn.get(brandSlug),
    );
    const count = 2 + ((i + 1) % 3);
    const looks = Object.fromEntries(LOOKS.slice(0, count).map(([name, look]) => [name, look]));
    return storeSvgLooks(storage, `product-${i + 1}`, svg, PRODUCT_SIZE, looks);
  });

  const brandIds = new Map<string, { id: number; title: string; country: string; about: string }>();
  await db
    .insert(brands)
    .values(
      BRANDS.map(([slug, title, titleEn, country, description], i) => {
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
  LINES.forEach((line) => {
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

      const looks = art[id - 1];
      LOOKS.forEach(([name, , alt], k) => {
        const ref = looks[name];
        if (ref)
          images.push({
            productId: id,
            key: ref.key,
            alt: `${title}، ${alt}`,
            width: ref.width,
            height: ref.height,
            priority: k,
          });
      });

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
