import { AgencyKeys } from '@/features/agency/AgencyKeys';

/** The agency's API keys (owners only). */
export default function AgencyKeysPage() {
  return <AgencyKeys />;
}
