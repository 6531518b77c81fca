import type { ContentImage } from '@vip/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { PageHeading } from '@/features/ui/PageHeading';
import { Paragraphs } from '@/features/ui/Paragraphs';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { joinMeta } from '@/features/ui/meta';
import { MixedText } from '@/features/ui/MixedText';
import plain from '@/features/ui/plain.module.css';
import styles from './content.module.css';

interface Props {
  title: string;
  crumbs: { href: string; label: string }[];
  meta: string[];
  lead?: string;
  image: ContentImage | null;
  body?: string;
  children?: ReactNode;
  aside?: ReactNode;
}

/** A news item or article: heading, meta line, cover, body; related items aside. */
export async function ContentDetail({ title, crumbs, meta, lead, image, body, children, aside }: Props) {
  const tu = await getTranslations('ui');
  return (
    <div className={`container ${plain.page}`}>
      <div className={`${styles.detail} ${aside ? styles.withAside : ''}`}>
        <article>
          <PageHeading title={title} crumbs={crumbs} breadcrumbLabel={tu('breadcrumbs')} />
          <p className={`${styles.meta} ${plain.body2} ${plain.muted}`} data-testid="content-meta">
            {joinMeta(meta)}
          </p>
          {lead && (
            <p className={styles.lead}>
              <MixedText>{lead}</MixedText>
            </p>
          )}
          {image && (
            <div className={styles.cover}>
              <ResponsiveImage image={image} sizes="(max-width: 900px) 100vw, 740px" priority aspectRatio="16 / 9" />
            </div>
          )}
          {body && <Paragraphs text={body} />}
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
  items: { href: string; title: string; meta?: string }[];
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
            <Link href={i.href}>
              <MixedText>{i.title}</MixedText>
            </Link>
            {i.meta && <span className={plain.caption}>{i.meta}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
