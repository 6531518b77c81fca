'use client';

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAgencyEndpoints } from '@vip/contract';
import { type StaffRole, toLatinDigits } from '@vip/domain';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { mayCall } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import { CallButton, Latin } from '../ui';
import { ListCard } from './ListCard';
import { A } from './messages';

type AgencyRole = 'owner' | 'agent';

/** The agency's users: site members named by mobile, each an owner (sees the keys) or an agent; added and removed here. */
export function AgencyUsers({ agencyId }: { agencyId: number }) {
  const staffApi = useStaffApi();
  const { permissions: role } = usePermissions<StaffRole>();
  const users = useQuery({
    queryKey: ['agency-users', agencyId],
    queryFn: () => staffApi(adminAgencyEndpoints.adminListAgencyUsers, { params: { id: agencyId } }),
    enabled: mayCall(role, adminAgencyEndpoints.adminListAgencyUsers),
  });
  if (!mayCall(role, adminAgencyEndpoints.adminListAgencyUsers)) return null;
  return (
    <ListCard
      title={A.users}
      query={users}
      empty={A.noUsers}
      testId="agency-users"
      row={(u) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>{u.member_name || A.fields.member}</Typography>
          {u.mobile && <Latin>{u.mobile}</Latin>}
          <Typography variant="body2">{A.roles[u.role] ?? u.role}</Typography>
          {mayCall(role, adminAgencyEndpoints.adminRemoveAgencyUser) && (
            <CallButton
              label={A.removeUser}
              color="error"
              variant="outlined"
              confirm={{ title: A.removeUserTitle, content: A.removeUserAsk(u.member_name || (u.mobile ?? '')) }}
              run={(call) =>
                call(adminAgencyEndpoints.adminRemoveAgencyUser, { params: { id: agencyId, user_id: u.id } })
              }
            />
          )}
        </>
      )}
    >
      {mayCall(role, adminAgencyEndpoints.adminAddAgencyUser) && <AddUser agencyId={agencyId} />}
    </ListCard>
  );
}

/** A member by mobile (Persian digits accepted) as owner or agent; the API's Persian reason under the field. */
function AddUser({ agencyId }: { agencyId: number }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const client = useQueryClient();
  const [mobile, setMobile] = useState('');
  const [userRole, setUserRole] = useState<AgencyRole>('agent');
  const add = useMutation({
    mutationFn: () =>
      staffApi(adminAgencyEndpoints.adminAddAgencyUser, {
        params: { id: agencyId },
        body: { mobile: toLatinDigits(mobile.trim()), role: userRole },
      }),
    onSuccess: () => {
      notify(A.done, { type: 'success' });
      setMobile('');
      return client.invalidateQueries({ queryKey: ['agency-users', agencyId] });
    },
  });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <TextField
        size="small"
        label={A.fields.mobile}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={Boolean(add.error)}
        helperText={add.error?.message}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', 'data-testid': 'agency-user-mobile' } }}
      />
      <TextField
        select
        size="small"
        label={A.fields.role}
        value={userRole}
        onChange={(e) => setUserRole(e.target.value as AgencyRole)}
        sx={{ minWidth: 140 }}
      >
        {(['owner', 'agent'] as const).map((r) => (
          <MenuItem key={r} value={r}>
            {A.roles[r]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={add.isPending}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        data-testid="agency-user-add"
      >
        {A.addUser}
      </Button>
    </Stack>
  );
}
