import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '@vip/contract';
import { Paragraphs } from '@/features/ui/Paragraphs';
import { MixedText } from '@/features/ui/MixedText';

/** Questions as an accordion (keyboard: Tab to a question, Enter/Space to open). */
export function FaqAccordion({ items, headingLevel = 'h2' }: { items: FaqItem[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box data-testid="faq-list">
      {items.map((f) => (
        <Accordion
          key={f.id}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          slotProps={{ heading: { component: headingLevel } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`faq-${f.id}-q`}
            aria-controls={`faq-${f.id}-a`}
            data-testid="faq-question"
          >
            <Typography sx={{ fontWeight: 600, lineHeight: 1.8 }}>
              <MixedText>{f.question}</MixedText>
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${f.id}-a`} sx={{ pt: 0 }}>
            {f.category_title && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {f.category_title}
              </Typography>
            )}
            <Paragraphs text={f.answer} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
