'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isShellVisible } from '@vip/domain';

/** Renders its children only on paths where the common shell is shown. */
export function ShellOnly({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  return isShellVisible(pathname) ? children : null;
}
