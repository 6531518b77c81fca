import { LinkButton } from '@/components/links';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

/** Persian 404 page. */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography color="primary" sx={{ fontWeight: 800 }}>
        {t('code')}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, mt: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('body')}
      </Typography>
      <LinkButton href="/" variant="contained" sx={{ mt: 4 }}>
        {t('backHome')}
      </LinkButton>
    </Container>
  );
}
