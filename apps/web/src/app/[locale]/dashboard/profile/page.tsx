import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/features/profile/ProfilePage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title') };
}

/** /dashboard/profile: profile and active sessions. */
export default function Page() {
  return <ProfilePage />;
}
