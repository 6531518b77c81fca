import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './text.module.css';

interface Props {
  title: string;
  crumbs?: { href: string; label: string }[];
  subtitle?: ReactNode;
  breadcrumbLabel: string;
}

/** Breadcrumbs, the page's h1 and an optional lead (plain HTML). */
export function PageHeading({ title, crumbs = [], subtitle, breadcrumbLabel }: Props) {
  return (
    <header>
      {crumbs.length > 0 && (
        <nav aria-label={breadcrumbLabel} className={styles.crumbs}>
          <ol>
            {crumbs.map((c) => (
              <li key={c.href}>
                <Link href={c.href}>{c.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1 className={styles.h1}>{title}</h1>
      {subtitle && <p className={styles.lead}>{subtitle}</p>}
    </header>
  );
}
