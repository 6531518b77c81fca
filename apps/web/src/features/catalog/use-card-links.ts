'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useDelegated } from '@/features/ui/use-delegated';

/**
 * A product card's link is a plain `<a data-card-link>`, not next/link: a Link is a client component with its own
 * hooks and viewport observer, and a page hydrates one per card. From the page's one island, a plain click opens the
 * product inside the app as Link does (a modified or middle click, or no JavaScript, is the browser's own link), and
 * the product page is prefetched when the pointer, a finger or the focus reaches the card, as Link does on hover.
 */
export function useCardLinks() {
  const router = useRouter();
  useDelegated('a[data-card-link]', (a, e) => {
    if (!(e instanceof MouseEvent) || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = a.getAttribute('href');
    if (!href) return;
    e.preventDefault();
    router.push(href);
  });
  useEffect(() => {
    const asked = new Set<string>();
    const prefetch = (e: Event) => {
      const href = e.target instanceof Element ? e.target.closest('a[data-card-link]')?.getAttribute('href') : null;
      if (!href || asked.has(href)) return;
      asked.add(href);
      router.prefetch(href);
    };
    const types = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of types) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      for (const type of types) document.removeEventListener(type, prefetch);
    };
  }, [router]);
}
