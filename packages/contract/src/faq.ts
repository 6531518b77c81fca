import { z } from 'zod';
import { detailOf, idParams, idList, listOf, pagingQuery, searchQuery } from './common';
import { defineEndpoints } from './endpoint';

/** A frequently asked question with its answer (paragraphs separated by blank lines). */
export const faqItem = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  priority: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** Query of GET /v1/faq/fa/faqs (§7). */
export const faqListQuery = pagingQuery(12).extend(searchQuery.shape).extend({ category_ids: idList.optional() });
export type FaqListQuery = z.input<typeof faqListQuery>;

export const faqList = listOf(faqItem);
export const faqDetail = detailOf(faqItem);
/** Category module of FAQs (its categories are 301–305). */
export const FAQ_MODULE_ID = 8;

/** Endpoints of the FAQ module (§7). */
export const faqEndpoints = defineEndpoints({
  listFaqs: {
    method: 'GET',
    path: '/v1/faq/fa/faqs',
    tag: 'faq',
    summary: 'List frequently asked questions',
    auth: 'public',
    query: faqListQuery,
    response: faqList,
    sort: ['priority', 'id', 'title', 'question', 'view_count', 'created_at'],
    publicCache: true,
  },
  getFaq: {
    method: 'GET',
    path: '/v1/faq/fa/faqs/:id',
    tag: 'faq',
    summary: 'One question with its answer',
    auth: 'public',
    params: idParams,
    response: faqDetail,
    publicCache: true,
  },
});
