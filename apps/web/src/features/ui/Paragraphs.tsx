import styles from './text.module.css';
import { MixedText } from '@/features/ui/MixedText';

/** Body text whose paragraphs are separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={styles.paragraph}>
            <MixedText>{p}</MixedText>
          </p>
        ))}
    </>
  );
}
