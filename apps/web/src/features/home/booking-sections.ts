/** Sections of the booking search bar (§3 searchBarState.section): the service types of §9. */
export const BOOKING_SECTIONS = ['fastTrack', 'businessLounge', 'cip'] as const;
export type BookingSection = (typeof BOOKING_SECTIONS)[number];
