'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/i18n/routing';

/** next/link with the page's locale prefix, for the shell's islands (next-intl's Link adds its client code to every page). */
export function LocaleLink({ href, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  return <NextLink href={localizedPath(useLocale(), href)} {...rest} />;
}
