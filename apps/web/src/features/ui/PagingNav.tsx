import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { readerDigits } from '@/i18n/reader-digits';
import { localizedPath, splitLocale } from '@/i18n/routing';
import { Icon } from './Icon';
import plain from './plain.module.css';

interface Props {
  /** Path of the list page. */
  pathname: string;
  /** The other URL parameters to keep (filters). */
  query: Record<string, string>;
  total: number;
  limit: number;
  page: number;
  /** The navigation's accessible name (default: the generic "pages"). */
  label?: string;
  /** An element id the links lead to (a list lower on the page: its heading, not the page's top). */
  fragment?: string;
}

/**
 * The page numbers to show, like MUI's Pagination with one boundary page and no siblings: first, current, last,
 * with an ellipsis where pages are left out (a single left-out page is shown instead).
 */
export function pageItems(page: number, count: number): (number | 'gap')[] {
  const range = (a: number, b: number) => Array.from({ length: Math.max(b - a + 1, 0) }, (_, i) => a + i);
  const start = Math.max(Math.min(page, count - 2), 3);
  const end = Math.min(Math.max(page, 3), count - 2);
  return [
    1,
    ...(start > 3 ? ['gap' as const] : 2 < count - 1 ? [2] : []),
    ...range(start, end),
    ...(end < count - 2 ? ['gap' as const] : count - 1 > 1 ? [count - 1] : []),
    ...(count > 1 ? [count] : []),
  ].filter((p, i, all) => p === 'gap' || all.indexOf(p) === i);
}

/**
 * Page links (`?page=n`, other parameters kept) in the page's language and digits. Plain HTML: works without JavaScript and
 * renders on the server when a server component uses it.
 */
export function PagingNav({ pathname, query, total, limit, page, label, fragment }: Props) {
  const t = useTranslations('ui');
  const locale = useLocale();
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(query);
    params.delete('page');
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    // In the page's language: a locale-less `pathname` gets its prefix, one read from the URL keeps it.
    const path = localizedPath(locale, splitLocale(pathname).path);
    return `${qs ? `${path}?${qs}` : path}${fragment ? `#${fragment}` : ''}`;
  };
  const step = (to: number, label: string, icon: 'chevronRight' | 'chevronLeft') =>
    to < 1 || to > count ? (
      <span className={plain.pageItem} aria-disabled="true">
        <Icon name={icon} size={20} />
        <span className="visually-hidden">{label}</span>
      </span>
    ) : (
      <Link href={href(to)} className={plain.pageItem} aria-label={label}>
        <Icon name={icon} size={20} />
      </Link>
    );
  return (
    <nav aria-label={label ?? t('pagination')} className={plain.pager}>
      <ul>
        {/* Right to left: "previous" is first and points right. */}
        <li>{step(page - 1, t('previousPage'), 'chevronRight')}</li>
        {pageItems(page, count).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={plain.pageItem} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={plain.pageItem}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pageN', { n: readerDigits(locale, String(p)) })}
              >
                {readerDigits(locale, String(p))}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('nextPage'), 'chevronLeft')}</li>
      </ul>
    </nav>
  );
}
