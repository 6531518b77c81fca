'use client';

import { MixedText } from '@/features/ui/MixedText';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import type { OrderStatus, TicketStatus } from '@vip/domain';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { localeDirection } from '@/i18n/routing';
import { useLocale, useTranslations } from 'next-intl';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { UserText } from '@/features/ui/UserText';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/links';
import { useMember } from '@/features/auth/use-member-api';
import { NavIcon } from './NavIcon';
import { MEMBER_NAV } from './nav';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';

function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem', fontWeight: 800 }}>
          <MixedText>{title}</MixedText>
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" variant="body2" sx={{ py: 2 }}>
    {text}
  </Typography>
);

/** /dashboard: balance, the last store and CIP orders, open tickets and shortcuts to every member page. */
/** A list row whose status chip goes under the text when both do not fit (a long English status on a phone). */
const ROW = { flexWrap: 'wrap', columnGap: 1, '& .MuiListItemText-root': { flex: '1 1 12rem', minWidth: 0 } } as const;

// Its lists are divs, not uls: their children are links (a ul may hold only li; axe «list»).
export function DashboardHome() {
  const t = useTranslations('dashboard');
  const fmt = useFormat();
  const { ORDER_STATUS_LABELS, TICKET_STATUS_LABELS } = useDomainLabels();
  // The route's arrow points the reading direction; a list joins with the language's comma.
  const rtl = localeDirection(useLocale()) === 'rtl';
  const { member } = useMember();
  const balance = useMemberEndpoint(api.getCreditBalance, {});
  const store = useMemberEndpoint(api.listStoreOrders, { query: { limit: 3 } });
  const cip = useMemberEndpoint(api.listCipOrders, { query: { limit: 3 } });
  const tickets = useMemberEndpoint(api.listTickets, { query: { limit: 3, statuses: [1, 2, 3] } });
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }} data-testid="dashboard-greeting">
        {member?.firstName
          ? t.rich('greeting', { name: member.firstName, user: (chunks) => <UserText>{chunks}</UserText> })
          : t('greetingNoName')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          bgcolor: (t) => alpha(t.palette.primary.main, 0.06),
          borderColor: 'primary.light',
        }}
      >
        <AccountBalanceWalletOutlined sx={{ fontSize: 40, color: 'primary.dark' }} aria-hidden />
        <Box sx={{ flexGrow: 1 }}>
          <Typography color="text.secondary" variant="body2">
            {t('balance')}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }} data-testid="dashboard-balance">
            {balance.data ? fmt.toman(balance.data.data.balance) : <Skeleton width={140} />}
          </Typography>
        </Box>
        <LinkButton href="/credit" variant="contained">
          {t('topUp')}
        </LinkButton>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section
          title={t('lastOrders')}
          action={
            <LinkButton href="/dashboard/order" size="small">
              {t('all')}
            </LinkButton>
          }
        >
          {store.isPending ? (
            <Skeleton height={80} />
          ) : store.data?.data.length ? (
            <List disablePadding dense component="div">
              {store.data.data.map((o) => (
                <ListItemButton key={o.id} component={Link} href="/dashboard/order" divider sx={ROW}>
                  <ListItemText
                    primary={o.title ? <UserText>{o.title}</UserText> : fmt.digits(o.reference)}
                    secondary={`${fmt.date(o.created_at)} – ${fmt.toman(o.total_price)}`}
                  />
                  <Chip size="small" label={ORDER_STATUS_LABELS[o.status as OrderStatus] ?? ''} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Empty text={t('noOrders')} />
          )}
        </Section>
        <Section
          title={t('lastCipOrders')}
          action={
            <LinkButton href="/dashboard/cip/order/order-list" size="small">
              {t('all')}
            </LinkButton>
          }
        >
          {cip.isPending ? (
            <Skeleton height={80} />
          ) : cip.data?.data.length ? (
            <List disablePadding dense component="div">
              {cip.data.data.map((o) => (
                <ListItemButton key={o.id} component={Link} href="/dashboard/cip/order/order-list" divider sx={ROW}>
                  <ListItemText
                    primary={
                      o.flights.map((f) => `${f.origin} ${rtl ? '←' : '→'} ${f.destination}`).join(rtl ? '، ' : ', ') ||
                      fmt.digits(o.reference)
                    }
                    secondary={`${fmt.date(o.first_flight_at)} – ${fmt.toman(o.total_price)}`}
                  />
                  <Chip size="small" label={ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status_label} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Empty text={t('noCipOrders')} />
          )}
        </Section>
        <Section
          title={t('openTickets')}
          testId="dashboard-tickets"
          action={
            <LinkButton href="/dashboard/tickets" size="small">
              {t('all')}
            </LinkButton>
          }
        >
          {tickets.isPending ? (
            <Skeleton height={80} />
          ) : tickets.data?.data.length ? (
            <List disablePadding dense component="div">
              {tickets.data.data.map((ticket) => (
                <ListItemButton
                  key={ticket.id}
                  component={Link}
                  href={`/dashboard/tickets/${ticket.id}`}
                  divider
                  sx={ROW}
                >
                  <ListItemText
                    primary={<UserText>{ticket.title}</UserText>}
                    secondary={fmt.dateTime(ticket.updated_at)}
                  />
                  <Chip
                    size="small"
                    color={ticket.status === 2 ? 'success' : 'default'}
                    label={TICKET_STATUS_LABELS[ticket.status as TicketStatus]}
                  />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Empty text={t('noTickets')} />
          )}
        </Section>
        <Section title={t('shortcuts')}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
            {MEMBER_NAV.filter((i) => i.key !== 'home').map((item) => (
              <LinkButton
                key={item.key}
                href={item.href}
                variant="outlined"
                color="inherit"
                startIcon={<NavIcon item={item.key} />}
                sx={{ justifyContent: 'flex-start', borderColor: 'divider', py: 1.25 }}
              >
                <MixedText>{t(`navItems.${item.key}`)}</MixedText>
              </LinkButton>
            ))}
          </Box>
        </Section>
      </Box>
    </Box>
  );
}
