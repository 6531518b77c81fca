import { TextLink } from '@/components/links';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { toJalaliParts, toPersianDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';

/** Site footer: about, service and shop links, contact. */
export async function Footer() {
  const [t, c] = await Promise.all([getTranslations('shell'), getTranslations('common')]);
  const columns = [
    {
      title: t('footerServices'),
      links: [
        { href: '/cip/booking?service=fastTrack', label: t('fastTrack') },
        { href: '/cip/booking?service=businessLounge', label: t('businessLounge') },
        { href: '/cip/booking?service=cip', label: t('cipService') },
      ],
    },
    {
      title: t('footerShop'),
      links: [
        { href: '/products', label: c('shop') },
        { href: '/news', label: c('news') },
        { href: '/articles', label: c('articles') },
        { href: '/albums', label: c('albums') },
      ],
    },
    { title: t('footerHelp'), links: [{ href: '/faq', label: c('faq') }] },
  ];
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: '#f3efe4', mt: 6, pt: 5, pb: { xs: 10, md: 4 } }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ color: '#e2c372', mb: 1 }}>
              {c('siteName')}
            </Typography>
            <Typography variant="body2">{t('footerAbout')}</Typography>
          </Grid>
          {columns.map((col) => (
            <Grid key={col.title} size={{ xs: 6, md: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {col.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {col.links.map((l) => (
                  <li key={l.href}>
                    <TextLink
                      href={l.href}
                      color="inherit"
                      underline="hover"
                      sx={{ display: 'inline-block', py: 0.75 }}
                    >
                      {l.label}
                    </TextLink>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 1 }} />
        </Grid>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,.2)', mt: 3, pt: 2 }}>
          <Typography variant="body2">
            {t('footerContact')}: <span dir="ltr">{t('supportPhone')}</span> — {t('footerAddress')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
            © {toPersianDigits(String(toJalaliParts(new Date())?.year ?? ''))} {t('copyright')}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
