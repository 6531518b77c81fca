'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatJalaliDate, formatToman, toPersianDigits } from '@vip/domain';
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  Confirm,
  HttpError,
  List,
  type ListProps,
  Pagination,
  type RaRecord,
  useNotify,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { api } from '@vip/contract';
import type { z } from 'zod';
import { M } from './messages';
import type { StaffCall } from './staff-api';
import { useStaffApi } from './staff-api-context';

/** Rials as Toman with Persian digits. */
export const Money = ({ rial }: { rial: number | null | undefined }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{rial == null ? M.noValue : formatToman(rial)}</span>
);

/** A moment as a Jalali date (and time) in Tehran. */
export const When = ({ at, time = true }: { at: string | null | undefined; time?: boolean }) => (
  <span>{at ? formatJalaliDate(at, { time }) : M.noValue}</span>
);

/** A Latin run (code, e-mail, IATA code, flight number) isolated in Persian text and kept left-to-right. */
export const Latin = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </bdi>
);

/** Rows per page with Persian digits (MUI shows the option's label). */
export const DeskPagination = () => (
  <Pagination
    rowsPerPageOptions={[25, 50, 100].map((n) => ({ value: n, label: toPersianDigits(n) })) as unknown as number[]}
  />
);

/** A number with Persian digits. */
export const Fa = ({ n }: { n: number | string | null | undefined }) => (
  <span>{n == null ? M.noValue : toPersianDigits(n)}</span>
);

/** A failure's message for a toast (react-admin's HttpError carries the API's Persian message). */
const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : 'خطایی رخ داد.');

/** What a money action restates before it runs: the member and the amount, in a sentence. */
export interface Confirmation {
  title: string;
  content: ReactNode;
}

/**
 * A desk action with no input (confirm, approve, close, delivered): calls the API, then a toast and a fresh list;
 * given a `confirm`, react-admin's confirmation dialog restates it first and nothing is sent until it is accepted.
 * The row click is stopped so the button works inside a clickable Datagrid row.
 */
export function CallButton({
  label,
  run,
  confirm,
  ...props
}: { label: string; run: (api: StaffCall) => Promise<unknown>; confirm?: Confirmation } & Omit<
  ButtonProps,
  'onClick'
>) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const call = useMutation({
    mutationFn: () => run(staffApi),
    onSuccess: () => {
      notify(M.actions.done, { type: 'success' });
      refresh();
    },
    onError: (err) => notify(messageOf(err), { type: 'error' }),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={call.isPending}
        sx={{ whiteSpace: 'nowrap' }}
        {...props}
        onClick={(e) => {
          e.stopPropagation();
          if (confirm) setAsking(true);
          else call.mutate();
        }}
      >
        {label}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          loading={call.isPending}
          title={confirm.title}
          content={confirm.content}
          confirm={M.actions.yesDoIt}
          cancel={M.actions.cancel}
          onConfirm={() => call.mutate()}
          onClose={() => setAsking(false)}
          onClick={(e) => e.stopPropagation()}
        />
      )}
    </>
  );
}

/**
 * A reversible staff action that moves no money (publish or hide a review): the row changes at once and a toast
 * offers «بازگردانی» for a few seconds; the API is called only when the toast goes without an undo (react-admin's
 * undoable mutation). `data` is the body the resource's update endpoint takes plus the row's fields as they become.
 */
export function UndoableButton({
  resource,
  record,
  data,
  label,
  done,
  ...props
}: {
  resource: string;
  record: RaRecord;
  data: Record<string, unknown>;
  label: string;
  /** The toast's sentence: what was done, to be undone. */
  done: string;
} & Omit<ButtonProps, 'onClick'>) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  return (
    <Button
      size="small"
      variant="contained"
      disabled={isPending}
      sx={{ whiteSpace: 'nowrap' }}
      {...props}
      onClick={(e) => {
        e.stopPropagation();
        update(
          resource,
          { id: record.id, data: { ...record, ...data }, previousData: record },
          {
            mutationMode: 'undoable',
            onSuccess: () => notify(done, { type: 'info', undoable: true }),
            onError: (err) => notify(messageOf(err), { type: 'error' }),
          },
        );
      }}
    >
      {label}
    </Button>
  );
}

