'use client';

import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { api, type Recipient, type RecipientBody } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useInvalidateMember, useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { RecipientForm } from './RecipientForm';

/** Recipient step: pick a saved recipient, or add/edit one (with its map point). */
export function RecipientStep({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect(recipient: Recipient | null): void;
}) {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  const invalidate = useInvalidateMember();
  const list = useMemberEndpoint(api.listRecipients, { query: { limit: 100, sort: '-created_at' } });
  const [editing, setEditing] = useState<Recipient | 'new' | null>(null);
  const recipients = list.data?.data ?? [];

  const save = async (body: RecipientBody) => {
    const saved =
      editing && editing !== 'new'
        ? await memberCall(api.updateRecipient, { params: { id: editing.id }, body })
        : await memberCall(api.createRecipient, { body });
    await invalidate('listRecipients');
    onSelect(saved.data);
    setEditing(null);
  };

  if (list.isPending) return <Skeleton variant="rounded" height={120} aria-label={t('loading')} />;

  if (editing || recipients.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {editing && editing !== 'new' ? t('editRecipient') : t('newRecipient')}
        </Typography>
        <RecipientForm
          initial={editing && editing !== 'new' ? editing : null}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" id="recipients-title" sx={{ mb: 1 }}>
        {t('chooseRecipient')}
      </Typography>
      <RadioGroup
        aria-labelledby="recipients-title"
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(e) => onSelect(recipients.find((r) => String(r.id) === e.target.value) ?? null)}
      >
        {recipients.map((r) => (
          <Box
            key={r.id}
            data-testid="recipient-option"
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <FormControlLabel
              value={String(r.id)}
              control={<Radio />}
              sx={{ flexGrow: 1, alignItems: 'flex-start', m: 0, '& .MuiRadio-root': { mt: -0.5 } }}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{r.full_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${r.province_title}، ${r.city_title}، ${r.address}`}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('recipientContact', {
                      mobile: fmt.digits(r.mobile),
                      postal: fmt.digits(r.postal_code),
                    })}
                  </Typography>
                </Box>
              }
            />
            <Button size="small" onClick={() => setEditing(r)} aria-label={t('editRecipientOf', { name: r.full_name })}>
              {t('edit')}
            </Button>
          </Box>
        ))}
      </RadioGroup>
      <Button startIcon={<AddLocationAltOutlined />} onClick={() => setEditing('new')} sx={{ mt: 1 }}>
        {t('addRecipient')}
      </Button>
    </Paper>
  );
}
