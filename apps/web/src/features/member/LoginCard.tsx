import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TextLink } from '@/components/links';
import { LOGIN_CARD_WIDTH } from '@/theme/theme';

/** The 472px login card (§9), centred on the page, with the site name linking home and an optional way back. */
export async function LoginCard({
  title,
  subtitle,
  children,
  back,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** A way back out of the card (the sign-in page: to the page the visitor came from, or home). */
  back?: { href: string; label: string };
}) {
  const t = await getTranslations('common');
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(180deg, #f3ead6 0%, #faf8f3 45%)',
      }}
    >
      <TextLink
        href="/"
        underline="none"
        sx={{ fontWeight: 800, fontSize: '1.35rem', color: 'primary.dark', mb: 2.5, textDecoration: 'none' }}
      >
        {t('siteName')}
      </TextLink>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: LOGIN_CARD_WIDTH,
          p: { xs: 2.5, sm: 4 },
          boxShadow: '0 8px 28px rgba(94,67,12,.08)',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, fontWeight: 800, mb: 0.5 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2.5 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
      {back && (
        <TextLink href={back.href} sx={{ mt: 2, fontWeight: 600 }} data-testid="login-back">
          {back.label}
        </TextLink>
      )}
    </Box>
  );
}
