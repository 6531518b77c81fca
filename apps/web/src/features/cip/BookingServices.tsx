import ArrowForward from '@mui/icons-material/ArrowForward';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVICE_TYPE_LABELS, ServiceType } from '@vip/domain';
import { MixedText } from '@/features/ui/MixedText';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/links';

const SERVICES = ['fastTrack', 'businessLounge', 'cip'] as const;

/** The booking entry: service cards with what each includes, and phone booking around the clock. */
export async function BookingServices({ selected }: { selected?: string }) {
  const t = await getTranslations('cip');
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box sx={{ bgcolor: 'secondary.main', color: '#fff', py: 2 }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinkButton href="/" color="inherit" startIcon={<ArrowForward />}>
            {t('back')}
          </LinkButton>
        </Container>
      </Box>
      <Container sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {t('intro')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 3 }}>
          {SERVICES.map((key) => (
            <Card
              key={key}
              variant="outlined"
              sx={{ borderColor: selected === key ? 'primary.main' : 'divider', borderWidth: selected === key ? 2 : 1 }}
            >
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                    <MixedText>{SERVICE_TYPE_LABELS[ServiceType[key]]}</MixedText>
                  </Typography>
                  {selected === key && <Chip size="small" color="primary" label={t('selected')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('includesTitle')}: {t(`${key}Includes`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
        <Card variant="outlined" sx={{ mt: 3 }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {t('extrasTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('extras')}
            </Typography>
          </CardContent>
        </Card>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('phoneBooking')}:</Typography>
          <Button variant="contained" size="large" href={`tel:${t('phoneHref')}`} startIcon={<Phone />}>
            <span dir="ltr">{t('phone')}</span>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
