'use client';

import type { AlbumMedia } from '@vip/contract';
import { PlayerState } from '@vip/domain';
import { useLocale, useTranslations } from 'next-intl';
import { readerDigits } from '@/i18n/reader-digits';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/features/ui/Icon';
import { ThumbnailButton } from '@/features/ui/ThumbnailButton';
import { joinMeta } from '@/features/ui/meta';
import { MixedText } from '@/features/ui/MixedText';
import styles from './AlbumPlayer.module.css';
import { persianContentProps } from './in-persian';

/** Seconds each picture stays on screen while playing. */
const SLIDE_MS = 4000;

/**
 * The album player of §9: a slideshow whose state is play (1), pause (2) or stop (3). Play advances every few
 * seconds (a video or audio item plays to its end first), pause keeps the current item, stop returns to the first.
 */
export function AlbumPlayer({ media, title }: { media: AlbumMedia[]; title: string }) {
  const t = useTranslations('content');
  // The player's states (§9) by name, in the page's language.
  const stateLabel: Record<PlayerState, string> = {
    [PlayerState.play]: t('playerPlay'),
    [PlayerState.pause]: t('playerPause'),
    [PlayerState.stop]: t('playerStop'),
  };
  const locale = useLocale();
  const [state, setState] = useState<PlayerState>(PlayerState.stop);
  const [index, setIndex] = useState(0);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const current = media[index];
  const count = media.length;
  const next = () => setIndex((i) => (i + 1) % count);
  const previous = () => setIndex((i) => (i - 1 + count) % count);

  // Images advance on a timer while playing.
  useEffect(() => {
    if (state !== PlayerState.play || !current || current.type !== 'image') return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [state, current, count]);

  // Video and audio follow the player state.
  useEffect(() => {
    const el = mediaRef.current;
    if (!el) return;
    if (state === PlayerState.play) el.play().catch(() => setState(PlayerState.pause));
    else {
      el.pause();
      if (state === PlayerState.stop) el.currentTime = 0;
    }
  }, [state]);

  if (!current) return null;
  const stop = () => {
    setState(PlayerState.stop);
    setIndex(0);
  };
  const position = t('position', { n: readerDigits(locale, index + 1), total: readerDigits(locale, count) });

  return (
    <section className={styles.player} aria-label={t('player', { title })}>
      <div
        className={styles.stage}
        aria-live={state === PlayerState.play ? 'off' : 'polite'}
        {...persianContentProps(locale)}
      >
        {current.type === 'image' ? (
          // biome-ignore lint/performance/noImgElement: album media are served sized by the API; next/image adds nothing
          <img
            key={current.id}
            src={current.url}
            alt={current.alt || current.title}
            width={current.width ?? undefined}
            height={current.height ?? undefined}
            className={styles.image}
            data-testid="player-image"
          />
        ) : current.type === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: demo clips have no speech
          <video
            ref={mediaRef}
            key={current.id}
            src={current.url}
            poster={current.poster ?? undefined}
            controls
            onEnded={() => (state === PlayerState.play ? next() : undefined)}
            className={styles.video}
            aria-label={current.alt || current.title}
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: audio tracks are described by their title
          <audio
            ref={mediaRef}
            key={current.id}
            src={current.url}
            controls
            onEnded={() => (state === PlayerState.play ? next() : undefined)}
            className={styles.audio}
            aria-label={current.alt || current.title}
          />
        )}
      </div>
      <div className={styles.bar}>
        <div role="group" aria-label={t('controls')} className={styles.controls}>
          <button type="button" className={styles.iconButton} onClick={previous} aria-label={t('previous')}>
            <Icon name="chevronRight" />
          </button>
          {state === PlayerState.play ? (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.primary}`}
              onClick={() => setState(PlayerState.pause)}
              aria-label={stateLabel[PlayerState.pause]}
              data-testid="player-pause"
            >
              <Icon name="pause" />
            </button>
          ) : (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.primary}`}
              onClick={() => setState(PlayerState.play)}
              aria-label={stateLabel[PlayerState.play]}
              data-testid="player-play"
            >
              <Icon name="playArrow" />
            </button>
          )}
          <button
            type="button"
            className={styles.iconButton}
            onClick={stop}
            aria-label={stateLabel[PlayerState.stop]}
            disabled={state === PlayerState.stop && index === 0}
            data-testid="player-stop"
          >
            <Icon name="stop" />
          </button>
          <button type="button" className={styles.iconButton} onClick={next} aria-label={t('next')}>
            <Icon name="chevronLeft" />
          </button>
        </div>
        <p className={styles.title} {...persianContentProps(locale)}>
          <MixedText>{current.title}</MixedText>
        </p>
        <p className={styles.state} data-testid="player-state" data-state={state}>
          {joinMeta([stateLabel[state], position])}
        </p>
      </div>
      <div role="group" aria-label={t('thumbnails')} className={styles.thumbs}>
        {media.map((m, i) => (
          <ThumbnailButton
            key={m.id}
            src={m.type === 'image' ? m.url : (m.poster ?? m.url)}
            width={96}
            height={64}
            label={t('showItem', { n: readerDigits(locale, i + 1), title: m.title })}
            selected={i === index}
            onClick={() => setIndex(i)}
            imgClassName={styles.thumbImage}
          />
        ))}
      </div>
    </section>
  );
}
