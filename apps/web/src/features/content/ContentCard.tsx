import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ContentImage } from '@vip/contract';
import type { ReactNode } from 'react';
import { LinkCardArea } from '@/components/links';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';

interface Props {
  href: string;
  title: string;
  summary?: string;
  image: ContentImage | null;
  /** Small line above the title (category, date). */
  meta?: string;
  fallbackAlt: string;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
  priority?: boolean;
}

/** A news item, article or album as a card with its cover. */
export function ContentCard({
  href,
  title,
  summary,
  image,
  meta,
  fallbackAlt,
  headingLevel = 'h2',
  testId,
  priority,
}: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <LinkCardArea
        href={href}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ResponsiveImage
          image={image}
          sizes="(max-width: 600px) 100vw, (max-width: 900px) 50vw, 370px"
          aspectRatio="16 / 9"
          fallbackAlt={fallbackAlt}
          priority={priority}
        />
        <CardContent>
          {meta && (
            <Typography variant="caption" color="text.secondary" component="p">
              {meta}
            </Typography>
          )}
          <Typography component={headingLevel} sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.8, mt: 0.5 }}>
            {title}
          </Typography>
          {summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 1,
                lineHeight: 1.9,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {summary}
            </Typography>
          )}
        </CardContent>
      </LinkCardArea>
    </Card>
  );
}

/** Cards in a responsive grid (1 / 2 / 3 columns); each child is an <li>. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
