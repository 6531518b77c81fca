import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { faqEndpoints, type FaqItem, type faqListQuery } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isoOf } from '../../db/image-ref';
import { categoryTitleOf, parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import { faqs } from './schema';

type ListQuery = z.output<typeof faqListQuery>;

const columns = {
  id: faqs.id,
  categoryId: faqs.categoryId,
  categoryTitle: categoryTitleOf(faqs),
  question: faqs.question,
  answer: faqs.answer,
  priority: faqs.priority,
  viewCount: faqs.viewCount,
  createdAt: faqs.createdAt,
};

const sortable = sortColumns(faqEndpoints.listFaqs.sort, {
  priority: faqs.priority,
  id: faqs.id,
  title: faqs.question,
  question: faqs.question,
  view_count: faqs.viewCount,
  created_at: faqs.createdAt,
});

const toItem = (r: RowOf<typeof columns>): FaqItem => ({
  id: r.id,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  question: r.question,
  answer: r.answer,
  priority: r.priority,
  view_count: r.viewCount,
  created_at: isoOf(r.createdAt),
});

/** FAQs matching §7's filters, by priority by default; the question is the title for `search_mode=title`. */
export function listFaqs(db: Db, q: ListQuery) {
  const filters: (SQL | undefined)[] = [
    q.category_ids?.length ? inArray(faqs.categoryId, q.category_ids) : undefined,
    searchWhere(q, [faqs.questionSearch, faqs.answerSearch]),
  ];
  return runList(
    db,
    {
      table: faqs,
      columns,
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [asc(faqs.priority), asc(faqs.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    toItem,
  );
}

/** One FAQ by id, or undefined. */
export function getFaq(db: Db, id: number) {
  return getById(db, faqs, columns, faqs.id, id, toItem);
}
