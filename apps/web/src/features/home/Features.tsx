import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CmsBox } from '@vip/contract';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';

/** Why-us points of the home page (CMS `home-features`). */
export function Features({ boxes, title }: { boxes: CmsBox[]; title: string }) {
  if (!boxes.length) return null;
  return (
    <section aria-labelledby="features-title">
      <Typography id="features-title" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {boxes.map((b) => (
          <Paper
            component="li"
            key={b.id}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Box sx={{ width: 48 }}>
              <ResponsiveImage image={b.image} sizes="48px" aspectRatio="1 / 1" fallbackAlt={b.title} rounded />
            </Box>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {b.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {b.subtitle}
            </Typography>
          </Paper>
        ))}
      </Box>
    </section>
  );
}
