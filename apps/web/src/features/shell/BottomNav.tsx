'use client';

import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MEMBER_HOME } from '@/features/dashboard/nav';

/** Phone-only bottom navigation bar (§2). */
export function BottomNav() {
  const t = useTranslations('common');
  const pathname = usePathname() ?? '/';
  const items = [
    { href: '/', label: t('home'), icon: <HomeOutlined /> },
    { href: '/products', label: t('shop'), icon: <StorefrontOutlined /> },
    { href: '/cip/booking', label: t('cip'), icon: <FlightTakeoff /> },
    { href: '/cart', label: t('cart'), icon: <LocalMallOutlined /> },
    { href: MEMBER_HOME, label: t('account'), icon: <PersonOutlined /> },
  ];
  const active = items.findIndex((i) => (i.href === '/' ? pathname === '/' : pathname.startsWith(i.href)));
  return (
    <Paper
      component="nav"
      aria-label={t('menu')}
      elevation={8}
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'appBar', display: { md: 'none' } }}
    >
      <BottomNavigation showLabels value={active}>
        {items.map((i) => (
          <BottomNavigationAction
            key={i.href}
            component={Link}
            href={i.href}
            label={i.label}
            icon={i.icon}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
