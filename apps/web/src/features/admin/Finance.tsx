'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adjustmentBody, api, refuseBody } from '@vip/contract';
import { formatToman, tomanToRial } from '@vip/domain';
import { useState } from 'react';
import { Datagrid, FunctionField, SelectInput, Title, useNotify } from 'react-admin';
import { choicesOf } from './choices';
import { M } from './messages';
import { useStaffApi } from './staff-api-context';
import { BodyDialogButton, CallButton, Fa, Latin, Money, When, DeskList } from './ui';

type CreditRequest = {
  id: number;
  member_id: number;
  member_name: string;
  member_mobile: string | null;
  value: number;
  deposit_source: string;
  description: string;
  state: 'pending' | 'approved' | 'rejected';
  attachment_id: number | null;
  review_note: string | null;
  created_at: string;
};

const filters = [
  <SelectInput key="state" source="state" label={M.fields.state} choices={choicesOf(M.creditStates)} alwaysOn />,
];

/** Finance: offline top-ups with their receipts, approved (the ledger top-up) or refused with a reason. */
export function CreditRequestList() {
  return (
    <DeskList filters={filters} filterDefaultValues={{ state: 'pending' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<CreditRequest>
          label={M.fields.member}
          render={(r) => (
            <span>
              {r.member_name} {r.member_mobile ? <Latin>{r.member_mobile}</Latin> : null}
            </span>
          )}
        />
        <FunctionField<CreditRequest> label={M.fields.amount} render={(r) => <Money rial={r.value} />} />
        <FunctionField<CreditRequest> label={M.fields.depositSource} render={(r) => r.deposit_source} />
        <FunctionField<CreditRequest> label={M.fields.description} render={(r) => r.review_note ?? r.description} />
        <FunctionField<CreditRequest>
          label={M.fields.receipt}
          render={(r) => (r.attachment_id ? <Fa n={`#${r.attachment_id}`} /> : M.noValue)}
        />
        <FunctionField<CreditRequest> label={M.fields.createdAt} render={(r) => <When at={r.created_at} />} />
        <FunctionField<CreditRequest> label={M.fields.state} render={(r) => M.creditStates[r.state]} />
        <FunctionField<CreditRequest>
          label={M.fields.action}
          render={(r) =>
            r.state === 'pending' ? (
              <Stack direction="row" spacing={1}>
                <CallButton
                  label={M.actions.approve}
                  data-testid={`approve-${r.id}`}
                  run={(staffApi) => staffApi(api.adminApproveCreditRequest, { params: { id: r.id } })}
                />
                <BodyDialogButton
                  label={M.actions.reject}
                  title={M.actions.rejectTitle}
                  schema={refuseBody}
                  field="reason"
                  fieldLabel={M.fields.reason}
                  multiline
                  color="error"
                  run={(staffApi, body) => staffApi(api.adminRefuseCreditRequest, { params: { id: r.id }, body })}
                />
              </Stack>
            ) : null
          }
        />
      </Datagrid>
    </DeskList>
  );
}

/** Finance: a manual wallet adjustment (Toman typed, Rials sent) with its required reason. */
export function AdjustmentPage() {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const [values, setValues] = useState({ member_id: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [balance, setBalance] = useState<number | null>(null);
  const digits = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[,٬\s]/g, '');
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [k]: e.target.value });
  return (
    <Box sx={{ p: 2, maxWidth: 560 }}>
      <Title title={M.adjustment.title} />
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const parsed = adjustmentBody.safeParse({
            member_id: Number(digits(values.member_id)),
            amount: tomanToRial(Number(digits(values.amount))),
            reason: values.reason,
          });
          if (!parsed.success) {
            setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
            return;
          }
          setErrors({});
          try {
            setBalance((await staffApi(api.adminAdjustCredit, { body: parsed.data })).data.balance_after);
            notify(M.actions.done, { type: 'success' });
          } catch (err) {
            const body = (err as { body?: { errors?: Record<string, string> } }).body;
            if (body?.errors && Object.keys(body.errors).length) setErrors(body.errors);
            notify(err instanceof Error ? err.message : String(err), { type: 'error' });
          }
        }}
      >
        <Typography component="h1" variant="h5">
          {M.adjustment.title}
        </Typography>
        <Typography>{M.adjustment.intro}</Typography>
        <TextField
          label={M.fields.memberId}
          value={values.member_id}
          onChange={set('member_id')}
          error={!!errors.member_id}
          helperText={errors.member_id}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
        <TextField
          label={M.fields.amountToman}
          value={values.amount}
          onChange={set('amount')}
          error={!!errors.amount}
          helperText={errors.amount}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          label={M.fields.reason}
          value={values.reason}
          onChange={set('reason')}
          error={!!errors.reason}
          helperText={errors.reason}
          multiline
          minRows={2}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {M.actions.adjust}
        </Button>
        {balance !== null && (
          <Alert severity="success">
            {M.adjustment.done}: {formatToman(balance)}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
