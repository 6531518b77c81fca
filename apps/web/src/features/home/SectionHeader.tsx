import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/links';

/** A home section's h2 with an optional "see all" link (its accessible name names the section). */
export function SectionHeader({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' } }}>
        {title}
      </Typography>
      {href && linkLabel && (
        <LinkButton href={href} size="small" aria-label={`${linkLabel}: ${title}`}>
          {linkLabel}
        </LinkButton>
      )}
    </Box>
  );
}
