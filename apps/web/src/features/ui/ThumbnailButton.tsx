import styles from './ThumbnailButton.module.css';

/**
 * A gallery thumbnail that selects its item: pressed and outlined in the primary colour while selected. Plain HTML
 * (used by client galleries with or without MUI around them).
 */
export function ThumbnailButton({
  src,
  width,
  height,
  label,
  selected,
  onClick,
  imgClassName,
}: {
  src: string;
  width: number;
  height: number;
  label: string;
  selected: boolean;
  onClick: () => void;
  /** More styles of the image (a CSS module class). */
  imgClassName?: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} aria-pressed={selected} className={styles.thumb}>
      {/* biome-ignore lint/performance/noImgElement: API images are already sized WebP */}
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        className={imgClassName ? `${styles.img} ${imgClassName}` : styles.img}
        style={{ width, height }}
      />
    </button>
  );
}
