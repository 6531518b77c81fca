import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import { isGatedPath, safeCallbackUrl } from '@/features/auth/paths';
import { SESSION_ENDED_PARAM } from '@/features/auth/relay-paths';
import { LoginCard } from '@/features/member/LoginCard';
import { SigninView } from '@/features/member/SigninView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('member');
  return { title: t('signinTitle') };
}

/** /member/signin (§2): mobile + SMS code or e-mail + password; back to `callbackUrl` afterwards. */
export default async function SigninPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[]; [SESSION_ENDED_PARAM]?: string | string[] }>;
}) {
  const [t, sp] = await Promise.all([getTranslations('member'), searchParams]);
  const callbackUrl = safeCallbackUrl(Array.isArray(sp.callbackUrl) ? sp.callbackUrl[0] : sp.callbackUrl);
  // Back to the page the visitor came from, unless it is a member page (it would only send them here again).
  const cameFrom = safeCallbackUrl(callbackUrl, '/');
  const back = isGatedPath(new URL(cameFrom, 'http://site').pathname)
    ? { href: '/', label: t('backHome') }
    : { href: cameFrom, label: cameFrom === '/' ? t('backHome') : t('backToPage') };
  return (
    <LoginCard title={t('signinTitle')} subtitle={t('signinSubtitle')} back={back}>
      {sp[SESSION_ENDED_PARAM] && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="session-ended">
          {t('sessionEnded')}
        </Alert>
      )}
      <SigninView callbackUrl={callbackUrl} sessionEnded={Boolean(sp[SESSION_ENDED_PARAM])} />
    </LoginCard>
  );
}
