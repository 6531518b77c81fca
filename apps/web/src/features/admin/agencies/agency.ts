import type { adminAgencyEndpoints, ItemOf } from '@vip/contract';

/** An agency as the back office lists it: commission, credit line, used, available and the ledger's balance. */
export type Agency = ItemOf<typeof adminAgencyEndpoints.adminListAgencies>;
