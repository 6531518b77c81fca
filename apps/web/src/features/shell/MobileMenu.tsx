'use client';

import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '@/features/ui/Icon';
import { MixedText } from '@/features/ui/MixedText';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './MobileMenu.module.css';

export interface MenuItemLink {
  href: string;
  label: string;
}

/**
 * Phone menu: a drawer from the reading start (right in Persian and Arabic, left in English) with the main links,
 * the shop categories and the language switch. A native modal
 * `<dialog>` (focus kept inside, Esc and the backdrop close it, focus returns to the button): no styling runtime.
 * Its links are rendered on the first opening, not with the page: every page would otherwise hydrate a closed
 * drawer's ~35 elements and ~16 links (the header's own links and the category bar are in the HTML for everyone).
 */
export function MobileMenu({ links, categories }: { links: MenuItemLink[]; categories: MenuItemLink[] }) {
  const t = useTranslations();
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const [opened, setOpened] = useState(false);
  // A link opens another page: the drawer closes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => dialog.current?.close(), [pathname]);
  const item = (i: MenuItemLink) => (
    <li key={i.href}>
      <Link href={i.href} className={styles.item} onClick={() => dialog.current?.close()}>
        <MixedText>{i.label}</MixedText>
      </Link>
    </li>
  );
  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-label={t('common.menu')}
        aria-haspopup="dialog"
        onClick={() => {
          // The links are in place before the dialog opens, so it focuses the first one, as before.
          flushSync(() => setOpened(true));
          dialog.current?.showModal();
        }}
      >
        <Icon name="menu" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc is the dialog's own */}
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label={t('shell.mainNav')}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        {opened && (
          <nav aria-label={t('shell.mainNav')}>
            <ul className={styles.list}>{links.map(item)}</ul>
            {categories.length > 0 && (
              <>
                <hr className={styles.divider} />
                <p className={styles.subheader}>{t('shell.categoriesNav')}</p>
                <ul className={styles.list}>{categories.map(item)}</ul>
              </>
            )}
          </nav>
        )}
        {opened && (
          <>
            <hr className={styles.divider} />
            <LanguageSwitch className={styles.languages} linkClassName={styles.item} />
          </>
        )}
      </dialog>
    </>
  );
}
