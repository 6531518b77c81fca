import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeCallbackUrl } from '@/features/auth/paths';
import { LoginCard } from '@/features/member/LoginCard';
import { SignupView } from '@/features/member/SignupView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('member');
  return { title: t('signupTitle') };
}

/** /member/signup (§2): e-mail sign-up with the §5 strength meter. */
export default async function SignupPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const [t, sp] = await Promise.all([getTranslations('member'), searchParams]);
  const callbackUrl = safeCallbackUrl(Array.isArray(sp.callbackUrl) ? sp.callbackUrl[0] : sp.callbackUrl);
  return (
    <LoginCard title={t('signupTitle')} subtitle={t('signupSubtitle')}>
      <SignupView callbackUrl={callbackUrl} />
    </LoginCard>
  );
}
