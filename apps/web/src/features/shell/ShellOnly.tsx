'use client';

import type { ReactNode } from 'react';
import { isShellVisible } from '@vip/domain';
import { usePathname } from 'next/navigation';
import { splitLocale } from '@/i18n/routing';

/** Renders its children only on paths where the common shell is shown (the path without its locale prefix). */
export function ShellOnly({ children }: { children: ReactNode }) {
  // next/navigation and splitLocale rather than next-intl's navigation: its client code would weigh on every page.
  const pathname = splitLocale(usePathname() ?? '/').path;
  return isShellVisible(pathname) ? children : null;
}
