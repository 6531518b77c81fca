/**
 * The member area's navigation: one list read by the dashboard side nav, the header's account menu and the
 * phone bottom bar, so every member page is reachable from each of them. Pages of other features (store orders,
 * CIP orders, passengers) are built by those features at exactly these paths.
 */
export type MemberNavKey =
  | 'home'
  | 'orders'
  | 'cipOrders'
  | 'passengers'
  | 'credit'
  | 'tickets'
  | 'favorites'
  | 'reviews'
  | 'profile';

export interface MemberNavItem {
  key: MemberNavKey;
  href: string;
  /** Other path prefixes that belong to this entry (detail pages, sibling pages). */
  also?: readonly string[];
}

export const MEMBER_HOME = '/dashboard';

export const MEMBER_NAV: readonly MemberNavItem[] = [
  { key: 'home', href: MEMBER_HOME },
  { key: 'orders', href: '/dashboard/order', also: ['/order/'] },
  { key: 'cipOrders', href: '/dashboard/cip/order/order-list', also: ['/dashboard/cip/order'] },
  { key: 'passengers', href: '/dashboard/cip/passengers/passengers-list', also: ['/dashboard/cip/passengers'] },
  { key: 'credit', href: '/credit' },
  { key: 'tickets', href: '/dashboard/tickets' },
  { key: 'favorites', href: '/product/favorite' },
  { key: 'reviews', href: '/dashboard/reviews' },
  { key: 'profile', href: '/dashboard/profile' },
];

const within = (pathname: string, prefix: string) =>
  prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The entry a path belongs to (the longest matching prefix wins, so /dashboard/tickets is not "home"). */
export function activeNavKey(pathname: string): MemberNavKey | undefined {
  let best: { key: MemberNavKey; length: number } | undefined;
  for (const item of MEMBER_NAV) {
    for (const prefix of [item.href, ...(item.also ?? [])]) {
      if (within(pathname, prefix) && (!best || prefix.length > best.length))
        best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}
