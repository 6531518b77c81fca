import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './text.module.css';
import { MixedText } from '@/features/ui/MixedText';

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
                <Link href={c.href}>
                  <MixedText>{c.label}</MixedText>
                </Link>
              </li>
            ))}
            <li aria-current="page">
              <MixedText>{title}</MixedText>
            </li>
          </ol>
        </nav>
      )}
      <h1 className={styles.h1}>
        <MixedText>{title}</MixedText>
      </h1>
      {subtitle && <p className={styles.lead}>{subtitle}</p>}
    </header>
  );
}
