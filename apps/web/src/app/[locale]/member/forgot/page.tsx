import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordView } from '@/features/member/ForgotPasswordView';
import { LoginCard } from '@/features/member/LoginCard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('member');
  return { title: t('forgotTitle') };
}

/** /member/forgot: "forgot password" of e-mail accounts (issue #16). */
export default async function ForgotPasswordPage() {
  const t = await getTranslations('member');
  return (
    <LoginCard title={t('forgotTitle')} subtitle={t('forgotSubtitle')}>
      <ForgotPasswordView />
    </LoginCard>
  );
}
