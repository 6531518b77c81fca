import AirlineSeatReclineExtra from '@mui/icons-material/AirlineSeatReclineExtra';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { LinkCardArea } from '@/components/links';

/** The three airport services (service types of §9), each leading to the booking. */
export async function ServiceCards() {
  const [t, s] = await Promise.all([getTranslations('home'), getTranslations('shell')]);
  const services = [
    { key: 'fastTrack', title: s('fastTrack'), body: t('fastTrackBody'), icon: <DirectionsRun fontSize="large" /> },
    {
      key: 'businessLounge',
      title: s('businessLounge'),
      body: t('loungeBody'),
      icon: <AirlineSeatReclineExtra fontSize="large" />,
    },
    { key: 'cip', title: s('cipService'), body: t('cipBody'), icon: <WorkspacePremium fontSize="large" /> },
  ];
  return (
    <section aria-labelledby="services-title">
      <Typography id="services-title" variant="h2" sx={{ mb: 2, fontSize: { xs: '1.35rem', md: '1.75rem' } }}>
        {t('servicesTitle')}
      </Typography>
      <Grid container spacing={2}>
        {services.map((x) => (
          <Grid key={x.key} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <LinkCardArea href={`/cip/booking?service=${x.key}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="span" sx={{ color: 'primary.main' }}>
                    {x.icon}
                  </Typography>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 1 }}>
                    {x.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {x.body}
                  </Typography>
                </CardContent>
              </LinkCardArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
