import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/features/ui/metadata';
import { PageHeading } from '@/features/ui/PageHeading';
import { Paragraphs } from '@/features/ui/Paragraphs';
import text from '@/features/ui/text.module.css';

const SECTIONS = ['account', 'booking', 'cancel', 'payment', 'privacy'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('legal');
  return pageMetadata({ title: t('termsTitle'), description: t('termsLead'), path: '/terms' });
}

/** /terms: terms of use and privacy, the page the sign-in form and the footer link to (plain HTML). */
export default async function TermsRoute() {
  const t = await getTranslations('legal');
  return (
    <div className="container" style={{ paddingBlock: '24px 48px', maxWidth: 860 }}>
      <PageHeading title={t('termsTitle')} subtitle={t('termsLead')} breadcrumbLabel={t('termsTitle')} />
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`terms-${key}`}>
          <h2 id={`terms-${key}`} className={text.h2}>
            {t(`sections.${key}.title`)}
          </h2>
          <Paragraphs text={t(`sections.${key}.body`)} />
        </section>
      ))}
      <p className={text.paragraph}>{t('updated')}</p>
    </div>
  );
}
