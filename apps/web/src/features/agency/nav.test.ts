import { describe, expect, it } from 'vitest';
import { activeAgencyNav } from './nav';

describe('the agency area navigation', () => {
  it('marks the entry a page belongs to: a booking belongs to the bookings', () => {
    expect(activeAgencyNav('/agency')).toBe('bookings');
    expect(activeAgencyNav('/agency/bookings/12')).toBe('bookings');
    expect(activeAgencyNav('/agency/new')).toBe('newBooking');
    expect(activeAgencyNav('/agency/statement')).toBe('statement');
    expect(activeAgencyNav('/agency/keys/')).toBe('keys');
    expect(activeAgencyNav('/dashboard')).toBeUndefined();
  });
});
