import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginCard } from '@/features/member/LoginCard';
import { SignoutView } from '@/features/member/SignoutView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard');
  return { title: t('signOut') };
}

/** /member/signout (§2): ends the session here and at the API, then home. */
export default async function SignoutPage() {
  const t = await getTranslations('dashboard');
  return (
    <LoginCard title={t('signOut')}>
      <SignoutView />
    </LoginCard>
  );
}
