'use client';

import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AlbumMedia } from '@vip/contract';
import { PLAYER_STATE_LABELS, PlayerState, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ThumbnailButton } from '@/features/ui/ThumbnailButton';
import { joinMeta } from '@/features/ui/meta';
import { MixedText } from '@/features/ui/MixedText';

/** Seconds each picture stays on screen while playing. */
const SLIDE_MS = 4000;

/**
 * The album player of §9: a slideshow whose state is play (1), pause (2) or stop (3). Play advances every few
 * seconds (a video or audio item plays to its end first), pause keeps the current item, stop returns to the first.
 */
export function AlbumPlayer({ media, title }: { media: AlbumMedia[]; title: string }) {
  const t = useTranslations('content');
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
  const position = t('position', { n: toPersianDigits(index + 1), total: toPersianDigits(count) });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} component="section" aria-label={t('player', { title })}>
      <Box
        sx={{ position: 'relative', bgcolor: '#111', aspectRatio: '3 / 2' }}
        aria-live={state === PlayerState.play ? 'off' : 'polite'}
      >
        {current.type === 'image' ? (
          <Box
            component="img"
            key={current.id}
            src={current.url}
            alt={current.alt || current.title}
            width={current.width ?? undefined}
            height={current.height ?? undefined}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
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
            style={{ width: '100%', height: '100%' }}
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
            style={{ position: 'absolute', insetInline: 16, bottom: 16, width: 'calc(100% - 32px)' }}
            aria-label={current.alt || current.title}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1.5 }}>
        <Box role="group" aria-label={t('controls')} sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton onClick={previous} aria-label={t('previous')}>
            <ChevronRight />
          </IconButton>
          {state === PlayerState.play ? (
            <IconButton
              onClick={() => setState(PlayerState.pause)}
              aria-label={PLAYER_STATE_LABELS[PlayerState.pause]}
              color="primary"
              data-testid="player-pause"
            >
              <Pause />
            </IconButton>
          ) : (
            <IconButton
              onClick={() => setState(PlayerState.play)}
              aria-label={PLAYER_STATE_LABELS[PlayerState.play]}
              color="primary"
              data-testid="player-play"
            >
              <PlayArrow />
            </IconButton>
          )}
          <IconButton
            onClick={stop}
            aria-label={PLAYER_STATE_LABELS[PlayerState.stop]}
            disabled={state === PlayerState.stop && index === 0}
            data-testid="player-stop"
          >
            <Stop />
          </IconButton>
          <IconButton onClick={next} aria-label={t('next')}>
            <ChevronLeft />
          </IconButton>
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <MixedText>{current.title}</MixedText>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ marginInlineStart: 'auto' }}
          data-testid="player-state"
          data-state={state}
        >
          {joinMeta([PLAYER_STATE_LABELS[state], position])}
        </Typography>
      </Box>
      <Box role="group" aria-label={t('thumbnails')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', px: 2, pb: 2 }}>
        {media.map((m, i) => (
          <ThumbnailButton
            key={m.id}
            src={m.type === 'image' ? m.url : (m.poster ?? m.url)}
            width={96}
            height={64}
            label={t('showItem', { n: toPersianDigits(i + 1), title: m.title })}
            selected={i === index}
            onClick={() => setIndex(i)}
            imgSx={{ bgcolor: 'action.hover' }}
          />
        ))}
      </Box>
    </Paper>
  );
}
