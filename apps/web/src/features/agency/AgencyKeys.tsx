'use client';

import { joinMeta, META_SEPARATOR } from '@/features/ui/meta';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type agencyKeyView, api } from '@vip/contract';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberApi, useMemberQuery } from '@/features/auth/use-member-api';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { MixedText } from '@/features/ui/MixedText';
import { ApiClientError } from '@/lib/api-call';
import { useAgencyAccount } from './account-context';
import { KEYS_KEY } from './queries';

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiClientError ? e.message : fallback);

/** The agency's API keys (owners only): make one (the key is shown this once), revoke one after asking. */
export function AgencyKeys() {
  const t = useTranslations('agency');
  const f = useFormat();
  const me = useAgencyAccount();
  const call = useMemberApi();
  const queries = useQueryClient();
  const [title, setTitle] = useState('');
  const [shown, setShown] = useState<{ key: string; title: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<z.infer<typeof agencyKeyView> | null>(null);
  const keys = useMemberQuery(KEYS_KEY, api.agencyPanelListKeys, {});
  const refresh = () => queries.invalidateQueries({ queryKey: ['member'] });
  const create = useMutation({
    mutationFn: () => call(api.agencyPanelCreateKey, { body: { title } }),
    onSuccess: (made) => {
      setShown({ key: made.data.key, title: made.data.title });
      setCopied(false);
      setTitle('');
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => call(api.agencyPanelRevokeKey, { params: { key_id: id } }),
    onSuccess: () => {
      setRevoking(null);
      void refresh();
    },
  });

  if (me.role !== 'owner')
    return (
      <Alert severity="info" data-testid="agency-keys-owners-only">
        {t('keysOwnersOnly')}
      </Alert>
    );
  const list = keys.data?.data ?? [];
  return (
    <>
      <PageTitle title={t('keysTitle')} subtitle={t('keysIntro')} />
      <Paper
        component="form"
        variant="outlined"
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <TextField
          size="small"
          label={t('keyTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'agency-key-title' } }}
        />
        <Button type="submit" variant="contained" loading={create.isPending} data-testid="agency-key-create">
          {t('newKey')}
        </Button>
        {create.error && (
          <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
            {messageOf(create.error, t('error'))}
          </Alert>
        )}
      </Paper>
      {keys.error && (
        <Alert severity="error" role="alert">
          {messageOf(keys.error, t('error'))}
        </Alert>
      )}
      {keys.isPending && !keys.error && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {keys.data && list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('noKeys')}</Typography>
        </Paper>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="agency-keys">
        {list.map((k) => (
          <Paper component="li" key={k.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 800, flexGrow: 1 }}>
                <MixedText>{k.title}</MixedText>
              </Typography>
              <Chip
                size="small"
                color={k.revoked_at ? 'default' : 'success'}
                label={k.revoked_at ? t('revoked') : t('active')}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              <bdi dir="ltr">{k.prefix}…</bdi>
              {META_SEPARATOR}
              {joinMeta([
                t('createdAt', { when: f.dateTime(k.created_at) }),
                k.last_used_at ? t('lastUsed', { when: f.dateTime(k.last_used_at) }) : t('neverUsed'),
              ])}
            </Typography>
            {!k.revoked_at && (
              <Box>
                <Button
                  color="error"
                  size="small"
                  onClick={() => setRevoking(k)}
                  data-testid={`agency-key-revoke-${k.id}`}
                >
                  {t('revoke')}
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Box>

      <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby="agency-key-shown" fullWidth>
        <DialogTitle id="agency-key-shown">{shown?.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Alert severity="warning">{t('keyShownOnce')}</Alert>
          <Box
            component="code"
            dir="ltr"
            sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all', fontSize: '0.9rem' }}
            data-testid="agency-key-value"
          >
            {shown?.key}
          </Box>
          {copied && (
            <Typography role="status" variant="body2" color="success.main">
              {t('copied')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => shown && void navigator.clipboard?.writeText(shown.key).then(() => setCopied(true))}>
            {t('copy')}
          </Button>
          <Button variant="contained" onClick={() => setShown(null)}>
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} aria-labelledby="agency-key-revoke">
        <DialogTitle id="agency-key-revoke">{t('revoke')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>{t('revokeAsk', { title: revoking?.title ?? '' })}</Typography>
          {revoke.error && (
            <Alert severity="error" role="alert">
              {messageOf(revoke.error, t('error'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={revoke.isPending}
            onClick={() => revoking && revoke.mutate(revoking.id)}
            data-testid="agency-key-revoke-confirm"
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
