'use client';

import { useFavoriteHearts } from '@/features/favorites/use-favorite-hearts';
import { CompareBar } from './CompareBar';
import { useCardLinks } from './use-card-links';
import { useCompareToggles } from './use-compare-toggles';

/**
 * The one client island of a page that shows products (home's rails, lists, category and brand pages, the product
 * page): it handles the presses of every card's link, heart and compare toggle by delegation, keeps the toggles in
 * step with the member's favorites and the compare list, and shows the compare bar. The cards themselves are plain
 * HTML with no island or Link of their own.
 */
export function ProductActions() {
  useCardLinks();
  useCompareToggles();
  useFavoriteHearts();
  return <CompareBar />;
}
