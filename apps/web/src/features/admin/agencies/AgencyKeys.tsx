'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAgencyEndpoints } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { useId, useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { mayCall } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import { CallButton, Latin, When } from '../ui';
import { ListCard } from './ListCard';
import { A } from './messages';

/**
 * An agency's API keys: title, when made and last used, revoked or not. A new key is shown once, in a dialog with a
 * copy button (the API keeps only its hash); revoking asks first and stops the key at once.
 */
export function AgencyKeys({ agencyId }: { agencyId: number }) {
  const staffApi = useStaffApi();
  const { permissions: role } = usePermissions<StaffRole>();
  const keys = useQuery({
    queryKey: ['agency-keys', agencyId],
    queryFn: () => staffApi(adminAgencyEndpoints.adminListAgencyKeys, { params: { id: agencyId } }),
    enabled: mayCall(role, adminAgencyEndpoints.adminListAgencyKeys),
  });
  if (!mayCall(role, adminAgencyEndpoints.adminListAgencyKeys)) return null;
  return (
    <ListCard
      title={A.keys}
      action={mayCall(role, adminAgencyEndpoints.adminCreateAgencyKey) && <NewKeyButton agencyId={agencyId} />}
      query={keys}
      empty={A.noKeys}
      testId="agency-keys"
      row={(k) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>{k.title}</Typography>
          <Latin>{k.prefix}…</Latin>
          <Typography variant="body2">{k.revoked_at ? A.revoked : A.activeKey}</Typography>
          <Typography variant="body2" color="text.secondary">
            {A.fields.lastUsed}: {k.last_used_at ? <When at={k.last_used_at} /> : A.never}
          </Typography>
          {!k.revoked_at && mayCall(role, adminAgencyEndpoints.adminRevokeAgencyKey) && (
            <CallButton
              label={A.revoke}
              color="error"
              variant="outlined"
              data-testid={`agency-key-revoke-${k.id}`}
              confirm={{ title: A.revokeTitle, content: A.revokeAsk(k.title) }}
              run={(call) =>
                call(adminAgencyEndpoints.adminRevokeAgencyKey, { params: { id: agencyId, key_id: k.id } })
              }
            />
          )}
        </>
      )}
    />
  );
}

/** Asks the key's title, makes the key and shows it once with a copy button. */
function NewKeyButton({ agencyId }: { agencyId: number }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const client = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const make = useMutation({
    mutationFn: () =>
      staffApi(adminAgencyEndpoints.adminCreateAgencyKey, { params: { id: agencyId }, body: { title: title.trim() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['agency-keys', agencyId] }),
  });
  const key = make.data?.data.key;
  const close = () => {
    setOpen(false);
    setTitle('');
    make.reset();
  };
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)} data-testid="agency-new-key">
        {A.newKey}
      </Button>
      <Dialog open={open} onClose={key ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{A.newKeyTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {key ? (
            <>
              <Alert severity="warning">{A.keyShownOnce}</Alert>
              <Box
                component="output"
                dir="ltr"
                data-testid="agency-key-once"
                sx={{
                  fontFamily: 'monospace',
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                {key}
              </Box>
            </>
          ) : (
            <TextField
              label={A.fields.keyTitle}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              autoFocus
              margin="dense"
              error={Boolean(make.error)}
              helperText={make.error?.message}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'agency-key-title' } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          {key ? (
            <>
              <Button
                onClick={() =>
                  navigator.clipboard.writeText(key).then(
                    () => notify(A.copied, { type: 'success' }),
                    () => notify(A.keyShownOnce, { type: 'warning' }),
                  )
                }
              >
                {A.copy}
              </Button>
              <Button variant="contained" onClick={close}>
                {A.close}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={close}>{A.cancel}</Button>
              <Button
                variant="contained"
                onClick={() => make.mutate()}
                disabled={make.isPending}
                data-testid="agency-key-create"
              >
                {A.send}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
