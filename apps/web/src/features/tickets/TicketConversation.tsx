'use client';

import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Attachment, api } from '@vip/contract';
import { canReplyToTicket, canReviewTicket, type TicketStatus } from '@vip/domain';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { UserText } from '@/features/ui/UserText';
import { localeDirection } from '@/i18n/routing';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useLocale, useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { type FormEvent, useState } from 'react';
import { LinkButton, TextLink } from '@/components/links';
import { cipOrderPath } from '@/features/cip/dashboard/paths';
import { orderPath } from '@/features/orders/paths';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { useMemberUpload, useOpenAttachment } from '@/features/dashboard/upload';
import { FilePicker, fileTooBig } from '@/features/ui/FilePicker';
import { STATUS_COLOR } from './labels';

function Message({
  mine,
  name,
  text,
  at,
  attachment,
}: {
  mine: boolean;
  name: string;
  text: string;
  at: string;
  attachment: Attachment | null;
}) {
  const t = useTranslations('tickets');
  const fmt = useFormat();
  const open = useOpenAttachment();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: mine ? 'flex-start' : 'flex-end' }}
      data-testid={mine ? 'message-member' : 'message-staff'}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.75,
          maxWidth: { xs: '92%', md: '75%' },
          bgcolor: (t) => (mine ? t.palette.background.paper : alpha(t.palette.primary.main, 0.06)),
          borderColor: mine ? 'divider' : 'primary.light',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          <UserText>{name}</UserText> – {fmt.dateTime(at)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          <UserText>{text}</UserText>
        </Typography>
        {attachment && (
          <Button
            size="small"
            startIcon={<AttachFile />}
            onClick={() => open(attachment.url)}
            sx={{ mt: 1 }}
            data-testid="attachment"
          >
            {t('openAttachment', { kind: attachment.content_type === 'application/pdf' ? 'PDF' : t('image') })}
          </Button>
        )}
      </Paper>
    </Box>
  );
}

/** One ticket: its details, the conversation with attachments, a reply form, and the rating once closed. */
export function TicketConversation({ id }: { id: number }) {
  const t = useTranslations('tickets');
  const fmt = useFormat();
  const { TICKET_CATEGORY_LABELS, TICKET_ROLE_LABELS, TICKET_STATUS_LABELS } = useDomainLabels();
  // «Back» points against the reading direction.
  const rtl = localeDirection(useLocale()) === 'rtl';
  const { member } = useMember();
  const memberCall = useMemberCall();
  const uploadFile = useMemberUpload();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const ticket = useMemberEndpoint(api.getTicket, { params: { id } });
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [rate, setRate] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', member?.id] });
  const sendReply = useMutation({
    mutationFn: async () => {
      const { data } = await memberCall(api.replyToTicket, {
        params: { id },
        body: { description: text, client_ticket_page_url: '' },
      });
      if (file) await uploadFile(api.putReplyAttachment, { id: data.id }, file);
    },
    onSuccess: async () => {
      setText('');
      setFile(null);
      await refresh();
      enqueueSnackbar(t('replySent'), { variant: 'success' });
    },
  });
  const sendReview = useMutation({
    mutationFn: (r: number) =>
      memberCall(api.reviewTicket, { params: { id }, body: { rate: r, description: comment } }),
    onSuccess: async () => {
      await refresh();
      enqueueSnackbar(t('reviewSent'), { variant: 'success' });
    },
  });
  const busy = sendReply.isPending || sendReview.isPending;
  const error = (sendReply.error ?? sendReview.error)?.message ?? null;

  const reply = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 2 || fileTooBig(file)) return;
    sendReview.reset();
    sendReply.mutate();
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (!rate) return;
    sendReply.reset();
    sendReview.mutate(rate);
  };

  if (ticket.isError) {
    return (
      <Alert severity="error" action={<LinkButton href="/dashboard/tickets">{t('back')}</LinkButton>}>
        {ticket.error.message}
      </Alert>
    );
  }
  const d = ticket.data?.data;
  if (!d) return <Skeleton height={320} />;
  const me = member?.fullName || t('you');
  return (
    <Box>
      <PageTitle
        title={<UserText>{d.title}</UserText>}
        subtitle={t('ticketMeta', {
          no: fmt.digits(String(d.id)),
          category: TICKET_CATEGORY_LABELS[d.category_id] ?? '',
          role: TICKET_ROLE_LABELS[d.role_id] ?? '',
        })}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip
              variant="outlined"
              sx={{ color: 'text.primary' }}
              color={STATUS_COLOR[d.status]}
              label={TICKET_STATUS_LABELS[d.status as TicketStatus]}
              data-testid="ticket-status"
            />
            <LinkButton href="/dashboard/tickets" startIcon={rtl ? <ArrowForward /> : <ArrowBack />}>
              {t('back')}
            </LinkButton>
          </Box>
        }
      />
      {d.order && (
        <Typography sx={{ mb: 2 }} data-testid="ticket-order">
          {t('aboutOrder', { kind: d.order.kind === 'cip' ? t('cipOrder') : t('storeOrder') })}{' '}
          <TextLink href={d.order.kind === 'cip' ? cipOrderPath(d.order.id) : orderPath(d.order.id)}>
            <bdi>{fmt.digits(d.order.reference)}</bdi>
          </TextLink>
        </Typography>
      )}
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        aria-label={t('conversation')}
      >
        <Message mine name={me} text={d.description} at={d.created_at} attachment={null} />
        {d.replies.map((r) => (
          <Message
            key={r.id}
            mine={r.author === 'member'}
            name={r.author === 'member' ? me : r.author_name}
            text={r.description}
            at={r.created_at}
            attachment={r.attachment}
          />
        ))}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {canReplyToTicket(d.status) && (
        <Paper
          variant="outlined"
          component="form"
          onSubmit={reply}
          sx={{ p: 2, mt: 3, display: 'grid', gap: 1.5 }}
          data-testid="reply-form"
        >
          <TextField
            label={t('yourReply')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'reply-text' } }}
          />
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <FilePicker
              file={file}
              onChange={setFile}
              label={t('attach')}
              help={t('attachHelp')}
              tooBigText={t('fileTooBig')}
              testId="reply-file"
            />
            <Button
              type="submit"
              variant="contained"
              disabled={busy || text.trim().length < 2 || fileTooBig(file)}
              data-testid="reply-submit"
            >
              {busy ? t('sending') : t('sendReply')}
            </Button>
          </Box>
        </Paper>
      )}
      {canReviewTicket(d.status) &&
        (d.review ? (
          <Alert severity="success" sx={{ mt: 3 }}>
            {t('reviewed', { rate: fmt.digits(String(d.review.rate)) })}
          </Alert>
        ) : (
          <Paper
            variant="outlined"
            component="form"
            onSubmit={review}
            sx={{ p: 2, mt: 3, display: 'grid', gap: 1.5 }}
            data-testid="review-form"
          >
            <Typography component="h2" sx={{ fontWeight: 700 }} id="rate-label">
              {t('rateTitle')}
            </Typography>
            <Rating value={rate} onChange={(_, v) => setRate(v)} size="large" aria-labelledby="rate-label" />
            <TextField
              label={t('rateComment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={2}
            />
            <Button type="submit" variant="contained" disabled={!rate || busy}>
              {t('sendRating')}
            </Button>
          </Paper>
        ))}
    </Box>
  );
}
