import { AgencyAccount } from '@/features/agency/AgencyAccount';

/** The agency's credit line. */
export default function AgencyAccountPage() {
  return <AgencyAccount />;
}
