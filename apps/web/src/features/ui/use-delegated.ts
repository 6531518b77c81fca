'use client';

import { useEffect, useEffectEvent } from 'react';

/**
 * Event delegation for controls the server rendered as plain HTML (a page's product cards carry their hearts and
 * compare toggles without an island each: sixty islands hydrating cost the home page its LCP). One listener on the
 * document handles every element matching `selector`; `sync` writes each one's state (attributes only: React owns
 * these elements and keeps what it rendered, so the island never adds or removes nodes) now, whenever `sync` changes,
 * and on matching elements added later (a client navigation, a new page of results, a streamed section).
 */
export function useDelegated(
  selector: string,
  activate: (el: HTMLElement, event: MouseEvent | KeyboardEvent) => void,
  sync?: (el: HTMLElement) => void,
) {
  const onActivate = useEffectEvent(activate);
  useEffect(() => {
    const target = (e: Event) => {
      const el = e.target instanceof Element ? e.target.closest(selector) : null;
      return el instanceof HTMLElement ? el : null;
    };
    const onClick = (e: MouseEvent) => {
      const el = target(e);
      if (el && !e.defaultPrevented) onActivate(el, e);
    };
    // Space presses a link that acts as a button (a member's heart), as it presses a <button>.
    const onKey = (e: KeyboardEvent) => {
      const el = e.key === ' ' ? target(e) : null;
      if (el?.tagName === 'A' && el.getAttribute('role') === 'button') {
        e.preventDefault();
        onActivate(el, e);
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [selector]);

  useEffect(() => {
    if (!sync) return;
    const syncUnder = (root: ParentNode) => {
      for (const el of root.querySelectorAll<HTMLElement>(selector)) sync(el);
    };
    syncUnder(document);
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches(selector)) sync(node);
          syncUnder(node);
        }
    });
    added.observe(document.body, { childList: true, subtree: true });
    return () => added.disconnect();
  }, [selector, sync]);
}

/** Sets (or, with null, removes) attributes whose value differs, so an unchanged control costs no style work. */
export function setAttributes(el: HTMLElement, attributes: Record<string, string | null>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
    } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}
