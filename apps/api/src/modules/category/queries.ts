import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { categoryEndpoints, type Category, type categoryListQuery } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { parseSort, sortColumns } from '../../db/list';
import { runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import { categories } from './schema';

type ListQuery = z.output<typeof categoryListQuery>;

const columns = {
  id: categories.id,
  module_id: categories.moduleId,
  parent_id: categories.parentId,
  title: categories.title,
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

/** Categories matching §7's filters, paged and sorted. */
export async function listCategories(db: Db, q: ListQuery) {
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
    (row) => row as Category,
  );
}

/** One category by id, or undefined. */
export async function getCategory(db: Db, id: number): Promise<Category | undefined> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
  return row as Category | undefined;
}
