import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContentImage } from '@vip/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TextLink } from '@/components/links';
import { PageHeading } from '@/features/ui/PageHeading';
import { Paragraphs } from '@/features/ui/Paragraphs';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { joinMeta } from '@/features/ui/meta';
import { MixedText } from '@/features/ui/MixedText';

interface Props {
  title: string;
  crumbs: { href: string; label: string }[];
  meta: string[];
  lead?: string;
  image: ContentImage | null;
  body?: string;
  children?: ReactNode;
  aside?: ReactNode;
}

/** A news item or article: heading, meta line, cover, body; related items aside. */
export async function ContentDetail({ title, crumbs, meta, lead, image, body, children, aside }: Props) {
  const tu = await getTranslations('ui');
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: aside ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)' },
        }}
      >
        <Box component="article">
          <PageHeading title={title} crumbs={crumbs} breadcrumbLabel={tu('breadcrumbs')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="content-meta">
            {joinMeta(meta)}
          </Typography>
          {lead && (
            <Typography sx={{ mt: 2, fontWeight: 600, lineHeight: 2 }} color="text.primary">
              <MixedText>{lead}</MixedText>
            </Typography>
          )}
          {image && (
            <Box sx={{ my: 3, borderRadius: 3, overflow: 'hidden' }}>
              <ResponsiveImage image={image} sizes="(max-width: 900px) 100vw, 740px" priority aspectRatio="16 / 9" />
            </Box>
          )}
          {body && <Paragraphs text={body} />}
          {children}
        </Box>
        {aside && <Box component="aside">{aside}</Box>}
      </Box>
    </Container>
  );
}

/** A short titled list of links beside an article. */
export function RelatedLinks({
  title,
  items,
}: {
  title: string;
  items: { href: string; title: string; meta?: string }[];
}) {
  if (!items.length) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 140 } }}
      component="section"
      aria-label={title}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        <MixedText>{title}</MixedText>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((i) => (
          <Box
            component="li"
            key={i.href}
            sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
          >
            <TextLink
              href={i.href}
              underline="hover"
              color="inherit"
              sx={{ fontWeight: 600, lineHeight: 1.8, display: 'block' }}
            >
              <MixedText>{i.title}</MixedText>
            </TextLink>
            {i.meta && (
              <Typography variant="caption" color="text.secondary">
                {i.meta}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
