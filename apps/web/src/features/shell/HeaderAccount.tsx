'use client';

import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useMember } from '@/features/auth/use-member-api';

// The menu (MUI Menu, Popover, Modal) is loaded only once a member is signed in, before it is first opened.
const AccountMenu = dynamic(() => import('./AccountMenu'), { ssr: false });

/** The header's account entry: the member's name with a menu (dashboard, sign-out) once signed in, else sign-in. */
export function HeaderAccount() {
  const t = useTranslations('common');
  const td = useTranslations('dashboard');
  const { member, signedIn } = useMember();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!signedIn || !member) {
    return (
      <Button
        component={Link}
        href="/member/signin"
        variant="outlined"
        startIcon={<PersonOutlined />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('signIn')}
      </Button>
    );
  }

  const name = member.firstName || member.fullName || td('member');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PersonOutlined />}
        endIcon={<ExpandMore />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={td('accountMenu', { name: member.fullName || name })}
        data-testid="header-account"
        sx={{ whiteSpace: 'nowrap', maxWidth: { xs: 150, sm: 220 } }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
        </Box>
      </Button>
      <AccountMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
