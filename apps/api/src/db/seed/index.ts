import { eq, sql } from 'drizzle-orm';
import { seedAlbums } from '../../modules/album/seed';
import { seedArticles } from '../../modules/article/seed';
import { seedCategories } from '../../modules/category/seed';
import { seedCipCatalogue, seedCipTariffs } from '../../modules/cipservice/seed';
import { seedCipDemo } from '../../modules/cipservice/seed-demo';
import { seedCatalogueTranslations } from '../../modules/cipservice/seed-translations';
import { seedCms } from '../../modules/cms/seed';
import { seedFaqs } from '../../modules/faq/seed';
import { seedNews } from '../../modules/news/seed';
import { seedCountryTranslations, seedPlaces } from '../../modules/sitemember/seed';
import { seedProducts } from '../../modules/product/seed';
import { seedDiscountCodeRules, seedStore, seedTransmitAreas } from '../../modules/store/seed';
import { openStorage } from '../../storage';
import type { Db } from '../client';
import { seedRuns } from '../schema-core';
import type { SeedContext, Seeder } from './kit';

// Seeders use the kit (kit.ts), never this registry: modules' seeds are imported here, so the other way would
// be an import cycle. Re-exported for callers of the old path.
export { type SeedContext, type Seeder, syncSequence } from './kit';

// Order matters: later seeders refer to rows of earlier ones. Add one line per module.
export const seeders: Seeder[] = [
  { name: 'categories', version: 1, run: seedCategories },
  { name: 'products', version: 1, run: seedProducts },
  { name: 'places', version: 1, run: seedPlaces },
  { name: 'store', version: 1, run: seedStore },
  { name: 'discount-code-rules', version: 1, run: seedDiscountCodeRules },
  { name: 'transmit-areas', version: 1, run: seedTransmitAreas },
  { name: 'news', version: 1, run: seedNews },
  { name: 'articles', version: 1, run: seedArticles },
  { name: 'albums', version: 1, run: seedAlbums },
  { name: 'cms', version: 1, run: seedCms },
  { name: 'faqs', version: 2, run: seedFaqs },
  { name: 'cip-catalogue', version: 1, run: seedCipCatalogue },
  { name: 'cip-tariffs', version: 1, run: seedCipTariffs },
  { name: 'cip-demo', version: 1, run: seedCipDemo },
  // English and Arabic names for a catalogue seeded before they existed (a no-op on a fresh one).
  {
    name: 'catalogue-translations',
    version: 1,
    run: async (db) => {
      await seedCatalogueTranslations(db);
      await seedCountryTranslations(db);
    },
  },
];

/** Runs every seeder whose version has not been applied yet, each in its own transaction. */
export async function seedDemoData(
  db: Db,
  only: Seeder[] = seeders,
  ctx: SeedContext = { storage: openStorage({ DATA_DIR: 'memory://', PUBLIC_API_URL: 'http://localhost:4000' }) },
) {
  for (const seeder of only) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, seeder.name));
    if (done && done.version >= seeder.version) continue;
    await db.transaction(async (tx) => {
      await seeder.run(tx, ctx);
      await tx
        .insert(seedRuns)
        .values({ name: seeder.name, version: seeder.version })
        .onConflictDoUpdate({ target: seedRuns.name, set: { version: seeder.version, appliedAt: sql`now()` } });
    });
  }
}
