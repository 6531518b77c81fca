'use client';

import Close from '@mui/icons-material/Close';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Search from '@mui/icons-material/Search';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SearchBox } from '@/features/search/SearchBox';
import { MixedText } from '@/features/ui/MixedText';
import { MEMBER_HOME } from '@/features/dashboard/nav';

/** Phone-only bottom navigation bar (§2), with the phone's search box in a panel above it (issue #16). */
export function BottomNav() {
  const t = useTranslations('common');
  const ts = useTranslations('shell');
  const pathname = usePathname() ?? '/';
  const [searching, setSearching] = useState(false);
  // A suggestion or a search opens another page: the panel closes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setSearching(false), [pathname]);
  const items = [
    { href: '/', label: t('home'), icon: <HomeOutlined /> },
    { href: '/products', label: t('shop'), icon: <StorefrontOutlined /> },
    { href: '/cip/booking', label: t('cip'), icon: <FlightTakeoff /> },
    { href: '/cart', label: t('cart'), icon: <LocalMallOutlined /> },
    { href: MEMBER_HOME, label: t('account'), icon: <PersonOutlined /> },
  ];
  // Six actions on a 360px phone: labels stay on one line (MUI enlarges the selected one, which wrapped "حساب کاربری").
  const action = {
    minWidth: 0,
    px: 0.25,
    '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
      fontSize: '0.7rem',
      whiteSpace: 'nowrap',
    },
  };
  const active = searching
    ? items.length
    : items.findIndex((i) => (i.href === '/' ? pathname === '/' : pathname.startsWith(i.href)));
  return (
    <Paper
      component="nav"
      aria-label={t('menu')}
      elevation={8}
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'appBar', display: { md: 'none' } }}
    >
      {searching && (
        <div
          data-testid="phone-search"
          style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '8px 8px 4px' }}
        >
          <SearchBox autoFocus above />
          <IconButton aria-label={ts('closeSearch')} onClick={() => setSearching(false)} size="small">
            <Close />
          </IconButton>
        </div>
      )}
      <BottomNavigation showLabels value={active}>
        {items.map((i) => (
          <BottomNavigationAction
            key={i.href}
            component={Link}
            href={i.href}
            label={<MixedText>{i.label}</MixedText>}
            icon={i.icon}
            sx={action}
          />
        ))}
        <BottomNavigationAction
          label={ts('search')}
          icon={<Search />}
          aria-expanded={searching}
          data-testid="phone-search-toggle"
          onClick={() => setSearching((s) => !s)}
          sx={action}
        />
      </BottomNavigation>
    </Paper>
  );
}
