'use client';

import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLightSession } from '@/features/auth/light-session';
import { MEMBER_NAV, type MemberNavKey } from '@/features/dashboard/nav';
import { Icon, type IconName } from '@/features/ui/Icon';
import { MixedText } from '@/features/ui/MixedText';
import styles from './HeaderAccount.module.css';

/** The icon of each member page in the menu (the member area's own nav draws the same ones with MUI). */
const NAV_ICON: Record<MemberNavKey, IconName> = {
  home: 'dashboard',
  orders: 'receipt',
  cipOrders: 'flightTakeoff',
  passengers: 'groups',
  credit: 'wallet',
  tickets: 'supportAgent',
  favorites: 'favoriteBorder',
  reviews: 'review',
  profile: 'badge',
};

/**
 * The header's account entry: sign-in for a visitor; once signed in, the member's name with a menu of every member
 * page and sign-out (ARIA menu: arrows move, Esc closes). Plain HTML: no styling runtime, no session library.
 */
export function HeaderAccount() {
  const t = useTranslations('common');
  const td = useTranslations('dashboard');
  const { member } = useLightSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    items()[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  if (!member) {
    return (
      <Link href="/member/signin" className={styles.button}>
        <Icon name="person" size={20} />
        {t('signIn')}
      </Link>
    );
  }

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') close(false);
  };
  const name = member.firstName || member.fullName || td('member');
  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        onClick={() => setOpen((o) => !o)}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        aria-label={td('accountMenu', { name: member.fullName || name })}
        data-testid="header-account"
      >
        <Icon name="person" size={20} />
        {/* The member's name is data (as UserText marks it): isolated, and left alone by the language checks. */}
        <bdi data-user-content="" className={styles.name}>
          {name}
        </bdi>
        <Icon name="expandMore" size={20} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          ref={menu}
          className={styles.menu}
          onKeyDown={onMenuKey}
          onClick={() => close(false)}
        >
          {MEMBER_NAV.map((item) => (
            <Link key={item.key} role="menuitem" href={item.href} className={styles.item}>
              <Icon name={NAV_ICON[item.key]} size={20} />
              <MixedText>{td(`navItems.${item.key}`)}</MixedText>
            </Link>
          ))}
          <hr className={styles.divider} />
          <Link role="menuitem" href="/member/signout" className={styles.item}>
            <Icon name="logout" size={20} className="flip-rtl" />
            {t('signOut')}
          </Link>
        </div>
      )}
    </div>
  );
}
