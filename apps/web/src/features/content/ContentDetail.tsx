import type { ContentImage } from '@vip/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { persianContentProps } from './in-persian';
import { ContentInPersian } from './ContentInPersian';
import { Fragment, type ReactNode } from 'react';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { META_SEPARATOR } from '@/features/ui/meta';
import { PageHeading } from '@/features/ui/PageHeading';
import { Paragraphs } from '@/features/ui/Paragraphs';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { MixedText } from '@/features/ui/MixedText';
import plain from '@/features/ui/plain.module.css';
import styles from './content.module.css';

interface Props {
  title: string;
  crumbs: { href: string; label: string }[];
  /** Category, date, author…: empty ones are left out; Persian parts come wrapped in `InPersian`. */
  meta: ReactNode[];
  lead?: string;
  image: ContentImage | null;
  body?: string;
  children?: ReactNode;
  aside?: ReactNode;
}

/** A news item or article: heading, meta line, cover, body; related items aside. */
export async function ContentDetail({ title, crumbs, meta, lead, image, body, children, aside }: Props) {
  const [tu, locale] = await Promise.all([getTranslations('ui'), getLocale()]);
  const persian = persianContentProps(locale);
  return (
    <div className={`container ${plain.page}`}>
      <div className={`${styles.detail} ${aside ? styles.withAside : ''}`}>
        <article>
          <PageHeading title={title} titleLang="fa" crumbs={crumbs} breadcrumbLabel={tu('breadcrumbs')} />
          <ContentInPersian />
          <p className={`${styles.meta} ${plain.body2} ${plain.muted}`} data-testid="content-meta">
            {meta.filter(Boolean).map((m, i) => (
              <Fragment key={i}>
                {i > 0 && META_SEPARATOR}
                {m}
              </Fragment>
            ))}
          </p>
          {lead && (
            <p className={styles.lead} {...persian}>
              <MixedText>{lead}</MixedText>
            </p>
          )}
          {image && (
            <div className={styles.cover} {...persian}>
              <ResponsiveImage image={image} sizes="(max-width: 900px) 100vw, 740px" priority aspectRatio="16 / 9" />
            </div>
          )}
          {body && (
            <div lang="fa" dir="rtl">
              <Paragraphs text={body} />
            </div>
          )}
          {children}
        </article>
        {aside && <aside>{aside}</aside>}
      </div>
    </div>
  );
}

/** A short titled list of links beside an article. */
export function RelatedLinks({
  title,
  items,
}: {
  title: string;
  /** Titles are Persian content; `metaLang` marks a Persian meta line (a category) as well. */
  items: { href: string; title: string; meta?: string; metaLang?: string }[];
}) {
  if (!items.length) return null;
  return (
    <section className={`${plain.paper} ${styles.related}`} aria-label={title}>
      <h2>
        <MixedText>{title}</MixedText>
      </h2>
      <ul>
        {items.map((i) => (
          <li key={i.href}>
            <Link href={i.href} lang="fa" dir="rtl">
              <MixedText>{i.title}</MixedText>
            </Link>
            {i.meta && (
              <span className={plain.caption} lang={i.metaLang} dir={i.metaLang && 'rtl'}>
                {i.meta}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
