import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MixedText } from '@/features/ui/MixedText';

/** The heading row of a member page: its title, an optional line under it and actions at the far side. */
export function PageTitle({
  title,
  subtitle,
  actions,
}: {
  /** Interface text, or a node (a member's own title as UserText). */
  title: string | ReactNode;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {typeof title === 'string' ? <MixedText>{title}</MixedText> : title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            <MixedText>{subtitle}</MixedText>
          </Typography>
        )}
      </Box>
      {actions}
    </Box>
  );
}
