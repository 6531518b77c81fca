'use client';

import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LinkButton, TextLink } from '@/components/links';
import { RequireMember } from '@/features/auth/RequireMember';
import { useMember } from '@/features/auth/use-member-api';
import { MemberTheme } from '@/features/member/MemberTheme';
import { NavIcon } from './NavIcon';
import { MixedText } from '@/features/ui/MixedText';
import { activeNavKey, MEMBER_NAV } from './nav';

/**
 * The member area's frame (§2: no common header, footer or bottom bar here): its own top bar, the side nav on wide
 * screens and a scrollable tab row on phones, both from MEMBER_NAV, behind the sign-in gate, in the member theme.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('dashboard');
  const tc = useTranslations('common');
  const pathname = usePathname() ?? '';
  const active = activeNavKey(pathname);
  const { member } = useMember();
  return (
    <MemberTheme>
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
                {member.fullName || t('member')}
              </Typography>
            )}
            <LinkButton href="/member/signout" color="inherit" startIcon={<Logout sx={{ transform: 'scaleX(-1)' }} />}>
              {tc('signOut')}
            </LinkButton>
          </Toolbar>
        </Container>
      </AppBar>
      <RequireMember>
        <Box
          component="nav"
          aria-label={t('nav')}
          sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Tabs value={active ?? false} variant="scrollable" scrollButtons={false} aria-label={t('nav')}>
            {MEMBER_NAV.map((item) => (
              <Tab
                key={item.key}
                value={item.key}
                component={Link}
                href={item.href}
                label={<MixedText>{t(`navItems.${item.key}`)}</MixedText>}
                icon={<NavIcon item={item.key} fontSize="small" />}
                iconPosition="start"
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
        </Box>
        <Container sx={{ py: { xs: 2.5, md: 4 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Paper
              variant="outlined"
              component="nav"
              aria-label={t('nav')}
              sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16 }}
            >
              {/* A div, not a ul: its children are links (a ul may hold only li; axe «list»). */}
              <List disablePadding component="div">
                {MEMBER_NAV.map((item) => (
                  <ListItemButton
                    key={item.key}
                    component={Link}
                    href={item.href}
                    selected={item.key === active}
                    aria-current={item.key === active ? 'page' : undefined}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <NavIcon item={item.key} />
                    </ListItemIcon>
                    <ListItemText primary={<MixedText>{t(`navItems.${item.key}`)}</MixedText>} />
                  </ListItemButton>
                ))}
              </List>
            </Paper>
            <Box component="main" sx={{ minWidth: 0 }}>
              {children}
            </Box>
          </Box>
        </Container>
      </RequireMember>
    </MemberTheme>
  );
}
