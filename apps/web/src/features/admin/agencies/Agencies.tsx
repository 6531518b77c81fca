'use client';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminAgencyEndpoints } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { AGENCY_STATUS_LABELS } from '@vip/contract';
import {
  Create,
  Edit,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  Toolbar,
  useEditContext,
  usePermissions,
} from 'react-admin';
import { choicesOf } from '../choices';
import { DeskGrid } from '../DeskGrid';
import { mayCall } from '../staff-api';
import { CallButton, DeskList, Latin, Money, When } from '../ui';
import type { Agency } from './agency';
import { AgencyFields } from './AgencyForm';
import { AgencyKeys } from './AgencyKeys';
import { AgencyLedger } from './AgencyLedger';
import { AgencyPayment } from './AgencyPayment';
import { AgencyUsers } from './AgencyUsers';
import { A } from './messages';

const percent = (n: number) => A.percent(n);

/** Suspend (its keys stop at once) or reactivate, each after a confirmation naming the agency. */
export function AgencyStatusButton({ agency }: { agency: Agency }) {
  const { permissions: role } = usePermissions<StaffRole>();
  if (!mayCall(role, adminAgencyEndpoints.adminUpdateAgency)) return null;
  const suspended = agency.status === 'suspended';
  return (
    <CallButton
      label={suspended ? A.reactivate : A.suspend}
      color={suspended ? 'primary' : 'error'}
      variant="outlined"
      data-testid={`agency-status-${agency.id}`}
      confirm={{
        title: suspended ? A.reactivateTitle : A.suspendTitle,
        content: suspended ? A.reactivateAsk(agency.name) : A.suspendAsk(agency.name),
      }}
      run={(staffApi) =>
        staffApi(adminAgencyEndpoints.adminUpdateAgency, {
          params: { id: agency.id },
          body: { status: suspended ? 'active' : 'suspended' },
        })
      }
    />
  );
}

const filters = [
  <SearchInput key="search_text" source="search_text" placeholder={A.searchHint} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={A.fields.status}
    choices={choicesOf(AGENCY_STATUS_LABELS)}
    alwaysOn
  />,
];

/** Admin and finance: the agencies with their commission and credit line: used, available and the ledger's balance. */
export function AgencyList() {
  return (
    <DeskList filters={filters}>
      <DeskGrid<Agency>
        rowClick="edit"
        heading={(r) => (
          <span>
            {r.name} – {r.status_label}
          </span>
        )}
        columns={[
          { label: A.fields.name, render: (r) => r.name, inCard: false },
          { label: A.fields.status, render: (r) => r.status_label, inCard: false },
          { label: A.fields.commission, render: (r) => percent(r.commission_percent) },
          { label: A.fields.creditLimit, render: (r) => <Money rial={r.credit_limit} /> },
          { label: A.fields.used, render: (r) => <Money rial={r.used} /> },
          { label: A.fields.available, render: (r) => <Money rial={r.available} /> },
          { label: A.fields.contactMobile, render: (r) => <Latin>{r.contact_mobile}</Latin> },
          { label: A.fields.createdAt, render: (r) => <When at={r.created_at} time={false} /> },
        ]}
      />
    </DeskList>
  );
}

/** A new agency: name, commission, credit line, contact mobile, legal id (checked by the contract's schema). */
export function AgencyCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm
        resolver={zodResolver(adminAgencyEndpoints.adminCreateAgency.body)}
        defaultValues={{ commission_percent: 10, credit_limit: 0 }}
        sx={{ maxWidth: 560 }}
      >
        <AgencyFields />
      </SimpleForm>
    </Create>
  );
}

/** What an agency's page holds under its form: status, account, keys, users and (finance) a payment. */
function AgencyDesk() {
  const { record } = useEditContext<Agency>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h2" variant="h6">
            {A.account}
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="agency-account">
            <span>
              {A.fields.creditLimit}: <Money rial={record.credit_limit} />
            </span>
            <span>
              {A.fields.used}: <Money rial={record.used} />
            </span>
            <span>
              {A.fields.available}: <Money rial={record.available} />
            </span>
            <span>
              {A.fields.balance}: <Money rial={Math.abs(record.balance)} />{' '}
              {record.balance < 0 ? A.debit : record.balance > 0 ? A.credit : ''}
            </span>
          </Stack>
          <div>
            <AgencyStatusButton agency={record} />
          </div>
        </CardContent>
      </Card>
      <AgencyKeys agencyId={record.id} />
      <AgencyUsers agencyId={record.id} />
      <AgencyPayment agency={record} />
      <AgencyLedger agencyId={record.id} />
    </Stack>
  );
}

const agencyFieldsBody = adminAgencyEndpoints.adminUpdateAgency.body.omit({ status: true });

/** An agency is never deleted (its ledger and bookings name it): suspended instead. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** An agency's page: its fields (edited in place), then its account, keys, users and payments. */
export function AgencyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} aside={undefined}>
      <SimpleForm
        // Status is changed by its own confirmed button only: a save of stale fields must not undo a suspension.
        resolver={zodResolver(agencyFieldsBody)}
        toolbar={saveOnly}
        sx={{ maxWidth: 560 }}
      >
        <AgencyFields />
      </SimpleForm>
      <AgencyDesk />
    </Edit>
  );
}
