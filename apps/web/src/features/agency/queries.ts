/** Query keys of the agency area (useMemberQuery adds the member's id): a booking or a cancel refreshes these. */
export const ACCOUNT_KEY = ['agency', 'account'] as const;
export const BOOKINGS_KEY = ['agency', 'bookings'] as const;
export const KEYS_KEY = ['agency', 'keys'] as const;
