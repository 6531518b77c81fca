import styles from './text.module.css';

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
            {p}
          </p>
        ))}
    </>
  );
}
