import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/links';
import { MixedText } from '@/features/ui/MixedText';

/** Home hero: leads to the VIP booking and to the shop. */
export async function Hero() {
  const t = await getTranslations('home');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #1f2a44 0%, #2d3a5c 55%, #5e430c 140%)',
        color: '#fff',
        py: { xs: 5, md: 9 },
      }}
    >
      <Container>
        <Typography id="hero-title" variant="h1" sx={{ maxWidth: 720 }}>
          {t('heroTitle')}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640, color: '#e8e4da', fontSize: { md: '1.1rem' } }}>
          {t('heroBody')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
          <LinkButton
            href="/cip/booking"
            size="large"
            variant="contained"
            startIcon={<FlightTakeoff className="flip-rtl" />}
            sx={{ bgcolor: '#e2c372', color: '#1d1b16', '&:hover': { bgcolor: '#c9a24a' } }}
          >
            <MixedText>{t('bookCip')}</MixedText>
          </LinkButton>
          <LinkButton
            href="/products"
            size="large"
            variant="outlined"
            startIcon={<StorefrontOutlined />}
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}
          >
            {t('visitShop')}
          </LinkButton>
        </Stack>
      </Container>
    </Box>
  );
}
