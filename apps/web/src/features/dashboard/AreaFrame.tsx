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
import type { ReactElement, ReactNode } from 'react';
import { RequireMember } from '@/features/auth/RequireMember';
import { MemberTheme } from '@/features/ui/MemberTheme';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { MemberAppBar } from './MemberAppBar';

/** One entry of an area's nav: the same link in the phone's tab row and the wide screen's side list. */
export interface AreaNavItem {
  key: string;
  href: string;
  label: ReactNode;
  /** The icon at the side list's size; the tab row asks for a small one. */
  icon: (size: 'small' | 'medium') => ReactElement;
  testId?: string;
}

/**
 * The frame of a signed-in area (the member's account, the agency's desk; §2: no common header, footer or bottom
 * bar there): the member's top bar, the nav as a scrollable tab row under it on phones and a sticky side list on
 * wide screens, behind the sign-in gate, in the member theme. Nothing of it prints but the page itself (a voucher,
 * a statement).
 */
export function AreaFrame({
  navLabel,
  items,
  active,
  showNav,
  sideHeader,
  children,
}: {
  navLabel: string;
  items: readonly AreaNavItem[];
  active: string | false;
  /** Whether the nav is drawn (an agency's nav waits for its account). */
  showNav: boolean;
  /** Above the side list (the agency's name and the agent's role). */
  sideHeader?: ReactNode;
  children: ReactNode;
}) {
  return (
    <MemberTheme>
      <Box sx={{ displayPrint: 'none' }}>
        <MemberAppBar
          nav={
            showNav && (
              <Box
                component="nav"
                aria-label={navLabel}
                sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider' }}
              >
                <Tabs value={active} variant="scrollable" scrollButtons={false} aria-label={navLabel}>
                  {items.map((item) => (
                    <Tab
                      key={item.key}
                      value={item.key}
                      component={Link}
                      href={item.href}
                      label={item.label}
                      icon={item.icon('small')}
                      iconPosition="start"
                      sx={{ minHeight: 48 }}
                      data-testid={item.testId}
                    />
                  ))}
                </Tabs>
              </Box>
            )
          }
        />
      </Box>
      <RequireMember>
        <Container sx={{ py: { xs: 2.5, md: 4 }, displayPrint: 'block' }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: showNav ? '240px minmax(0, 1fr)' : '1fr' },
              alignItems: 'start',
              '@media print': { display: 'block' },
            }}
          >
            {showNav && (
              <Paper
                variant="outlined"
                component="nav"
                aria-label={navLabel}
                sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16, displayPrint: 'none' }}
              >
                {sideHeader}
                {/* A div, not a ul: its children are links (a ul may hold only li; axe «list»). */}
                <List disablePadding component="div">
                  {items.map((item) => (
                    <ListItemButton
                      key={item.key}
                      component={Link}
                      href={item.href}
                      selected={item.key === active}
                      aria-current={item.key === active ? 'page' : undefined}
                      data-testid={item.testId}
                    >
                      <ListItemIcon sx={{ minWidth: 40 }}>{item.icon('medium')}</ListItemIcon>
                      <ListItemText primary={item.label} />
                    </ListItemButton>
                  ))}
                </List>
              </Paper>
            )}
            <Box component="main" sx={{ minWidth: 0 }}>
              {children}
            </Box>
          </Box>
        </Container>
      </RequireMember>
    </MemberTheme>
  );
}
