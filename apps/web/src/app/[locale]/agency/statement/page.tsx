import { AgencyStatement } from '@/features/agency/AgencyStatement';

/** The agency's monthly statement (Jalali months). */
export default function AgencyStatementPage() {
  return <AgencyStatement />;
}
