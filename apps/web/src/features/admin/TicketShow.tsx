'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AnswerOf, api, staffReplyBody, ticketNoteBody } from '@vip/contract';
import {
  TICKET_CATEGORY_LABELS,
  TICKET_ROLE_LABELS,
  TICKET_STATUS_LABELS,
  type TicketStatus,
  toPersianDigits,
} from '@vip/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Show, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { M } from './messages';
import { useStaffApi } from './staff-api-context';
import { BodyDialogButton, CallButton, DownloadButton, When } from './ui';

type Ticket = AnswerOf<typeof api.adminGetTicket>['data'];
type Attachment = NonNullable<Ticket['replies'][number]['attachment']>;

const CLOSED = 4;

/** The answer box: text, an optional file uploaded first, then the reply (checked by `staffReplyBody`). */
function ReplyBox({ ticket }: { ticket: Ticket }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const fileId = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<Attachment | null>(null);
  const [error, setError] = useState<string | undefined>();
  const reply = useMutation({
    mutationFn: (body: z.output<typeof staffReplyBody>) =>
      staffApi(api.adminReplyTicket, { params: { id: ticket.id }, body }),
    onSuccess: () => {
      notify(M.actions.done, { type: 'success' });
      setText('');
      setFile(null);
      refresh();
    },
    onError: (err) => notify(err instanceof Error ? err.message : String(err), { type: 'error' }),
  });
  const busy = reply.isPending;
  return (
    <Stack
      component="form"
      spacing={1}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const body = staffReplyBody.safeParse({ description: text, ...(file ? { attachment_id: file.id } : {}) });
        if (!body.success) return setError(body.error.issues[0]?.message);
        setError(undefined);
        reply.mutate(body.data);
      }}
    >
      <TextField
        label={M.actions.replyText}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { 'data-testid': 'reply-text' } }}
      />
      {file && (
        <Alert severity="info">
          {M.ticket.attached} <bdi dir="ltr">{file.name}</bdi>
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {M.actions.reply}
        </Button>
        <Button component="label" htmlFor={fileId} variant="outlined" disabled={busy}>
          {M.actions.attach}
          <input
            id={fileId}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (!chosen) return;
              const form = new FormData();
              form.append('file', chosen);
              try {
                // A multipart body: the contract declares no JSON body for the upload.
                setFile(
                  (await staffApi(api.adminUploadTicketAttachment, { params: { id: ticket.id }, body: form } as never))
                    .data,
                );
              } catch (err) {
                notify(err instanceof Error ? err.message : String(err), { type: 'error' });
              }
            }}
          />
        </Button>
      </Stack>
    </Stack>
  );
}

function TicketView() {
  const t = useRecordContext<Ticket & { id: number }>();
  const { identity } = useGetIdentity();
  if (!t) return null;
  // react-admin first shows the list's row (no thread yet) until the ticket itself arrives.
  const replies = t.replies ?? [];
  const notes = t.notes ?? [];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5">
        {t.title}
      </Typography>
      <Typography color="text.secondary">
        {t.member_name} – {TICKET_STATUS_LABELS[t.status as TicketStatus]} – {TICKET_CATEGORY_LABELS[t.category_id]} –{' '}
        {TICKET_ROLE_LABELS[t.role_id]} – {M.fields.assignee}: {t.assignee_name ?? M.ticket.unassigned}
      </Typography>
      {t.order && (
        <Typography data-testid="ticket-order">
          {t.order.kind === 'cip' ? M.ticket.aboutCipOrder : M.ticket.aboutStoreOrder}{' '}
          <bdi>{toPersianDigits(t.order.reference)}</bdi>
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {identity && t.assignee_id !== identity.id && (
          <CallButton
            label={M.actions.assignMe}
            variant="outlined"
            run={(staffApi) =>
              staffApi(api.adminAssignTicket, { params: { id: t.id }, body: { staff_id: Number(identity.id) } })
            }
          />
        )}
        {t.assignee_id !== null && (
          <CallButton
            label={M.actions.unassign}
            variant="outlined"
            color="inherit"
            run={(staffApi) => staffApi(api.adminAssignTicket, { params: { id: t.id }, body: { staff_id: null } })}
          />
        )}
        <BodyDialogButton
          label={M.actions.note}
          title={M.actions.noteTitle}
          schema={ticketNoteBody}
          field="body"
          fieldLabel={M.actions.note}
          multiline
          run={(staffApi, body) => staffApi(api.adminAddTicketNote, { params: { id: t.id }, body })}
        />
        {t.status !== CLOSED && (
          <CallButton
            label={M.actions.close}
            color="inherit"
            variant="outlined"
            run={(staffApi) => staffApi(api.adminCloseTicket, { params: { id: t.id } })}
          />
        )}
      </Stack>
      <Typography component="h2" variant="h6">
        {M.ticket.thread}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2">
            {M.ticket.member} – <When at={t.created_at} />
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{t.description}</Typography>
        </CardContent>
      </Card>
      {replies.map((r) => (
        <Card key={r.id} variant="outlined" sx={r.author === 'staff' ? { bgcolor: 'action.hover' } : undefined}>
          <CardContent>
            <Typography variant="subtitle2">
              {r.author === 'staff' ? r.staff_name : M.ticket.member} – <When at={r.created_at} />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.description}</Typography>
            {r.attachment && <DownloadButton file={r.attachment} />}
          </CardContent>
        </Card>
      ))}
      {t.status !== CLOSED && <ReplyBox ticket={t} />}
      <Typography component="h2" variant="h6">
        {M.ticket.notes}
      </Typography>
      {notes.length === 0 ? (
        <Typography color="text.secondary">{M.ticket.noNotes}</Typography>
      ) : (
        notes.map((n) => (
          <Box key={n.id} sx={{ borderInlineStart: 3, borderColor: 'warning.main', ps: 1.5 }}>
            <Typography variant="subtitle2">
              {n.staff_name} – <When at={n.created_at} />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.body}</Typography>
          </Box>
        ))
      )}
      <Typography variant="body2" color="text.secondary">
        {M.fields.replies}: {toPersianDigits(replies.length)}
      </Typography>
    </Stack>
  );
}

/** Support: one ticket with its thread (and files), internal notes, assignment, reply and close. */
export function TicketShow() {
  return (
    <Show title={M.ticket.thread} actions={false}>
      <TicketView />
    </Show>
  );
}
