'use client';

import Logout from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NavIcon } from '@/features/dashboard/NavIcon';
import { MEMBER_NAV } from '@/features/dashboard/nav';

/** The signed-in member's header menu: every member page (MEMBER_NAV) and sign-out; loaded only for members. */
export default function AccountMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useTranslations('common');
  const td = useTranslations('dashboard');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      {MEMBER_NAV.map((item) => (
        <MenuItem key={item.key} component={Link} href={item.href} onClick={onClose}>
          <ListItemIcon>
            <NavIcon item={item.key} fontSize="small" />
          </ListItemIcon>
          {td(`navItems.${item.key}`)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={Link} href="/member/signout" onClick={onClose}>
        <ListItemIcon>
          <Logout fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
        </ListItemIcon>
        {t('signOut')}
      </MenuItem>
    </Menu>
  );
}
