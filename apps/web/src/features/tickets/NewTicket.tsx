'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { api } from '@vip/contract';
import { DEFAULT_ROLE_OF_CATEGORY } from '@vip/domain';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useRouter } from '@/i18n/navigation';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { useMemberUpload } from '@/features/dashboard/upload';
import { FilePicker, fileTooBig } from '@/features/ui/FilePicker';
import { EnumSelect } from '@/features/ui/EnumSelect';

/**
 * Opens a ticket (optionally about one of the member's orders, preselected when an order page sent the member here,
 * with a file); then shows its conversation.
 */
export function NewTicket({ orderId }: { orderId?: number }) {
  const t = useTranslations('tickets');
  const fmt = useFormat();
  const { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS, TICKET_ROLE_LABELS, TICKET_SERVICE_LABELS } =
    useDomainLabels();
  const router = useRouter();
  const memberCall = useMemberCall();
  const uploadFile = useMemberUpload();
  const store = useMemberEndpoint(api.listStoreOrders, { query: { limit: 20 } });
  const cip = useMemberEndpoint(api.listCipOrders, { query: { limit: 20 } });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState(1);
  const [role, setRole] = useState(DEFAULT_ROLE_OF_CATEGORY[1]);
  const [priority, setPriority] = useState(2);
  const [service, setService] = useState<number | ''>('');
  const [order, setOrder] = useState<number | ''>(orderId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const problems = {
    title: title.trim().length < 3,
    description: description.trim().length < 10,
    file: fileTooBig(file),
  };
  const orders = [
    ...(store.data?.data ?? []).map((o) => ({
      id: o.id,
      label: `${t('storeOrder')} ${fmt.digits(o.reference)} – ${fmt.date(o.created_at)}`,
    })),
    ...(cip.data?.data ?? []).map((o) => ({
      id: o.id,
      label: `${t('cipOrder')} ${fmt.digits(o.reference)} – ${fmt.date(o.first_flight_at)}`,
    })),
  ];

  const send = useMutation({
    mutationFn: async () => {
      const { data } = await memberCall(api.createTicket, {
        body: {
          title,
          description,
          category_id: category,
          role_id: role,
          priority,
          service_id: service || undefined,
          order_id: order || null,
        },
      });
      if (file) {
        // Files travel on replies (§7): the first one carries the ticket's attachment.
        const reply = await memberCall(api.replyToTicket, {
          params: { id: data.id },
          body: { description: t('attachmentOfTicket') },
        });
        await uploadFile(api.putReplyAttachment, { id: reply.data.id }, file);
      }
      return data.id;
    },
    onSuccess: (id) => router.push(`/dashboard/tickets/${id}`),
  });
  // Still busy after success: the conversation page is on its way.
  const busy = send.isPending || send.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    send.mutate();
  };

  return (
    <Box>
      <PageTitle title={t('new')} subtitle={t('newSubtitle')} />
      <Paper
        variant="outlined"
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
        data-testid="ticket-form"
      >
        <TextField
          label={t('subject')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          error={tried && problems.title}
          helperText={tried && problems.title ? t('subjectRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'ticket-title' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <EnumSelect
            label={t('category')}
            labels={TICKET_CATEGORY_LABELS}
            value={category}
            onChange={(c) => {
              setCategory(Number(c));
              setRole(DEFAULT_ROLE_OF_CATEGORY[Number(c)] ?? 1);
            }}
          />
          <EnumSelect
            label={t('role')}
            labels={TICKET_ROLE_LABELS}
            value={role}
            onChange={(r) => setRole(Number(r))}
            helperText={t('roleHelp')}
          />
          <EnumSelect
            label={t('priority')}
            labels={TICKET_PRIORITY_LABELS}
            value={priority}
            onChange={(p) => setPriority(Number(p))}
          />
          <EnumSelect
            label={t('service')}
            labels={TICKET_SERVICE_LABELS}
            value={service}
            onChange={setService}
            empty={t('none')}
          />
        </Box>
        <TextField
          select
          label={t('order')}
          value={order}
          onChange={(e) => setOrder(Number(e.target.value) || '')}
          helperText={t('orderHelp')}
        >
          <MenuItem value="">{t('noOrder')}</MenuItem>
          {orders.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={5}
          error={tried && problems.description}
          helperText={tried && problems.description ? t('descriptionRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'ticket-description' } }}
        />
        <FilePicker
          file={file}
          onChange={setFile}
          label={t('attach')}
          help={t('attachHelp')}
          tooBigText={t('fileTooBig')}
          testId="ticket-file"
        />
        {send.error && (
          <Alert severity="error" role="alert">
            {send.error.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="ticket-submit">
          {busy ? t('sending') : t('send')}
        </Button>
      </Paper>
    </Box>
  );
}
