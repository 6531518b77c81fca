import { AgencyBookings } from '@/features/agency/AgencyBookings';

/** The agency's bookings. */
export default function AgencyBookingsPage() {
  return <AgencyBookings />;
}
