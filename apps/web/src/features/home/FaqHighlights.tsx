import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CmsBox } from '@vip/contract';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/links';
import { fetchFaqs } from '@/features/content/api';
import { FaqAccordion } from '@/features/content/FaqAccordion';

/** The home page's FAQ box (CMS `home-faq`) with the top questions. */
export async function FaqHighlights({ box }: { box: CmsBox | undefined }) {
  const [t, list] = await Promise.all([getTranslations('home'), fetchFaqs({ limit: 5, offset: 0, sort: 'priority' })]);
  if (!list?.data.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="faq-highlights"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}
    >
      <Box>
        <Typography id="faq-highlights" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' } }}>
          {box?.title ?? t('faqTitle')}
        </Typography>
        {box?.subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {box.subtitle}
          </Typography>
        )}
        {box?.body && <Typography sx={{ mt: 1.5, lineHeight: 2 }}>{box.body}</Typography>}
        <LinkButton href={box?.link_url ?? '/faq'} variant="outlined" sx={{ mt: 2 }}>
          {box?.link_title ?? t('allFaqs')}
        </LinkButton>
      </Box>
      <FaqAccordion items={list.data} headingLevel="h3" />
    </Box>
  );
}
