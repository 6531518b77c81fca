import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchColumn } from '../../db/search';

/** Frequently asked questions (categories of module 8). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** English and Arabic texts ('' until translated: answers under /en/, /ar/ fall back to Persian). */
    questionEn: text('question_en').notNull().default(''),
    answerEn: text('answer_en').notNull().default(''),
    questionAr: text('question_ar').notNull().default(''),
    answerAr: text('answer_ar').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    questionSearch: searchColumn('question'),
    answerSearch: searchColumn('answer'),
  },
  (t) => [
    index('faqs_category_idx').on(t.categoryId, t.priority),
    index('faqs_question_trgm_idx').using('gin', t.questionSearch.op('gin_trgm_ops')),
    index('faqs_answer_trgm_idx').using('gin', t.answerSearch.op('gin_trgm_ops')),
  ],
);
