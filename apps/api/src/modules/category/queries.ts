import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Category, categoryEndpoints, type categoryListQuery, type Lang, nameIn } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { parseSort, sortColumns } from '../../db/list';
import { runList } from '../../db/run-list';
import { rankedSearch, searchWhere } from '../../db/search';
import { categories } from './schema';

type ListQuery = z.output<typeof categoryListQuery>;

const columns = {
  id: categories.id,
  module_id: categories.moduleId,
  parent_id: categories.parentId,
  title: categories.title,
  title_en: categories.titleEn,
  title_ar: categories.titleAr,
  slug: categories.slug,
  description: categories.description,
  image_url: categories.imageUrl,
  priority: categories.priority,
  disable_in_webservice: categories.disableInWebservice,
  // Raw column names: drizzle leaves single-table selects unqualified, which a correlated subquery cannot use.
  children_count: sql<number>`(select count(*)::int from categories as child where child.parent_id = "categories"."id")`,
};

const sortable = sortColumns(categoryEndpoints.listCategories.sort, {
  id: categories.id,
  title: categories.title,
  priority: categories.priority,
  created_at: categories.createdAt,
});

type Row = { [K in keyof typeof columns]: unknown } & { title: string; title_en: string; title_ar: string };

/** A category as the API answers it: titled in the reader's language (Persian where untranslated). */
function toCategory({ title_en, title_ar, ...row }: Row, lang: Lang): Category {
  return { ...row, title: nameIn(lang, row.title, title_en, title_ar) } as Category;
}

/** Categories matching §7's filters, paged and sorted, titled in `lang`. */
export async function listCategories(db: Db, q: ListQuery, lang: Lang = 'fa') {
  const filters: (SQL | undefined)[] = [
    q.module_id !== undefined ? eq(categories.moduleId, q.module_id) : undefined,
    q.parent_id === 0 ? isNull(categories.parentId) : q.parent_id ? eq(categories.parentId, q.parent_id) : undefined,
    q.disable_in_webservice !== undefined ? eq(categories.disableInWebservice, q.disable_in_webservice) : undefined,
    q.ids?.length ? inArray(categories.id, q.ids) : undefined,
    searchWhere(q, [categories.titleSearch, categories.descriptionSearch]),
  ];
  return runList(
    db,
    {
      table: categories,
      columns,
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [asc(categories.priority), asc(categories.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (row) => toCategory(row, lang),
  );
}

/** One category by id in `lang`, or undefined. */
export async function getCategory(db: Db, id: number, lang: Lang = 'fa'): Promise<Category | undefined> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
  return row && toCategory(row, lang);
}

/** Id, title and slug of the given categories, lowest id first (a product page names the categories it is in). */
export async function categoryRefs(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: categories.id, title: categories.title, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(asc(categories.id));
}

/**
 * The header search box's categories: the few whose title holds what was typed, most relevant first, among the
 * categories of the modules that `filed` (a subquery of category ids: those products are filed under, which the
 * product module knows) belong to — the shop's, not the articles' or albums'.
 */
export async function suggestCategories(db: Db, typed: string, limit: number, filed: SQL) {
  const found = await rankedSearch(
    { search_keywords: typed },
    [{ text: categories.titleSearch, weight: 3, fuzzy: true }],
    async (arms) => (await db.$count(categories, or(...arms))) > 0,
  );
  return db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(
      and(found.where, sql`${categories.moduleId} in (select c.module_id from categories c where c.id in (${filed}))`),
    )
    .orderBy(...(found.score ? [desc(found.score)] : []), asc(categories.priority), asc(categories.id))
    .limit(limit);
}
