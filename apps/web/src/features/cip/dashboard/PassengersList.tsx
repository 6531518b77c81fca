'use client';

import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type SavedPassenger } from '@vip/contract';
import { AGE_TYPE_ORDER, AgeType, blankPerson, Nationality, type Person, personProblems } from '@vip/domain';
import { UserText } from '@/features/ui/UserText';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useInvalidateMember, useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { ApiClientError } from '@/lib/api-call';
import { personInput } from '../booking-body';
import { PersonFields } from '../PersonFields';
import { personOfSaved } from '../wizard/PassengersStep';
import { useDomainLabels } from '@/features/ui/domain-labels';

/** /dashboard/cip/passengers/passengers-list (§2): the member's saved passengers, added, edited and deleted here. */
export function PassengersList() {
  const { AGE_TYPE_LABELS, NATIONALITY_LABELS } = useDomainLabels();
  const fmt = useFormat();
  const t = useTranslations('cipDashboard');
  const list = useMemberEndpoint(api.listCipPassengers, { query: { limit: 100 } });
  const invalidate = useInvalidateMember();
  const memberCall = useMemberCall();
  const [editing, setEditing] = useState<{ id: number | null; person: Person } | null>(null);
  const [removing, setRemoving] = useState<SavedPassenger | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    if (!removing) return;
    setError(null);
    try {
      await memberCall(api.deleteCipPassenger, { params: { id: removing.id } });
      await invalidate('listCipPassengers');
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : String(e));
    }
    setRemoving(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          {t('passengersTitle')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAdd />}
          onClick={() => setEditing({ id: null, person: blankPerson(AgeType.adult) })}
          data-testid="add-passenger"
        >
          {t('addPassenger')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {list.isLoading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : list.error ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data?.data.length === 0 ? (
        <Alert severity="info">{t('noPassengers')}</Alert>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {list.data?.data.map((p) => (
            <Paper
              component="li"
              key={p.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid={`saved-${p.id}`}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  <UserText>
                    {p.first_name} {p.last_name}
                  </UserText>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {AGE_TYPE_LABELS[p.person_age_type as AgeType]} — {NATIONALITY_LABELS[p.nationality as Nationality]} —{' '}
                  <bdi dir="ltr">
                    {fmt.digits(p.nationality === Nationality.iranian ? p.national_code : p.passport_number)}
                  </bdi>
                </Typography>
              </Box>
              <IconButton
                aria-label={t('editPassenger', { name: `${p.first_name} ${p.last_name}` })}
                onClick={() =>
                  setEditing({
                    id: p.id,
                    person: { ...blankPerson(p.person_age_type as AgeType), ...personOfSaved(p) },
                  })
                }
              >
                <Edit />
              </IconButton>
              <IconButton
                aria-label={t('deletePassenger', { name: `${p.first_name} ${p.last_name}` })}
                onClick={() => setRemoving(p)}
              >
                <Delete />
              </IconButton>
            </Paper>
          ))}
        </Box>
      )}
      {editing && <PassengerDialog key={editing.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-title">
        <DialogTitle id="remove-title">
          {t('deleteConfirm', { name: `${removing?.first_name ?? ''} ${removing?.last_name ?? ''}` })}
        </DialogTitle>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('keep')}</Button>
          <Button color="error" variant="contained" onClick={remove} data-testid="confirm-delete">
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function PassengerDialog({
  editing,
  onClose,
}: {
  editing: { id: number | null; person: Person };
  onClose: () => void;
}) {
  const { AGE_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cipDashboard');
  const memberCall = useMemberCall();
  const invalidate = useInvalidateMember();
  const [person, setPerson] = useState(editing.person);
  const [shown, setShown] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const problems = personProblems(person, t('thePassenger'));
    setShown(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const body = personInput(person);
      if (editing.id === null) await memberCall(api.createCipPassenger, { body });
      else await memberCall(api.updateCipPassenger, { params: { id: editing.id }, body });
      await invalidate('listCipPassengers');
      onClose();
    } catch (e) {
      setShown([e instanceof ApiClientError ? e.message : String(e)]);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="passenger-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="passenger-dialog-title">
        {editing.id === null ? t('addPassenger') : t('editPassengerTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          size="small"
          label={t('ageType')}
          value={person.ageType}
          onChange={(e) => setPerson({ ...person, ageType: Number(e.target.value) as AgeType })}
          sx={{ maxWidth: 240 }}
        >
          {AGE_TYPE_ORDER.map((a) => (
            <MenuItem key={a} value={a}>
              {AGE_TYPE_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <PersonFields
          person={person}
          index="dialog"
          requireMobile={false}
          onChange={(patch) => setPerson({ ...person, ...patch })}
        />
        {shown.length > 0 && (
          <Alert severity="error" role="alert">
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {shown.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancelEdit')}</Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="save-passenger">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
