'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { personFromWire, type SavedPassenger } from '@vip/contract';
import {
  type CipAction,
  type CipState,
  currentOrder,
  OrderType,
  type Person,
  type PersonPatch,
  passengerLabel,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useMember } from '@/features/auth/use-member-api';
import { useSavedPassengers } from '../cip-data';
import { PersonFields } from '../PersonFields';
import { copyOutboundPassengersActions, isRoundTrip, returnHasOutboundPassengers } from './round-trip';
import { useDomainLabels } from '@/features/ui/domain-labels';

/** A saved passenger as the fields of a booking's person (the slot keeps its own age type). */
export function personOfSaved(p: SavedPassenger): PersonPatch {
  const { ageType: _slotKeepsItsAge, ...fields } = personFromWire(p);
  return fields;
}

/** Step 3 (§4): each passenger's name and identity (§5), with the member's saved passengers to pick from. */
export function PassengersStep({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const t = useTranslations('cip');
  const order = currentOrder(state);
  const { signedIn } = useMember();
  const saved = useSavedPassengers();
  const edit = (index: number, patch: PersonPatch) => dispatch({ type: 'cip/editPerson', index, patch });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!signedIn && <Alert severity="info">{t('signInForSaved')}</Alert>}
      {isRoundTrip(state) && state.currentOrderType === OrderType.Returning && (
        <SameAsOutbound state={state} dispatch={dispatch} />
      )}
      {order.passengerInfo.personList.map((p, i) => (
        <PersonCard
          key={i}
          index={i}
          person={p}
          saved={(saved.data?.data ?? []).filter((s) => s.person_age_type === p.ageType)}
          onChange={(patch) => edit(i, patch)}
        />
      ))}
    </Box>
  );
}

/** On the return: the outbound's passengers in one click (entered once), or a note that they already are. */
function SameAsOutbound({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const t = useTranslations('cip');
  if (returnHasOutboundPassengers(state)) {
    return (
      <Alert severity="success" data-testid="same-passengers-done">
        {t('samePassengersDone')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="same-passengers-offer">
      {t('samePassengersOffer')}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => {
            for (const action of copyOutboundPassengersActions(state)) dispatch(action);
          }}
          data-testid="same-passengers"
        >
          {t('samePassengers')}
        </Button>
      </Box>
    </Alert>
  );
}

function PersonCard({
  index,
  person: p,
  saved,
  onChange,
}: {
  index: number;
  person: Person;
  saved: SavedPassenger[];
  onChange: (patch: PersonPatch) => void;
}) {
  const { AGE_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const titleId = `passenger-${index}-title`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby={titleId}
      data-testid={`passenger-${index}`}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
          {passengerLabel(index)} — {AGE_TYPE_LABELS[p.ageType]}
        </Typography>
        {saved.length > 0 && (
          <TextField
            select
            size="small"
            label={t('pickSaved')}
            value=""
            onChange={(e) => {
              const s = saved.find((x) => x.id === Number(e.target.value));
              if (s) onChange(personOfSaved(s));
            }}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': `pick-saved-${index}` } as object } }}
          >
            {saved.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.first_name} {s.last_name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <PersonFields person={p} index={index} requireMobile={index === 0} onChange={onChange} />
    </Paper>
  );
}
