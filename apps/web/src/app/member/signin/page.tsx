import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeCallbackUrl } from '@/features/auth/paths';
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
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const [t, sp] = await Promise.all([getTranslations('member'), searchParams]);
  const callbackUrl = safeCallbackUrl(Array.isArray(sp.callbackUrl) ? sp.callbackUrl[0] : sp.callbackUrl);
  return (
    <LoginCard title={t('signinTitle')} subtitle={t('signinSubtitle')}>
      <SigninView callbackUrl={callbackUrl} />
    </LoginCard>
  );
}
