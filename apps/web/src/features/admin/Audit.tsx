'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAFF_ROLE_LABELS, type StaffRole } from '@vip/domain';
import { TextInput, useRecordContext } from 'react-admin';
import { DeskGrid } from './DeskGrid';
import { JalaliDateInput } from './inputs';
import { M } from './messages';
import { Fa, Latin, When, DeskList } from './ui';

type AuditEntry = {
  id: number;
  staff_id: number;
  staff_email: string;
  role: StaffRole;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
  client_ip: string;
  created_at: string;
};

const ltr = { htmlInput: { dir: 'ltr' } } as const;
const filters = [
  <TextInput key="staff_id" source="staff_id" label={M.fields.staff} slotProps={ltr} alwaysOn />,
  <TextInput key="action" source="action" label={M.fields.action} slotProps={ltr} alwaysOn />,
  <TextInput key="entity" source="entity" label={M.fields.entity} slotProps={ltr} alwaysOn />,
  <TextInput key="entity_id" source="entity_id" label={M.fields.entityId} slotProps={ltr} />,
  <JalaliDateInput key="from" source="from" label={M.fields.from} alwaysOn />,
  <JalaliDateInput key="to" source="to" label={M.fields.to} alwaysOn />,
];

const Json = ({ label, value }: { label: string; value: unknown }) => (
  <Box sx={{ flex: 1, minWidth: 0 }}>
    <Typography variant="subtitle2">{label}</Typography>
    <Box
      component="pre"
      dir="ltr"
      sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', fontSize: 12 }}
    >
      {value ? JSON.stringify(value, null, 2) : '—'}
    </Box>
  </Box>
);

function Change() {
  const e = useRecordContext<AuditEntry>();
  if (!e) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 1 }}>
      <Json label={M.fields.before} value={e.before} />
      <Json label={M.fields.after} value={e.after} />
    </Stack>
  );
}

/** Admin: the append-only log of staff writes, newest first, by staff, action, entity and date range. */
export function AuditList() {
  return (
    <DeskList filters={filters}>
      <DeskGrid<AuditEntry>
        expand={<Change />}
        heading={(r) => (
          <span>
            <When at={r.created_at} /> – <Latin>{r.action}</Latin>
          </span>
        )}
        columns={[
          { label: M.fields.createdAt, render: (r) => <When at={r.created_at} />, inCard: false },
          {
            label: M.fields.staff,
            render: (r) => (
              <span>
                <Latin>{r.staff_email}</Latin> – {STAFF_ROLE_LABELS[r.role]}
              </span>
            ),
          },
          { label: M.fields.action, render: (r) => <Latin>{r.action}</Latin>, inCard: false },
          {
            label: M.fields.entity,
            render: (r) => (
              <span>
                <Latin>{r.entity}</Latin> {r.entity_id ? <Fa n={`#${r.entity_id}`} /> : null}
              </span>
            ),
          },
          { label: M.fields.note, render: (r) => r.note ?? M.noValue },
          { label: M.fields.clientIp, render: (r) => <Latin>{r.client_ip}</Latin> },
        ]}
      />
    </DeskList>
  );
}
