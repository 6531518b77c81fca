'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLatinDigits, tomanToRial } from '@vip/domain';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, Title, useNotify } from 'react-admin';
import type { z } from 'zod';
import { M } from './messages';
import type { StaffCall } from './staff-api';
import { useStaffApi } from './staff-api-context';
import type { Confirmation } from './ui';

/** One field of a desk form: an id (of the path or the body), a signed whole number, Toman (sent as Rials), text. */
export interface DeskField {
  name: string;
  label: string;
  kind: 'id' | 'int' | 'toman' | 'text';
}

const number = (s: string) => {
  const latin = toLatinDigits(s).replace(/[,٬\s]/g, '');
  return latin === '' || Number.isNaN(Number(latin)) ? s : Number(latin);
};
const typedValue = (f: DeskField, s: string) =>
  f.kind === 'text'
    ? s
    : f.kind === 'toman'
      ? typeof number(s) === 'number'
        ? tomanToRial(number(s) as number)
        : s
      : number(s);

/**
 * A desk operation as a page (wallet adjustment, order refund, stock adjustment): typed fields (Persian digits and
 * Toman accepted), checked by the contract's body schema before the call, the API's field messages after it, and
 * what the call answered in Persian.
 */
export function DeskForm<S extends z.ZodType>({
  title,
  intro,
  fields,
  param,
  schema,
  submit,
  confirm,
  action,
}: {
  title: string;
  intro: string;
  fields: DeskField[];
  /** The path id, when the operation names one (order, product). */
  param?: DeskField;
  schema: S;
  submit: (staffApi: StaffCall, body: z.output<S>, id: number) => Promise<string>;
  /**
   * Money moves only after this restatement (the member or order and the amount) is accepted; it may read what it
   * names from the API first (a member's name and mobile), and its failure (an unknown id) stops the form there.
   */
  confirm?: (staffApi: StaffCall, body: z.output<S>, id: number) => Promise<Confirmation>;
  action: string;
}) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const all = param ? [param, ...fields] : fields;
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(all.map((f) => [f.name, ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The checked input waiting for its confirmation, and the confirmation's text read for it.
  const [asking, setAsking] = useState<{ body: z.output<S>; id: number } | null>(null);
  const restate = useMutation({
    mutationFn: (input: { body: z.output<S>; id: number }) =>
      (confirm as NonNullable<typeof confirm>)(staffApi, input.body, input.id),
    onSuccess: (_, input) => setAsking(input),
    onError: (err) => {
      // The id names nothing (404): said under the field that holds it.
      const field = param?.name ?? fields[0].name;
      setErrors({ [field]: err instanceof Error ? err.message : String(err) });
    },
  });
  const send = useMutation({
    mutationFn: ({ body, id }: { body: z.output<S>; id: number }) => submit(staffApi, body, id),
    onError: (err) => {
      const body = (err as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors && Object.keys(body.errors).length) setErrors(body.errors);
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    },
    onSettled: () => setAsking(null),
  });
  return (
    <Box sx={{ p: 2, maxWidth: 560 }}>
      <Title title={title} />
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send.reset();
          restate.reset();
          const id = param ? number(values[param.name] ?? '') : 0;
          const found: Record<string, string> = {};
          if (param && !(typeof id === 'number' && Number.isInteger(id) && id > 0))
            found[param.name] = `${param.label} را درست وارد کنید.`;
          const parsed = schema.safeParse(
            Object.fromEntries(fields.map((f) => [f.name, typedValue(f, values[f.name] ?? '')])),
          );
          if (!parsed.success) for (const i of parsed.error.issues) found[String(i.path[0])] ??= i.message;
          setErrors(found);
          if (Object.keys(found).length || !parsed.success) return;
          const input = { body: parsed.data, id: id as number };
          if (confirm) restate.mutate(input);
          else send.mutate(input);
        }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Typography>{intro}</Typography>
        {all.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            value={values[f.name]}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name]}
            multiline={f.kind === 'text'}
            minRows={f.kind === 'text' ? 2 : undefined}
            slotProps={
              f.kind === 'text'
                ? undefined
                : { htmlInput: { dir: 'ltr', inputMode: f.kind === 'id' ? 'numeric' : 'text' } }
            }
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={send.isPending || restate.isPending}
        >
          {action}
        </Button>
        {send.data && <Alert severity="success">{send.data}</Alert>}
        {asking && restate.data && (
          <Confirm
            isOpen
            loading={send.isPending}
            {...restate.data}
            confirm={M.actions.yesDoIt}
            cancel={M.actions.cancel}
            onConfirm={() => send.mutate(asking)}
            onClose={() => setAsking(null)}
          />
        )}
      </Stack>
    </Box>
  );
}
