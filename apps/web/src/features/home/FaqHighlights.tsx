import type { CmsBox } from '@vip/contract';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { getLocale, getTranslations } from 'next-intl/server';
import { languageProps } from '@/features/content/in-persian';
import { fetchFaqs } from '@/features/content/api';
import { FaqAccordion } from '@/features/content/FaqAccordion';
import text from '@/features/ui/text.module.css';
import styles from './home.module.css';

/** The home page's FAQ box (CMS `home-faq`) with the top questions. Plain HTML. */
export async function FaqHighlights({ box }: { box: CmsBox | undefined }) {
  const [t, list, locale] = await Promise.all([
    getTranslations('home'),
    fetchFaqs({ limit: 5, offset: 0, sort: 'priority' }),
    getLocale(),
  ]);
  if (!list?.data.length) return null;
  return (
    <section aria-labelledby="faq-highlights" className={styles.faq}>
      <div {...(box && languageProps(box.lang, locale))}>
        <h2 id="faq-highlights" className={styles.sectionTitle}>
          {box?.title ?? t('faqTitle')}
        </h2>
        {box?.subtitle && <p className={styles.lead}>{box.subtitle}</p>}
        {box?.body && <p className={styles.faqBody}>{box.body}</p>}
        <Link href={box?.link_url ?? '/faq'} className={`${text.buttonOutlined} ${styles.faqLink}`}>
          {box?.link_title ?? t('allFaqs')}
        </Link>
      </div>
      <FaqAccordion items={list.data} headingLevel="h3" />
    </section>
  );
}
