'use client';

// MUI components rendered as Next links. Server components cannot pass `component={Link}` themselves
// (a function can't cross to a client component), so they use these. Links keep the page's locale prefix.
import Button, { type ButtonProps } from '@mui/material/Button';
import CardActionArea, { type CardActionAreaProps } from '@mui/material/CardActionArea';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { LocaleLink as Link } from '@/i18n/LocaleLink';

type Href = { href: string; prefetch?: boolean };

/** A MUI Button that navigates with next/link. */
export function LinkButton(props: ButtonProps & Href) {
  return <Button component={Link} {...props} />;
}

/** A MUI CardActionArea that navigates with next/link. */
export function LinkCardArea(props: CardActionAreaProps & Href) {
  return <CardActionArea component={Link} {...props} />;
}

/** A MUI text link that navigates with next/link. */
export function TextLink(props: MuiLinkProps & Href) {
  return <MuiLink component={Link} {...props} />;
}
