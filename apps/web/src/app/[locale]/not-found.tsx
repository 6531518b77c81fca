import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { getTranslations } from 'next-intl/server';
import text from '@/features/ui/text.module.css';

/** Persian 404 page (plain HTML). */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className="container" style={{ paddingBlock: 80, textAlign: 'center' }}>
      <p style={{ margin: 0, color: 'var(--c-primary)', fontWeight: 800 }}>{t('code')}</p>
      <h1 className={text.h1} style={{ marginTop: 8 }}>
        {t('title')}
      </h1>
      <p style={{ marginTop: 16, color: 'var(--c-text-2)' }}>{t('body')}</p>
      <Link href="/" className={text.button} style={{ marginTop: 32 }}>
        {t('backHome')}
      </Link>
    </div>
  );
}
