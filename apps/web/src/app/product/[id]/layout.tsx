import type { ReactNode } from 'react';
import { AppFrame } from '@/features/shell/AppFrame';

/**
 * The product page still draws MUI parts and its reviews (list and the member's own review form) use the session
 * and the query cache (issue 17 takes them out one by one): the app providers.
 */
export default function ProductLayout({ children }: { children: ReactNode }) {
  return <AppFrame>{children}</AppFrame>;
}
