'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RequireMember } from '@/features/auth/RequireMember';
import { useMember } from '@/features/auth/use-member-api';
import { MemberTheme } from '@/features/member/MemberTheme';
import { MemberAppBar } from './MemberAppBar';
import { NavIcon } from './NavIcon';
import { MixedText } from '@/features/ui/MixedText';
import { activeNavKey, MEMBER_NAV } from './nav';

/**
 * The member area's frame (§2: no common header, footer or bottom bar here): its own top bar, the side nav on wide
 * screens and a scrollable tab row under the bar on phones, both from MEMBER_NAV, behind the sign-in gate, in the member theme.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('dashboard');
  const pathname = usePathname() ?? '';
  const active = activeNavKey(pathname);
  const { signedIn } = useMember();
  return (
    <MemberTheme>
      <MemberAppBar
        nav={
          signedIn && (
            <Box
              component="nav"
              aria-label={t('nav')}
              sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider' }}
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
          )
        }
      />
      <RequireMember>
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
