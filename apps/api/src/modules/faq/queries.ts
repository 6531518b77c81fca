import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { type FaqItem, faqEndpoints, type faqListQuery, type Lang, nameIn } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isoOf } from '../../db/image-ref';
import { categoryTitleOf, parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import { faqs } from './schema';

type ListQuery = z.output<typeof faqListQuery>;

/** The columns of an FAQ, its category titled in `lang`; the question and answer come in every language. */
const columnsIn = (lang: Lang) => ({
  id: faqs.id,
  categoryId: faqs.categoryId,
  categoryTitle: categoryTitleOf(faqs, lang),
  question: faqs.question,
  answer: faqs.answer,
  questionEn: faqs.questionEn,
  answerEn: faqs.answerEn,
  questionAr: faqs.questionAr,
  answerAr: faqs.answerAr,
  priority: faqs.priority,
  viewCount: faqs.viewCount,
  createdAt: faqs.createdAt,
});

const sortable = sortColumns(faqEndpoints.listFaqs.sort, {
  priority: faqs.priority,
  id: faqs.id,
  title: faqs.question,
  question: faqs.question,
  view_count: faqs.viewCount,
  created_at: faqs.createdAt,
});

/** An FAQ in `lang`: question and answer each fall back to Persian where untranslated. */
const toItem = (r: RowOf<ReturnType<typeof columnsIn>>, lang: Lang): FaqItem => ({
  id: r.id,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  question: nameIn(lang, r.question, r.questionEn, r.questionAr),
  answer: nameIn(lang, r.answer, r.answerEn, r.answerAr),
  priority: r.priority,
  view_count: r.viewCount,
  created_at: isoOf(r.createdAt),
});

/**
 * FAQs matching §7's filters in `lang`, by priority by default; the question is the title for `search_mode=title`
 * (the search reads the Persian texts).
 */
export function listFaqs(db: Db, q: ListQuery, lang: Lang = 'fa') {
  const filters: (SQL | undefined)[] = [
    q.category_ids?.length ? inArray(faqs.categoryId, q.category_ids) : undefined,
    searchWhere(q, [faqs.questionSearch, faqs.answerSearch]),
  ];
  return runList(
    db,
    {
      table: faqs,
      columns: columnsIn(lang),
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [asc(faqs.priority), asc(faqs.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toItem(r, lang),
  );
}

/** One FAQ by id in `lang`, or undefined. */
export function getFaq(db: Db, id: number, lang: Lang = 'fa') {
  return getById(db, faqs, columnsIn(lang), faqs.id, id, (r) => toItem(r, lang));
}
