'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ALLOWED_LOGIN_TYPES,
  DEFAULT_LOGIN_TYPE,
  LOGIN_TYPE_STORAGE_KEY,
  LoginType,
  restoreLoginType,
} from '@vip/domain';
import { signOut, useSession } from 'next-auth/react';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { EmailSignin } from './EmailSignin';
import { MobileSignin } from './MobileSignin';
import { ProfileStep } from './ProfileStep';

function saveLoginType(type: LoginType) {
  try {
    localStorage.setItem(LOGIN_TYPE_STORAGE_KEY, type);
  } catch {}
}

/**
 * Leaves sign-in with a full page load, not the client router: a gated page the visitor tried while signed out
 * (a link click, a prefetch) left the gate's redirect to sign-in in the router's cache, and the router would replay
 * it now (the sign-in → cart loop of issue 12). A fresh request reaches the gate with the new session cookie.
 */
function leaveTo(url: string) {
  window.location.replace(url);
}

/**
 * The sign-in card's content (§3 login types): Mobile (first, default) and Email tabs, the choice remembered
 * locally and restored only when allowed; UpdateProfile once a new member is signed in; then back to `callbackUrl`.
 */
export function SigninView({ callbackUrl, sessionEnded = false }: { callbackUrl: string; sessionEnded?: boolean }) {
  const t = useTranslations('member');
  const { data: session, status } = useSession();
  // Sent here because the session ended elsewhere: whatever next-auth still holds for it is dropped first, so the
  // page does not take the dead session for a signed-in member and send them straight back.
  const [clearing, setClearing] = useState(sessionEnded);
  useEffect(() => {
    if (!sessionEnded) return;
    void signOut({ redirect: false })
      .catch(() => undefined)
      .finally(() => setClearing(false));
  }, [sessionEnded]);
  const [loginType, setLoginType] = useState<LoginType>(DEFAULT_LOGIN_TYPE);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LOGIN_TYPE_STORAGE_KEY);
    } catch {}
    setLoginType(restoreLoginType(stored));
  }, []);

  // Signed in (now or already): a member without a name completes the profile; everyone else goes on.
  const member = !clearing && status === 'authenticated' && !session?.error ? session?.member : undefined;
  useEffect(() => {
    if (!member || leaving) return;
    if (member.needsProfile) {
      setLoginType(LoginType.UpdateProfile);
      return;
    }
    setLeaving(true);
    leaveTo(callbackUrl);
  }, [member, leaving, callbackUrl]);

  if (status === 'loading' || clearing || leaving || (member && !member.needsProfile)) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('checkingSession')} />
      </Box>
    );
  }

  if (loginType === LoginType.UpdateProfile && member) {
    return (
      <ProfileStep
        onDone={() => {
          setLeaving(true);
          leaveTo(callbackUrl);
        }}
      />
    );
  }

  const tab = ALLOWED_LOGIN_TYPES.includes(loginType) ? loginType : DEFAULT_LOGIN_TYPE;
  const signupHref = `/member/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, v: LoginType) => {
          setLoginType(v);
          saveLoginType(v);
        }}
        variant="fullWidth"
        aria-label={t('loginTypes')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {ALLOWED_LOGIN_TYPES.map((type) => (
          <Tab
            key={type}
            value={type}
            label={type === LoginType.Mobile ? t('tabMobile') : t('tabEmail')}
            id={`login-tab-${type}`}
            aria-controls={`login-panel-${type}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
        {tab === LoginType.Mobile ? <MobileSignin /> : <EmailSignin signupHref={signupHref} />}
      </div>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t.rich('terms', {
          link: (chunks) => (
            <Link href="/terms" style={{ color: 'inherit', textDecoration: 'underline' }}>
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </>
  );
}
