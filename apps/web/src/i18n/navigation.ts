import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Link, redirect and router that keep the current locale's prefix (`/en/…`, `/ar/…`; Persian has none). */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
