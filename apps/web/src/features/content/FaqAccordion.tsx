import type { FaqItem } from '@vip/contract';
import { Icon } from '@/features/ui/Icon';
import { MixedText } from '@/features/ui/MixedText';
import { Paragraphs } from '@/features/ui/Paragraphs';
import styles from './FaqAccordion.module.css';

/**
 * Questions as an accordion of native `<details>` (keyboard: Tab to a question, Enter/Space to open): plain HTML,
 * so every answer is in the page and opens without JavaScript.
 */
export function FaqAccordion({ items, headingLevel = 'h2' }: { items: FaqItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div data-testid="faq-list" className={styles.list}>
      {items.map((f) => (
        <details key={f.id} className={styles.item}>
          <summary id={`faq-${f.id}-q`} data-testid="faq-question" className={styles.summary}>
            <Heading className={styles.question}>
              <MixedText>{f.question}</MixedText>
            </Heading>
            <Icon name="expandMore" className={styles.icon} />
          </summary>
          <div id={`faq-${f.id}-a`} className={styles.answer}>
            {f.category_title && <p className={styles.category}>{f.category_title}</p>}
            <Paragraphs text={f.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
