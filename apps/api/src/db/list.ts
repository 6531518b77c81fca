import { type AnyColumn, asc, desc, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { apiError } from '../http/errors';

/** Turns `sort` (`field`, `-field`, comma-separated) into ORDER BY terms; an unknown field is a 400 listing the allowed. */
export function parseSort(sort: string | undefined, allowed: Record<string, AnyColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!sort || sort.trim() === '') return fallback;
  const terms: SQL[] = [];
  for (const raw of sort.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part.replace(/^\+/, '');
    // Own keys only: `__proto__`, `constructor` or `toString` are not sort fields.
    const column = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (!column) {
      const names = Object.keys(allowed).join('، ');
      throw apiError('invalid_sort', `مرتب‌سازی بر اساس «${name}» ممکن نیست؛ فیلدهای مجاز: ${names}`, [
        { field: 'sort', message: `فیلدهای مجاز: ${Object.keys(allowed).join(', ')}` },
      ]);
    }
    terms.push(descending ? desc(column) : asc(column));
  }
  return terms.length ? [...terms, ...fallback] : fallback;
}

/** The list envelope of §8. */
export function listEnvelope<T>(rows: T[], total: number, limit: number, offset: number) {
  return {
    data: rows,
    paging: { offset, limit, total, returned: rows.length, has_more: offset + rows.length < total },
  };
}

/**
 * The title of the category a row's `category_id` names (null when none), as a list column of `table`: in `lang`
 * where the category has that translation, else Persian.
 */
export const categoryTitleOf = (table: PgTable, lang: 'fa' | 'en' | 'ar' = 'fa') =>
  sql<
    string | null
  >`(select ${sql.raw(lang === 'fa' ? 'c.title' : `coalesce(nullif(c.title_${lang}, ''), c.title)`)} from categories c where c.id = ${sql.raw(`"${getTableName(table)}"."category_id"`)})`;

/**
 * The sort columns of a list endpoint: exactly the fields its declaration's `sort` names (a field missing here, or
 * one the table does not declare, fails to compile), so parseSort's allow-list is the contract's.
 */
export function sortColumns<const F extends string>(
  _declared: readonly F[],
  columns: Record<F, AnyColumn | SQL>,
): Record<F, AnyColumn | SQL> {
  return columns;
}
