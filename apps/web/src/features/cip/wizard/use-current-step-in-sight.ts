import { type RefObject, useEffect } from 'react';

/**
 * Keeps the current step of the sideways-scrolling stepper in sight: on a phone the English labels are wider than
 * the screen, and the later steps (payment) would sit off its edge. Scrolls the list only, never the page; the same
 * delta works left to right and right to left.
 */
export function useCurrentStepInSight(list: RefObject<HTMLOListElement | null>, step: number) {
  useEffect(() => {
    const steps = list.current;
    // The list holds one item per step, in the steps' order (CipStep 0…5).
    const current = steps?.children.item(step);
    if (!steps || !current) return;
    const box = steps.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    const delta = item.left < box.left ? item.left - box.left : item.right > box.right ? item.right - box.right : 0;
    if (delta !== 0) steps.scrollBy({ left: delta });
  }, [list, step]);
}
