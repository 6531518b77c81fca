'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { adminAgencyEndpoints } from '@vip/contract';
import { formatToman, type StaffRole, toLatinDigits, tomanToRial } from '@vip/domain';
import { useState } from 'react';
import { Confirm, useNotify, usePermissions, useRefresh } from 'react-admin';
import { mayCall } from '../staff-api';
import { useStaffApi } from '../staff-api-context';
import type { Agency } from './agency';
import { A } from './messages';

/** Finance: a payment the agency made (Toman typed, Rials sent) into its ledger, after a confirmation restating it. */
export function AgencyPayment({ agency }: { agency: Agency }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions: role } = usePermissions<StaffRole>();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rials = (() => {
    const n = Number(toLatinDigits(amount).replace(/[,٬\s]/g, ''));
    return amount.trim() !== '' && Number.isInteger(n) && n > 0 ? tomanToRial(n) : null;
  })();
  const pay = useMutation({
    mutationFn: () =>
      staffApi(adminAgencyEndpoints.adminRecordAgencyPayment, {
        params: { id: agency.id },
        body: { kind: 'payment', amount: rials as number, note: note.trim() },
      }),
    onSuccess: () => {
      notify(A.paymentDone, { type: 'success' });
      setAmount('');
      setNote('');
      refresh();
    },
    onError: (e) => setProblem(e.message),
    onSettled: () => setAsking(false),
  });
  if (!mayCall(role, adminAgencyEndpoints.adminRecordAgencyPayment)) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(null);
            if (rials === null) setProblem(`${A.fields.amountToman} را درست وارد کنید.`);
            else if (note.trim().length < 3) setProblem(`${A.fields.note} را وارد کنید.`);
            else setAsking(true);
          }}
        >
          <Typography component="h2" variant="h6">
            {A.payment}
          </Typography>
          <Typography variant="body2">{A.paymentIntro}</Typography>
          <TextField
            size="small"
            label={A.fields.amountToman}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'agency-payment-amount' } }}
          />
          <TextField
            size="small"
            label={A.fields.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'agency-payment-note' } }}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={pay.isPending}
            data-testid="agency-payment-send"
          >
            {A.send}
          </Button>
        </Stack>
        <Confirm
          isOpen={asking}
          loading={pay.isPending}
          title={A.paymentTitle}
          content={A.paymentAsk(formatToman(rials ?? 0), agency.name, note.trim())}
          confirm={A.yes}
          cancel={A.cancel}
          onConfirm={() => pay.mutate()}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
