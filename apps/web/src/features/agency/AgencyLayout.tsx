'use client';

import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import { usePathname } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { useMember, useMemberQuery } from '@/features/auth/use-member-api';
import { LinkButton } from '@/components/links';
import { AreaFrame, type AreaNavItem } from '@/features/dashboard/AreaFrame';
import { MixedText } from '@/features/ui/MixedText';
import { ApiClientError } from '@/lib/api-call';
import { AgencyAccountContext } from './account-context';
import { ACCOUNT_KEY } from './queries';
import { activeAgencyNav, AGENCY_NAV, type AgencyNavKey } from './nav';

const ICONS: Record<AgencyNavKey, ComponentType<SvgIconProps>> = {
  bookings: ListAltOutlined,
  newBooking: AddCircleOutlineOutlined,
  account: AccountBalanceOutlined,
  statement: ReceiptLongOutlined,
  keys: KeyOutlined,
};

/**
 * The agents' area (/agency): the member area's frame (AreaFrame) with its own nav. The member's agency and role are read once here and lent to every page; a
 * member of no agency sees why, not an empty panel.
 */
export function AgencyLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('agency');
  const pathname = usePathname() ?? '';
  const { signedIn } = useMember();
  const account = useMemberQuery(ACCOUNT_KEY, api.agencyPanelGetAccount, {});
  const me = account.data?.data ?? null;
  const items = AGENCY_NAV.filter((item) => !item.ownersOnly || me?.role === 'owner');
  const active = activeAgencyNav(pathname) ?? false;
  const navItems: AreaNavItem[] = items.map((item) => {
    const Icon = ICONS[item.key];
    return {
      key: item.key,
      href: item.href,
      label: <MixedText>{t(`navItems.${item.key}`)}</MixedText>,
      icon: (size) => <Icon aria-hidden fontSize={size} />,
    };
  });

  let body: ReactNode;
  if (me) body = <AgencyAccountContext.Provider value={me}>{children}</AgencyAccountContext.Provider>;
  else if (account.error instanceof ApiClientError && account.error.status === 403)
    body = (
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }} data-testid="agency-not-member">
        <Typography component="h1" variant="h6" sx={{ fontWeight: 800 }}>
          {t('notAgencyTitle')}
        </Typography>
        <Typography>{t('notAgency')}</Typography>
        <Box>
          <LinkButton href="/dashboard" variant="outlined">
            {t('toDashboard')}
          </LinkButton>
        </Box>
      </Paper>
    );
  else if (account.error)
    body = (
      <Alert severity="error" role="alert">
        {account.error instanceof ApiClientError ? account.error.message : t('error')}
      </Alert>
    );
  else
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );

  return (
    <AreaFrame
      navLabel={t('nav')}
      items={navItems}
      active={active}
      showNav={signedIn && Boolean(me)}
      sideHeader={
        me && (
          <Box sx={{ px: 2, pt: 2, pb: 1 }}>
            <Typography sx={{ fontWeight: 800 }} data-testid="agency-name">
              <MixedText>{me.name}</MixedText>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {me.role === 'owner' ? t('roleOwner') : t('roleAgent')}
            </Typography>
          </Box>
        )
      }
    >
      {body}
    </AreaFrame>
  );
}
