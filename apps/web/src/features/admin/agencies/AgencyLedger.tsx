'use client';

import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_LEDGER_KIND_LABELS, adminAgencyEndpoints } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { usePermissions } from 'react-admin';
import { mayCall } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import { Fa, Money, When } from '../ui';
import { ListCard } from './ListCard';
import { A } from './messages';

/** The agency's latest ledger lines (bookings −, refunds and payments +), so finance sees what the balance is made of. */
export function AgencyLedger({ agencyId }: { agencyId: number }) {
  const staffApi = useStaffApi();
  const { permissions: role } = usePermissions<StaffRole>();
  const allowed = mayCall(role, adminAgencyEndpoints.adminListAgencyLedger);
  const ledger = useQuery({
    queryKey: ['agency-ledger', agencyId],
    queryFn: () =>
      staffApi(adminAgencyEndpoints.adminListAgencyLedger, { params: { id: agencyId }, query: { limit: 20 } }),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <ListCard
      title={A.ledger}
      query={ledger}
      empty={A.noLedger}
      testId="agency-ledger"
      row={(l) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>{AGENCY_LEDGER_KIND_LABELS[l.kind]}</Typography>
          <Typography color={l.amount < 0 ? 'error' : 'success.main'}>
            <Money rial={Math.abs(l.amount)} /> {l.amount < 0 ? A.debit : A.credit}
          </Typography>
          {l.order_id && (
            <Typography variant="body2">
              {A.order} <Fa n={`#${l.order_id}`} />
            </Typography>
          )}
          {l.note && <Typography variant="body2">{l.note}</Typography>}
          <Typography variant="body2" color="text.secondary">
            <When at={l.created_at} />
          </Typography>
        </>
      )}
    />
  );
}
