import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/links';
import { fetchTopMenu } from '@/features/shell/menu';

/** Shop categories of the top menu as large tappable chips. */
export async function CategoryGrid() {
  const [t, menu] = await Promise.all([getTranslations('home'), fetchTopMenu()]);
  if (!menu.length) return null;
  return (
    <section aria-labelledby="categories-title">
      <Typography id="categories-title" variant="h2" sx={{ mb: 2, fontSize: { xs: '1.35rem', md: '1.75rem' } }}>
        {t('categoriesTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {menu.map((c) => (
          <li key={c.id}>
            <LinkButton
              href={`/category/${c.id}`}
              variant="outlined"
              fullWidth
              data-testid="home-category"
              sx={{ py: 2, justifyContent: 'flex-start', bgcolor: 'background.paper' }}
            >
              {c.title}
            </LinkButton>
          </li>
        ))}
      </Box>
    </section>
  );
}
