import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { getTranslations } from 'next-intl/server';
import { fetchTopMenu } from '@/features/shell/menu';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';
import { MixedText } from '@/features/ui/MixedText';

/** Shop categories of the top menu as large tappable tiles. */
export async function CategoryGrid() {
  const [t, menu] = await Promise.all([getTranslations('home'), fetchTopMenu()]);
  if (!menu.length) return null;
  return (
    <section aria-labelledby="categories-title">
      <SectionHeader id="categories-title" title={t('categoriesTitle')} />
      <ul className={styles.grid4}>
        {menu.map((c) => (
          <li key={c.id}>
            <Link href={`/category/${c.id}`} className={styles.category} data-testid="home-category">
              <MixedText>{c.title}</MixedText>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
