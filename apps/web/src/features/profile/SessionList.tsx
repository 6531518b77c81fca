'use client';

import Computer from '@mui/icons-material/Computer';
import Devices from '@mui/icons-material/Devices';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import { describeDevice } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useInvalidateMember, useMemberEndpoint } from '@/features/auth/use-member-endpoint';

/** The member's signed-in devices: sign one out, or every other one. */
export function SessionList() {
  const t = useTranslations('profile');
  const fmt = useFormat();
  // The API names devices in Persian; another language names them again from the user agent.
  const lang = fmt.settings.lang;
  const memberCall = useMemberCall();
  const invalidate = useInvalidateMember();
  const { enqueueSnackbar } = useSnackbar();
  const sessions = useMemberEndpoint(api.listMemberSessions, {});
  const refresh = () => invalidate(api.listMemberSessions.operationId);
  const signOut = async (id: string) => {
    await memberCall(api.revokeMemberSession, { params: { id } }).catch((e: Error) =>
      enqueueSnackbar(e.message, { variant: 'error' }),
    );
    await refresh();
  };
  const signOutOthers = async () => {
    const res = await memberCall(api.revokeOtherMemberSessions, {}).catch((e: Error) => {
      enqueueSnackbar(e.message, { variant: 'error' });
      return null;
    });
    if (res) enqueueSnackbar(t('othersOut', { count: res.data.signed_out }), { variant: 'success' });
    await refresh();
  };
  const list = sessions.data?.data ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="sessions-title"
      data-testid="sessions"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography
          id="sessions-title"
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, fontWeight: 800, fontSize: '1.05rem' }}
        >
          {t('sessions')}
        </Typography>
        {list.length > 1 && (
          <Button color="error" variant="outlined" onClick={signOutOthers} data-testid="signout-others">
            {t('signOutOthers')}
          </Button>
        )}
      </Box>
      {sessions.isPending ? (
        <Skeleton height={120} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((s) => {
            const Icon =
              s.device_kind === 'phone' || s.device_kind === 'tablet'
                ? PhoneIphone
                : s.device_kind === 'computer'
                  ? Computer
                  : Devices;
            return (
              <Box
                component="li"
                key={s.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-child': { borderBottom: 0 },
                }}
              >
                <Icon color="action" aria-hidden />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography
                    component="div"
                    sx={{ fontWeight: 700, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                  >
                    <span data-testid="session-device">
                      {lang === 'fa' ? s.device : describeDevice(s.user_agent, lang).name}
                    </span>
                    {s.current && <Chip size="small" color="success" label={t('thisDevice')} />}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('lastUsed', { date: fmt.dateTime(s.last_used_at) })}
                  </Typography>
                  {s.ip && (
                    <Typography variant="body2" color="text.secondary">
                      {t('address')} <bdi dir="ltr">{fmt.digits(s.ip)}</bdi>
                    </Typography>
                  )}
                </Box>
                {!s.current && (
                  <Button size="small" onClick={() => signOut(s.id)}>
                    {t('signOut')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
