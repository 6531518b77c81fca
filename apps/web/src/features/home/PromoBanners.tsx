import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CmsBox } from '@vip/contract';
import { LinkCardArea } from '@/components/links';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { MixedText } from '@/features/ui/MixedText';

/** The shop banners of the home page (CMS `home-banner`). */
export function PromoBanners({ boxes, label }: { boxes: CmsBox[]; label: string }) {
  if (!boxes.length) return null;
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(boxes.length, 3)}, 1fr)` },
      }}
    >
      {boxes.map((b) => (
        <Card key={b.id} variant="outlined" sx={{ position: 'relative', color: '#fff' }}>
          <LinkCardArea href={b.link_url ?? '/products'} sx={{ position: 'relative' }}>
            <ResponsiveImage
              image={b.image}
              sizes="(max-width: 900px) 100vw, 370px"
              aspectRatio="3 / 1"
              fallbackAlt={b.title}
            />
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                p: 2,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                background:
                  'linear-gradient(270deg, rgba(20,26,44,.9) 0%, rgba(20,26,44,.55) 70%, rgba(20,26,44,.2) 100%)',
              }}
            >
              <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
                <MixedText>{b.title}</MixedText>
              </Typography>
              <Typography variant="body2" sx={{ color: '#f1ead8', mt: 0.5 }}>
                <MixedText>{b.subtitle}</MixedText>
              </Typography>
              {b.link_title && (
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 700, color: '#f3d88e' }}>
                  <MixedText>{b.link_title}</MixedText> ←
                </Typography>
              )}
            </Box>
          </LinkCardArea>
        </Card>
      ))}
    </Box>
  );
}
