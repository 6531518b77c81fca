'use client';

import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { api } from '@vip/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMember, useMemberQuery } from '@/features/auth/use-member-api';
import { MixedText } from '@/features/ui/MixedText';
import { usePathname } from '@/i18n/navigation';
import { AreaFrame, type AreaNavItem } from './AreaFrame';
import { NavIcon } from './NavIcon';
import { activeNavKey, MEMBER_NAV } from './nav';

const AGENCY_MEMBERSHIP_KEY = ['agency', 'membership'] as const;

/** The member area's frame: AreaFrame with MEMBER_NAV, and the agency area's entry for an agent. */
export function MemberLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('dashboard');
  const ta = useTranslations('agency');
  const pathname = usePathname() ?? '';
  const { signedIn } = useMember();
  // Agents of a travel agency also get the agency area (docs/agencies.md); other members never see the entry.
  const isAgent = Boolean(useMemberQuery(AGENCY_MEMBERSHIP_KEY, api.agencyPanelGetMembership, {}).data?.data);
  const items: AreaNavItem[] = MEMBER_NAV.map((item) => ({
    key: item.key,
    href: item.href,
    label: <MixedText>{t(`navItems.${item.key}`)}</MixedText>,
    icon: (size) => <NavIcon item={item.key} fontSize={size} />,
  }));
  if (isAgent)
    items.push({
      key: 'agency',
      href: '/agency',
      label: ta('menuEntry'),
      icon: (size) => <StorefrontOutlined aria-hidden fontSize={size} />,
      testId: 'member-agency-entry',
    });
  return (
    <AreaFrame navLabel={t('nav')} items={items} active={activeNavKey(pathname) ?? false} showNav={signedIn}>
      {children}
    </AreaFrame>
  );
}
