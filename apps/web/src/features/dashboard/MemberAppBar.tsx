'use client';

import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { UserText } from '@/features/ui/UserText';
import { localeDirection } from '@/i18n/routing';
import type { ReactNode } from 'react';
import { LinkButton, TextLink } from '@/components/links';
import { useMember } from '@/features/auth/use-member-api';

/**
 * The member pages' own top bar (§2: the common header is hidden there): site name, member, sign-out; `nav` (the
 * member area's tab row on phones) goes under it.
 */
export function MemberAppBar({ nav }: { nav?: ReactNode }) {
  const t = useTranslations('dashboard');
  const tc = useTranslations('common');
  // The sign-out arrow points out of the page's reading direction.
  const rtl = localeDirection(useLocale()) === 'rtl';
  const { member } = useMember();
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container>
        <Toolbar disableGutters sx={{ gap: 1.5, minHeight: { xs: 56, md: 64 } }}>
          <TextLink
            href="/"
            underline="none"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.1rem', md: '1.3rem' },
              color: 'primary.dark',
              whiteSpace: 'nowrap',
            }}
          >
            {tc('siteName')}
          </TextLink>
          <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('dashboard')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {member && (
            <Typography
              sx={{
                fontWeight: 700,
                maxWidth: { xs: 110, sm: 240 },
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              data-testid="dashboard-member-name"
            >
              {member.fullName ? <UserText>{member.fullName}</UserText> : t('member')}
            </Typography>
          )}
          <LinkButton
            href="/member/signout"
            color="inherit"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            startIcon={<Logout sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
          >
            {tc('signOut')}
          </LinkButton>
        </Toolbar>
      </Container>
      {nav}
    </AppBar>
  );
}
