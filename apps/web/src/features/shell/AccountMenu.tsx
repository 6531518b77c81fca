'use client';

import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Logout from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DEFAULT_AFTER_SIGN_IN } from '@/features/auth/paths';

/** The signed-in member's header menu (dashboard, sign-out); loaded only for signed-in visitors. */
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
      <MenuItem component={Link} href={DEFAULT_AFTER_SIGN_IN} onClick={onClose}>
        <ListItemIcon>
          <DashboardOutlined fontSize="small" />
        </ListItemIcon>
        {td('dashboard')}
      </MenuItem>
      <MenuItem component={Link} href="/member/signout" onClick={onClose}>
        <ListItemIcon>
          <Logout fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
        </ListItemIcon>
        {t('signOut')}
      </MenuItem>
    </Menu>
  );
}
