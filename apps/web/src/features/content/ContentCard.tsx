import type { ContentImage } from '@vip/contract';
import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { persianContentProps, readerLanguageProps } from './in-persian';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import card from '@/features/ui/card.module.css';
import { MixedText } from '@/features/ui/MixedText';

interface Props {
  href: string;
  title: string;
  summary?: string;
  image: ContentImage | null;
  /** Small line above the title (category, date). */
  meta?: string;
  fallbackAlt: string;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
  priority?: boolean;
}

/**
 * A news item, article or album as a card with its cover (plain HTML: lists of these are not hydrated). The content
 * is Persian: on English and Arabic pages the card says so, and its meta line (date, counts) is in the reader's
 * language.
 */
export function ContentCard({
  href,
  title,
  summary,
  image,
  meta,
  fallbackAlt,
  headingLevel = 'h2',
  testId,
  priority,
}: Props) {
  const Heading = headingLevel;
  const locale = useLocale();
  return (
    <article className={card.card} data-testid={testId} {...persianContentProps(locale)}>
      <Link href={href} className={card.link}>
        <ResponsiveImage
          image={image}
          sizes="(max-width: 600px) 100vw, (max-width: 900px) 50vw, 370px"
          aspectRatio="16 / 9"
          fallbackAlt={fallbackAlt}
          priority={priority}
        />
        <div className={card.body}>
          {meta && (
            <p className={card.meta} {...readerLanguageProps(locale)}>
              <MixedText>{meta}</MixedText>
            </p>
          )}
          <Heading className={card.title}>
            <MixedText>{title}</MixedText>
          </Heading>
          {summary && (
            <p className={card.summary}>
              <MixedText>{summary}</MixedText>
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}

/** Cards in a responsive grid (1 / 2 / 3 columns); each child is an <li>. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 3 | 4 }) {
  return <ul className={`${card.grid} ${columns === 4 ? card.grid4 : card.grid3}`}>{children}</ul>;
}
