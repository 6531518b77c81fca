import { LocaleLink as Link } from '@/i18n/LocaleLink';
import styles from './home.module.css';

/** A home section's h2 with an optional "see all" link (its accessible name names the section). */
export function SectionHeader({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {href && linkLabel && (
        <Link href={href} className={styles.seeAll} aria-label={`${linkLabel}: ${title}`}>
          {linkLabel}
        </Link>
      )}
    </div>
  );
}
