import { api } from '@vip/contract';
import { CATALOG_NAMES, catalogEndpoints } from './Catalog';
import { PICKER_ONLY_RESOURCES } from './catalog-schema';
import type { ResourceEndpoints } from './data-provider';

type Row = Record<string, unknown>;

/** The desks' resources and the contract endpoints behind each (the menu shows a resource to the roles of its list). */
export const DESK_RESOURCES = {
  'cip-bookings': { list: api.adminListCipBookings, idOf: (r: Row) => r.reservation_id as number },
  'credit-requests': { list: api.adminListCreditRequests },
  tickets: { list: api.adminListTickets, get: api.adminGetTicket },
  reviews: { list: api.adminListReviews },
  'store-orders': { list: api.adminListStoreOrders, idOf: (r: Row) => r.order_id as number },
  staff: { list: api.adminListStaff, create: api.adminCreateStaff, update: api.adminUpdateStaff },
  audit: { list: api.adminListAudit },
  payments: { list: api.adminListPaymentsToVerify },
} satisfies Record<string, ResourceEndpoints>;

/** Every resource of the data provider: the desks' and the catalogue's (one generic screen set, see Catalog.tsx). */
export const ALL_RESOURCES: Record<string, ResourceEndpoints> = {
  ...DESK_RESOURCES,
  ...PICKER_ONLY_RESOURCES,
  ...Object.fromEntries(CATALOG_NAMES.map((name) => [name, catalogEndpoints(name)])),
};
