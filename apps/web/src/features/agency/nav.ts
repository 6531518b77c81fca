/** The agency area's pages (an owner also sees the keys); one list for the side nav and the phone's tab row. */
export type AgencyNavKey = 'bookings' | 'newBooking' | 'account' | 'statement' | 'keys';

export interface AgencyNavItem {
  key: AgencyNavKey;
  href: string;
  ownersOnly?: true;
}

export const AGENCY_HOME = '/agency';

export const AGENCY_NAV: readonly AgencyNavItem[] = [
  { key: 'bookings', href: AGENCY_HOME },
  { key: 'newBooking', href: '/agency/new' },
  { key: 'account', href: '/agency/account' },
  { key: 'statement', href: '/agency/statement' },
  { key: 'keys', href: '/agency/keys', ownersOnly: true },
];

/** The booking's page in the agency area. */
export const agencyBookingPath = (id: number) => `/agency/bookings/${id}`;
/** The booking's printable voucher in the agency area. */
export const agencyVoucherPath = (id: number) => `/agency/bookings/${id}/voucher`;

/** The entry a path belongs to: a booking's page belongs to the bookings. */
export function activeAgencyNav(pathname: string): AgencyNavKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === AGENCY_HOME || path.startsWith('/agency/bookings')) return 'bookings';
  return AGENCY_NAV.find((item) => item.href !== AGENCY_HOME && path.startsWith(item.href))?.key;
}
