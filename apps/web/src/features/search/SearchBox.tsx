'use client';

import type { Suggestions } from '@vip/contract';
import { formatToman, rialToToman } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MixedText } from '@/features/ui/MixedText';
import { readerDigits } from '@/i18n/reader-digits';
import { localizedPath } from '@/i18n/routing';
import { call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';
import styles from './SearchBox.module.css';

/** Wait after the last key before asking for suggestions, so typing a word costs one request. */
const DEBOUNCE_MS = 200;

interface Option {
  href: string;
  label: string;
  /** Price of a product, shown beside its title. */
  extra?: string;
}

/** The suggestion groups in the order they are listed, with the page each item opens; `price` writes a Rial price. */
function groupsOf(s: Suggestions, price: (rial: number) => string) {
  return [
    {
      key: 'suggestProducts',
      options: s.products.map((p) => ({ href: `/product/${p.id}`, label: p.title, extra: price(p.price) })),
    },
    {
      key: 'suggestBrands',
      options: s.brands.map((b) => ({ href: `/brand/${b.id}`, label: `${b.title} (${b.title_en})` })),
    },
    { key: 'suggestCategories', options: s.categories.map((c) => ({ href: `/category/${c.id}`, label: c.title })) },
    { key: 'suggestArticles', options: s.articles.map((a) => ({ href: `/articles/${a.id}`, label: a.title })) },
  ] as const satisfies readonly { key: string; options: Option[] }[];
}

/**
 * The site's search box (issue #16): a plain GET form to /products (works before hydration) that suggests products,
 * brands, shop categories and articles as the visitor types. ARIA combobox: ↓/↑ choose, Enter opens, Esc closes.
 */
export function SearchBox({
  autoFocus,
  testId,
  above,
}: {
  autoFocus?: boolean;
  testId?: string;
  /** Suggestions open upwards (the phone's search panel sits at the bottom of the screen). */
  above?: boolean;
}) {
  const t = useTranslations('shell');
  const tc = useTranslations('common');
  const config = usePublicConfig();
  const router = useRouter();
  const locale = useLocale();
  const listId = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the page came to life (its scripts load after the first paint) is taken up, not lost.
  useEffect(() => {
    const early = input.current?.value;
    if (early) {
      setQ(early);
      setOpen(document.activeElement === input.current);
    }
  }, []);

  useEffect(() => {
    const typed = q.trim();
    if (!typed) {
      setFound(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      // The endpoint's reference comes from the server (PublicConfig): the contract's schemas stay off the page.
      call(config, config.endpoints.searchSuggestions, { query: { q: typed } }, { signal: abort.signal })
        .then((res) => {
          setFound(res.data);
          setActive(-1);
        })
        .catch(() => {
          // A failed or aborted suggestion is not an error for the visitor: the form still searches.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, config]);

  // Prices in Toman in the page's digits (the formatter stays off the header: it is on every page).
  const price = (rial: number) =>
    locale === 'fa'
      ? formatToman(rial)
      : `${readerDigits(locale, rialToToman(rial).toLocaleString('en-US'))} ${tc('toman')}`;
  const groups = found ? groupsOf(found, price).filter((g) => g.options.length > 0) : [];
  const options: Option[] = groups.flatMap((g) => g.options);
  const optionId = (i: number) => `${listId}-o${i}`;
  const shown = open && q.trim().length > 0 && found !== null;

  // Suggestions and the search stay in the page's language.
  const go = (href: string) => {
    setOpen(false);
    router.push(localizedPath(locale, href));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: ↓ from the last option and ↑ from the first come back to it.
      setActive((i) => {
        const next = i + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (e.key === 'Enter' && shown && active >= 0 && active < options.length) {
      e.preventDefault();
      go(options[active].href);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  let index = -1;
  return (
    <form
      role="search"
      aria-label={t('searchLabel')}
      action={localizedPath(locale, '/products')}
      method="get"
      className={styles.form}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        const typed = q.trim();
        go(typed ? `/products?q=${encodeURIComponent(typed)}` : '/products');
      }}
    >
      <input
        ref={input}
        type="search"
        name="q"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < options.length ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the phone's search panel opens for typing and nothing else
        autoFocus={autoFocus}
        className={styles.input}
      />
      <button type="submit" className={styles.submit} aria-label={t('searchSubmit')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
          />
        </svg>
      </button>
      <div className={above ? `${styles.popup} ${styles.above}` : styles.popup} hidden={!shown}>
        <div id={listId} role="listbox" aria-label={t('suggestions')}>
          {groups.map((g) => (
            <div key={g.key} role="group" aria-label={t(g.key)}>
              <div className={styles.group} aria-hidden="true">
                {t(g.key)}
              </div>
              {g.options.map((o: Option) => {
                index += 1;
                const i = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys are the combobox input's (aria-activedescendant)
                  <div
                    key={o.href}
                    id={optionId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    className={styles.option}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(o.href)}
                    onMouseEnter={() => setActive(i)}
                  >
                    {/* The store's names are Persian: marked so on English and Arabic pages. */}
                    <span className={styles.label} lang={locale === 'fa' ? undefined : 'fa'}>
                      <MixedText>{o.label}</MixedText>
                    </span>
                    {o.extra && <span className={styles.extra}>{o.extra}</span>}
                  </div>
                );
              })}
            </div>
          ))}
          {groups.length === 0 && <div className={styles.empty}>{t('suggestNone')}</div>}
        </div>
        {groups.length > 0 && (
          <button type="submit" className={styles.all}>
            {t.rich('suggestAll', { q: q.trim(), term: (chunks) => <bdi>{chunks}</bdi> })}
          </button>
        )}
      </div>
    </form>
  );
}
