'use client';

import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Flight from '@mui/icons-material/FlightTakeoff';
import Home from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vip/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LinkButton } from '@/components/links';
import { useMember } from '@/features/auth/use-member-api';
import { MixedText } from '@/features/ui/MixedText';

/** /dashboard/order landing: greeting, profile summary, member areas, and the (for now empty) order list. */
export function DashboardHome() {
  const t = useTranslations('dashboard');
  const { member } = useMember();
  if (!member) return null;
  const areas = [
    { href: '/dashboard/order', label: t('areaOrders'), icon: <ReceiptLong />, current: true },
    { href: '/', label: t('areaHome'), icon: <Home /> },
    { href: '/member/signout', label: t('signOut'), icon: <Logout sx={{ transform: 'scaleX(-1)' }} /> },
  ];
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }} data-testid="dashboard-greeting">
        {member.firstName ? t('greeting', { name: member.firstName }) : t('greetingNoName')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="profile-title">
            <Typography id="profile-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('profile')}
            </Typography>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{member.fullName}</Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <PhoneIphone fontSize="small" color="action" aria-hidden />
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('mobile')}:
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="profile-mobile">
                  {member.mobile ? <bdi dir="ltr">{toPersianDigits(member.mobile)}</bdi> : t('notSet')}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <AlternateEmail fontSize="small" color="action" aria-hidden />
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('email')}:
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  data-testid="profile-email"
                >
                  {member.email ? <bdi dir="ltr">{member.email}</bdi> : t('notSet')}
                </Typography>
              </Box>
            </Box>
          </Paper>
          <Paper variant="outlined" component="nav" aria-label={t('nav')}>
            <List disablePadding>
              {areas.map((a) => (
                <ListItemButton
                  key={a.href}
                  component={Link}
                  href={a.href}
                  selected={a.current}
                  aria-current={a.current ? 'page' : undefined}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{a.icon}</ListItemIcon>
                  <ListItemText primary={a.label} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} component="section" aria-labelledby="orders-title">
          <Typography id="orders-title" variant="h6" component="h2" sx={{ mb: 3 }}>
            {t('ordersTitle')}
          </Typography>
          <Box sx={{ textAlign: 'center', py: { xs: 3, md: 5 } }} data-testid="orders-empty">
            <ReceiptLong sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
            <Typography sx={{ fontWeight: 700, mt: 1 }}>{t('noOrders')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 420, mx: 'auto' }}>
              {t('noOrdersHint')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
              <LinkButton href="/cip/booking" variant="contained" startIcon={<Flight />}>
                <MixedText>{t('bookCip')}</MixedText>
              </LinkButton>
              <LinkButton href="/products" variant="outlined" startIcon={<Storefront />}>
                {t('goShop')}
              </LinkButton>
            </Box>
          </Box>
        </Paper>
      </Box>
    </Container>
  );
}
