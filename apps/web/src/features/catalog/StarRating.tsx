import styles from './StarRating.module.css';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const Row = () => (
  <>
    {[0, 1, 2, 3, 4].map((i) => (
      <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR} />
      </svg>
    ))}
  </>
);

/**
 * Read-only stars (0–5, any fraction) whose accessible name is the given Persian label. Plain HTML: no script, so
 * it costs nothing to hydrate in review lists.
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const share = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <Row />
      <span className={styles.filled} style={{ width: `${share}%` }}>
        <Row />
      </span>
    </span>
  );
}
