'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, staffSignInBody } from '@vip/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLogin } from 'react-admin';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useStaffApi } from './staff-api-context';
import type { z } from 'zod';
import { LOGIN_CARD_WIDTH } from '@/theme/theme';
import { M } from './messages';

type Input = z.input<typeof staffSignInBody>;
type Output = z.output<typeof staffSignInBody>;

/**
 * Staff sign-in: e-mail, password and a second factor (checked by the contract's schema): the authenticator app's
 * 6-digit code, or a code sent by SMS to the mobile on file.
 */
export function SignInPage() {
  const login = useLogin();
  const staffApi = useStaffApi();
  const [failure, setFailure] = useState<string | null>(null);
  const [factor, setFactor] = useState<'totp' | 'sms'>('totp');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(staffSignInBody) });
  const sendCode = async () => {
    setFailure(null);
    const ok = await form.trigger(['email', 'password']);
    if (!ok) return;
    const { email, password } = form.getValues();
    try {
      setSentTo((await staffApi(api.adminRequestSignInCode, { body: { email, password } })).data.mobile);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : M.signIn.failed);
    }
  };
  const err = form.formState.errors;
  const msg = (m: unknown) => (typeof m === 'string' ? m : undefined);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: LOGIN_CARD_WIDTH }}>
        <CardContent>
          <Stack
            component="form"
            spacing={2}
            noValidate
            onSubmit={form.handleSubmit(async (body) => {
              setFailure(null);
              try {
                await login(body);
              } catch (e) {
                setFailure(e instanceof Error && e.message ? e.message : M.signIn.failed);
              }
            })}
          >
            <Typography component="h1" variant="h5">
              {M.signIn.title}
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              {...form.register('email')}
              label={M.signIn.email}
              type="email"
              autoComplete="username"
              error={!!err.email}
              helperText={msg(err.email?.message)}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              {...form.register('password')}
              label={M.signIn.password}
              type="password"
              autoComplete="current-password"
              error={!!err.password}
              helperText={msg(err.password?.message)}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={factor}
              aria-label={M.signIn.factor}
              onChange={(_, v: 'totp' | 'sms' | null) => {
                if (!v) return;
                setFactor(v);
                form.unregister(v === 'sms' ? 'totp_code' : 'sms_code');
              }}
            >
              <ToggleButton value="totp">{M.signIn.byApp}</ToggleButton>
              <ToggleButton value="sms">{M.signIn.bySms}</ToggleButton>
            </ToggleButtonGroup>
            {factor === 'totp' ? (
              <TextField
                {...form.register('totp_code')}
                label={M.signIn.totp}
                autoComplete="one-time-code"
                error={!!err.totp_code}
                helperText={msg(err.totp_code?.message)}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
              />
            ) : (
              <>
                <Button variant="outlined" onClick={sendCode}>
                  {sentTo ? M.signIn.resend : M.signIn.sendSms}
                </Button>
                {sentTo && (
                  <Alert severity="info">
                    {M.signIn.sentTo} <bdi dir="ltr">{sentTo}</bdi>
                  </Alert>
                )}
                <TextField
                  {...form.register('sms_code')}
                  label={M.signIn.sms}
                  autoComplete="one-time-code"
                  error={!!(err.sms_code ?? err.totp_code)}
                  helperText={msg((err.sms_code ?? err.totp_code)?.message)}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
                />
              </>
            )}
            <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
              {M.signIn.submit}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
