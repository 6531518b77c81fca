import { api } from '@vip/contract';
import { CATALOG_NAMES, catalogEndpoints } from './Catalog';
import { PICKER_ONLY_RESOURCES } from './catalog-schema';
import type { ResourceEndpoints } from './data-provider';

type Row = Record<string, unknown>;

/** The desks' resources and the contract endpoints behind each (the menu shows a resource to the roles of its list). */
export const DESK_RESOURCES = {
  'cip-bookings': { list: api.adminListCipBookings, idOf: (r: Row) => r.reservation_id as number },
  'flight-disruption': { list: api.adminListDisruptedFlights, idOf: (r: Row) => r.flight_id as number },
  'credit-requests': { list: api.adminListCreditRequests },
  tickets: { list: api.adminListTickets, get: api.adminGetTicket },
  reviews: { list: api.adminListReviews, update: api.adminModerateReview },
  'store-orders': { list: api.adminListStoreOrders, idOf: (r: Row) => r.order_id as number },
  staff: { list: api.adminListStaff, create: api.adminCreateStaff, update: api.adminUpdateStaff },
  audit: { list: api.adminListAudit },
  payments: { list: api.adminListPaymentsToVerify },
  agencies: {
    list: api.adminListAgencies,
    get: api.adminGetAgency,
    create: api.adminCreateAgency,
    update: api.adminUpdateAgency,
  },
} satisfies Record<string, ResourceEndpoints>;

/** Every resource of the data provider: the desks' and the catalogue's (one generic screen set, see Catalog.tsx). */
export const ALL_RESOURCES: Record<string, ResourceEndpoints> = {
  ...DESK_RESOURCES,
  ...PICKER_ONLY_RESOURCES,
  ...Object.fromEntries(CATALOG_NAMES.map((name) => [name, catalogEndpoints(name)])),
};

/** The desks' own pages (outside react-admin's resources) and the endpoint whose roles may open each. */
export const DESK_PAGES = {
  checkin: api.adminGetCheckIn,
  adjustments: api.adminAdjustCredit,
  refunds: api.adminRefundOrder,
  reconciliation: api.adminReconciliation,
  stock: api.adminAdjustStock,
} as const;

/**
 * Whether a hash path (`/credit-requests`, `/tickets/12/show`, `/checkin/12345678`) names a screen of the back office:
 * when the router has no route for it, the role may not open it (rather than it not existing).
 */
export function isBackOfficeScreen(path: string): boolean {
  const first = path.split('/').find(Boolean) ?? '';
  return first in DESK_RESOURCES || first in DESK_PAGES || (CATALOG_NAMES as readonly string[]).includes(first);
}
