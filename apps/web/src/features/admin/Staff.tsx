'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, staffCreateBody } from '@vip/contract';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@vip/domain';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { choicesOf } from './choices';
import { DeskGrid } from './DeskGrid';
import { M } from './messages';
import { useStaffApi } from './staff-api-context';
import { Latin, When, DeskList } from './ui';

type StaffAccount = {
  id: number;
  email: string;
  full_name: string;
  role: StaffRole;
  mobile: string | null;
  active: boolean;
  created_at: string;
  last_signin_at: string | null;
};

/** Role and active flag changed in place (PUT staff/:id; an admin cannot demote or deactivate themself: 409). */
function StaffControls({ account }: { account: StaffAccount }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const update = async (body: { role?: StaffRole; active?: boolean }) => {
    try {
      await staffApi(api.adminUpdateStaff, { params: { id: account.id }, body });
      notify(M.actions.done, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
    refresh();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={M.fields.role}
        value={account.role}
        onChange={(e) => void update({ role: e.target.value as StaffRole })}
        sx={{ minWidth: 160 }}
      >
        {STAFF_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
      <Switch
        checked={account.active}
        onChange={(e) => void update({ active: e.target.checked })}
        slotProps={{ input: { 'aria-label': `${M.fields.active} – ${account.email}` } }}
      />
    </Stack>
  );
}

/** Admin: staff accounts with their role and active flag. */
export function StaffList() {
  return (
    <DeskList>
      <DeskGrid<StaffAccount>
        heading={(r) => (
          <span>
            {r.full_name} – <Latin>{r.email}</Latin>
          </span>
        )}
        actions={(r) => <StaffControls account={r} />}
        columns={[
          { label: M.fields.fullName, render: (r) => r.full_name, inCard: false },
          { label: M.fields.email, render: (r) => <Latin>{r.email}</Latin>, inCard: false },
          { label: M.fields.mobile, render: (r) => (r.mobile ? <Latin>{r.mobile}</Latin> : M.noValue) },
          { label: M.fields.lastSignin, render: (r) => <When at={r.last_signin_at} /> },
        ]}
      />
    </DeskList>
  );
}

/** The new account's TOTP enrolment, shown once as a QR for the authenticator app. */
function Enrolment({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const [qr, setQr] = useState('');
  useEffect(() => {
    void toDataURL(url, { margin: 1, width: 220 }).then(setQr);
  }, [url]);
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 560 }} data-testid="staff-enrolment">
      <Alert severity="warning">{M.staff.created}</Alert>
      {qr && <Box component="img" src={qr} alt={M.staff.qr} sx={{ width: 220, height: 220 }} />}
      <Typography>
        {M.staff.secret}: <Latin>{secret}</Latin>
      </Typography>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {M.staff.ok}
      </Button>
    </Stack>
  );
}

/** Admin: a new staff account (validated by the contract's schema); its TOTP enrolment is shown once. */
export function StaffCreate() {
  const redirect = useRedirect();
  const [made, setMade] = useState<{ otpauth_url: string; totp_secret: string } | null>(null);
  if (made)
    return <Enrolment url={made.otpauth_url} secret={made.totp_secret} onDone={() => redirect('list', 'staff')} />;
  return (
    <Create
      mutationOptions={{
        onSuccess: (data) => setMade(data as unknown as { otpauth_url: string; totp_secret: string }),
      }}
    >
      <SimpleForm resolver={zodResolver(staffCreateBody)} defaultValues={{ role: 'vip_desk' }}>
        <TextInput source="full_name" label={M.fields.fullName} />
        <TextInput source="email" label={M.fields.email} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextInput
          source="mobile"
          label={M.fields.staffMobile}
          parse={(v: string) => (v === '' ? undefined : v)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        <SelectInput source="role" label={M.fields.role} choices={choicesOf(STAFF_ROLE_LABELS)} />
        <PasswordInput source="password" label={M.fields.password} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </SimpleForm>
    </Create>
  );
}
