import type { ReactNode } from 'react';

/**
 * Text that is data, not the interface: what a member typed (a passenger's name, a ticket) or content kept in the
 * language it was written in (a store product's title). Isolated in `<bdi>` so a Persian name keeps its order in
 * an English line, and marked `data-user-content` so the language checks of the e2e tests leave it alone.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi data-user-content="">{children}</bdi>;
}

/** Persian letters (the script), and the letters only Persian has among Arabic-script languages. */
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const PERSIAN_ONLY = /[پچژگکی]/;

/**
 * A text the API has in Persian only so far (an airport desk's meeting point): marked `lang="fa"` when the page is in
 * another language, so a screen reader reads it as Persian and the reader sees it is not a translation.
 */
export function UntranslatedText({ children, lang }: { children: string; lang: string }) {
  const persian = lang === 'en' ? ARABIC_SCRIPT.test(children) : lang === 'ar' && PERSIAN_ONLY.test(children);
  return persian ? (
    <bdi lang="fa" dir="rtl">
      {children}
    </bdi>
  ) : (
    children
  );
}
