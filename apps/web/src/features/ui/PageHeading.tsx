import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TextLink } from '@/components/links';

interface Props {
  title: string;
  crumbs?: { href: string; label: string }[];
  subtitle?: ReactNode;
  breadcrumbLabel: string;
}

/** Breadcrumbs, the page's h1 and an optional lead. */
export function PageHeading({ title, crumbs = [], subtitle, breadcrumbLabel }: Props) {
  return (
    <header>
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label={breadcrumbLabel} sx={{ mb: 1, fontSize: '0.875rem' }}>
          {crumbs.map((c) => (
            <TextLink key={c.href} href={c.href} color="inherit" underline="hover">
              {c.label}
            </TextLink>
          ))}
          <Typography component="span" color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.5 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
          {subtitle}
        </Typography>
      )}
    </header>
  );
}
