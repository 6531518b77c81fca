import { LinkButton, TextLink } from '@/components/links';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { getTranslations } from 'next-intl/server';
import { CartBadge } from '@/features/cart/CartBadge';
import { HeaderAccount } from './HeaderAccount';
import { fetchTopMenu } from './menu';
import { MobileMenu } from './MobileMenu';

/** Site header: logo, main links, the top menu of §2 (server-fetched), cart and account. */
export async function Header() {
  const [t, ts, menu] = await Promise.all([getTranslations('common'), getTranslations('shell'), fetchTopMenu()]);
  const links = [
    { href: '/cip/booking', label: t('cip') },
    { href: '/products', label: t('shop') },
    { href: '/news', label: t('news') },
    { href: '/articles', label: t('articles') },
    { href: '/faq', label: t('faq') },
  ];
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container>
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
          <MobileMenu links={links} categories={menu.map((c) => ({ href: `/category/${c.id}`, label: c.title }))} />
          <TextLink
            href="/"
            underline="none"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.15rem', md: '1.35rem' },
              color: 'primary.dark',
              textDecoration: 'none',
              whiteSpace: 'nowrap',
            }}
          >
            {t('siteName')}
          </TextLink>
          <Box component="nav" aria-label={ts('mainNav')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 2 }}>
            {links.map((l) => (
              <LinkButton key={l.href} href={l.href} color="inherit">
                {l.label}
              </LinkButton>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LinkButton href="/cart" color="inherit" aria-label={t('cart')} sx={{ minWidth: 44 }}>
            <CartBadge />
          </LinkButton>
          <HeaderAccount />
        </Toolbar>
      </Container>
      {menu.length > 0 && (
        <Box
          component="nav"
          aria-label={ts('categoriesNav')}
          data-testid="top-menu"
          sx={{
            display: { xs: 'none', md: 'block' },
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Container>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, py: 0.5 }}
            >
              {menu.map((c) => (
                <li key={c.id}>
                  <LinkButton href={`/category/${c.id}`} size="small" color="inherit" data-testid="top-menu-item">
                    {c.title}
                  </LinkButton>
                </li>
              ))}
            </Box>
          </Container>
        </Box>
      )}
    </AppBar>
  );
}