/** One text field of a desk dialog. */
export interface DialogField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  multiline?: boolean;
  dir?: 'ltr';
}

/**
 * A desk action that needs a text or a few (a refusal's reason, a tracking number, a reply, a greeter's name and
 * mobile): a dialog whose fields are checked by the contract's body schema before the call, and show the API's field
 * messages after it.
 */
export function BodyDialogButton<S extends z.ZodType<FieldValues, FieldValues>>({
  label,
  title,
  schema,
  field,
  fieldLabel,
  multiline,
  run,
  color,
  dir,
  more = [],
  values,
  testId,
}: {
  label: string;
  title: string;
  schema: S;
  field: Path<z.input<S>>;
  fieldLabel: string;
  multiline?: boolean;
  run: (api: StaffCall, body: z.output<S>) => Promise<unknown>;
  color?: ButtonProps['color'];
  dir?: 'ltr';
  /** Further fields of the body after the first (a greeter's mobile after the name). */
  more?: DialogField<z.input<S>>[];
  /** What the fields start with (the greeter assigned before), reset to on each opening. */
  values?: Partial<z.input<S>>;
  testId?: string;
}) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema) });
  const fields: DialogField<z.input<S>>[] = [{ name: field, label: fieldLabel, multiline, dir }, ...more];
  const submit = form.handleSubmit(async (body) => {
    try {
      await run(staffApi, body);
      notify(M.actions.done, { type: 'success' });
      setOpen(false);
      form.reset();
      refresh();
    } catch (err) {
      const errors = err instanceof HttpError ? (err.body as { errors?: Record<string, string> })?.errors : undefined;
      const named = fields.filter((f) => errors?.[f.name]);
      for (const f of named) form.setError(f.name, { type: 'server', message: errors?.[f.name] });
      if (!named.length) notify(messageOf(err), { type: 'error' });
    }
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={color}
        sx={{ whiteSpace: 'nowrap' }}
        data-testid={testId}
        onClick={(e) => {
          e.stopPropagation();
          form.reset(values as z.input<S> | undefined);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        onClick={(e) => e.stopPropagation()}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {fields.map((f, i) => {
              const error = form.formState.errors[f.name]?.message;
              return (
                <TextField
                  key={f.name}
                  {...form.register(f.name)}
                  label={f.label}
                  autoFocus={i === 0}
                  fullWidth
                  multiline={f.multiline}
                  minRows={f.multiline ? 3 : undefined}
                  margin="dense"
                  error={Boolean(error)}
                  helperText={typeof error === 'string' ? error : undefined}
                  slotProps={f.dir ? { htmlInput: { dir: f.dir } } : undefined}
                />
              );
            })}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{M.actions.cancel}</Button>
            <Button type="submit" variant="contained" color={color} disabled={form.formState.isSubmitting}>
              {M.actions.send}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/**
 * A back-office list: 50 rows a page, Persian digits in the pager, no CSV export; an empty list keeps its filters and
 * says so (react-admin's empty page would hide them, and its faded text lacks contrast).
 */
export const DeskList = (props: ListProps) => (
  <List perPage={50} exporter={false} empty={false} pagination={<DeskPagination />} {...props} />
);

/** A member's upload (receipt, ticket attachment) fetched with the staff token and handed to the browser. */
export function DownloadButton({ file }: { file: { name: string } }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  return (
    <Button
      size="small"
      onClick={async () => {
        try {
          const blob = (await staffApi(api.adminGetUpload, { params: { name: file.name } })) as unknown as Blob;
          const url = URL.createObjectURL(blob);
          const a = document.createElement('a');
          a.href = url;
          a.download = file.name;
          a.click();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        } catch (e) {
          notify(e instanceof Error ? e.message : String(e), { type: 'error' });
        }
      }}
    >
      {M.actions.download} <bdi dir="ltr">{file.name}</bdi>
    </Button>
  );
}
