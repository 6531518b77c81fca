import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CmsBox } from '@vip/contract';
import { LinkButton } from '@/components/links';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { MixedText } from '@/features/ui/MixedText';
import { HeroControls } from './HeroControls';

/**
 * Hero slides from the CMS boxes of the home page (key `home-hero`), side by side in a scroll-snapping strip: swipe
 * on a phone, scroll or Tab on a desktop; the first picture loads with high priority. HeroControls (a small client
 * island) adds previous / pause / next and advances the slides while the visitor is not pointing or focused there.
 */
export function HeroBanners({ boxes, label }: { boxes: CmsBox[]; label: string }) {
  return (
    <Box component="section" aria-label={label} sx={{ bgcolor: 'secondary.main', position: 'relative' }}>
      <Box
        component="ul"
        id="hero-strip"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: '100%',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
        }}
        data-testid="hero-banners"
      >
        {boxes.map((b, i) => (
          <Box component="li" key={b.id} sx={{ scrollSnapAlign: 'start', position: 'relative', color: '#fff' }}>
            <ResponsiveImage
              image={b.image}
              sizes="100vw"
              priority={i === 0}
              aspectRatio="auto"
              fallbackAlt={b.title}
              fill
            />
            <Box
              sx={{
                position: 'relative',
                minHeight: { xs: 340, md: 420 },
                display: 'flex',
                alignItems: 'center',
                background:
                  'linear-gradient(270deg, rgba(20,26,44,.92) 0%, rgba(20,26,44,.75) 55%, rgba(20,26,44,.25) 100%)',
              }}
            >
              <Container sx={{ py: { xs: 4, md: 6 } }}>
                {i === 0 ? (
                  <Typography
                    variant="h1"
                    sx={{ maxWidth: 640, fontSize: { xs: '1.6rem', md: '2.4rem' }, lineHeight: 1.6 }}
                  >
                    <MixedText>{b.title}</MixedText>
                  </Typography>
                ) : (
                  <Typography
                    component="h2"
                    sx={{ maxWidth: 640, fontSize: { xs: '1.6rem', md: '2.4rem' }, fontWeight: 800, lineHeight: 1.6 }}
                  >
                    <MixedText>{b.title}</MixedText>
                  </Typography>
                )}
                <Typography sx={{ mt: 1.5, maxWidth: 600, color: '#f1ead8', fontSize: { md: '1.1rem' } }}>
                  <MixedText>{b.subtitle}</MixedText>
                </Typography>
                <Typography sx={{ mt: 1, maxWidth: 600, color: '#dcd6c8', display: { xs: 'none', sm: 'block' } }}>
                  <MixedText>{b.body}</MixedText>
                </Typography>
                {b.link_url && (
                  <LinkButton
                    href={b.link_url}
                    variant="contained"
                    size="large"
                    sx={{ mt: 3, bgcolor: '#e2c372', color: '#1d1b16', '&:hover': { bgcolor: '#c9a24a' } }}
                  >
                    <MixedText>{b.link_title ?? b.title}</MixedText>
                  </LinkButton>
                )}
                {boxes.length > 1 && (
                  <Typography variant="caption" sx={{ display: 'block', mt: 2, color: '#dcd6c8' }} aria-hidden>
                    {boxes.map((_, j) => (j === i ? '●' : '○')).join(' ')}
                  </Typography>
                )}
              </Container>
            </Box>
          </Box>
        ))}
      </Box>
      <HeroControls stripId="hero-strip" count={boxes.length} />
    </Box>
  );
}
