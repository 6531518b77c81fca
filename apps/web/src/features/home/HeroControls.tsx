'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/features/ui/Icon';
import styles from './HeroControls.module.css';

/** How long a slide stays before the next one. */
const SLIDE_MS = 7000;

/**
 * Previous / pause / next for the hero strip `stripId` (WCAG 2.2.2): slides advance on their own only while the
 * visitor is not pointing at or focused inside the hero, has not paused it and does not prefer reduced motion.
 */
export function HeroControls({ stripId, count }: { stripId: string; count: number }) {
  const t = useTranslations('home');
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const index = useRef(0);

  const show = useCallback(
    (next: number) => {
      const strip = document.getElementById(stripId);
      const slide = strip?.children[(next + count) % count] as HTMLElement | undefined;
      if (!strip || !slide) return;
      index.current = (next + count) % count;
      // Bring the slide's start edge (right in Persian and Arabic, left in English) to the strip's.
      const edge = document.dir === 'rtl' ? 'right' : 'left';
      strip.scrollBy({
        left: slide.getBoundingClientRect()[edge] - strip.getBoundingClientRect()[edge],
        behavior: 'smooth',
      });
    },
    [stripId, count],
  );

  useEffect(() => {
    const strip = document.getElementById(stripId);
    const hero = strip?.parentElement;
    if (!strip || !hero) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
    const onScroll = () => {
      index.current = Math.round(Math.abs(strip.scrollLeft) / Math.max(1, strip.clientWidth));
    };
    // Held while the pointer or the focus is in the hero (either may be there before this script ran); read once the
    // event has landed, as focus moving between the hero's own controls leaves and enters again.
    const check = () => setTimeout(() => setHeld(hero.matches(':hover, :focus-within')));
    const types = ['mouseover', 'mouseleave', 'focusin', 'focusout'];
    check();
    strip.addEventListener('scroll', onScroll, { passive: true });
    for (const type of types) hero.addEventListener(type, check);
    return () => {
      strip.removeEventListener('scroll', onScroll);
      for (const type of types) hero.removeEventListener(type, check);
    };
  }, [stripId]);

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => show(index.current + 1), SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused, held, count, show]);

  if (count < 2) return null;
  return (
    <div data-testid="hero-controls" data-playing={!paused && !held} className={styles.heroControls}>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={t('heroPrevious')}
        onClick={() => show(index.current - 1)}
      >
        <Icon name="chevronLeft" className="flip-rtl" />
      </button>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={paused ? t('heroPlay') : t('heroPause')}
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
        data-testid="hero-pause"
      >
        <Icon name={paused ? 'playArrow' : 'pause'} />
      </button>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={t('heroNext')}
        onClick={() => show(index.current + 1)}
      >
        <Icon name="chevronRight" className="flip-rtl" />
      </button>
    </div>
  );
}
