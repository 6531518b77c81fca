'use client';

import { useFavoriteHearts } from '@/features/favorites/use-favorite-hearts';
import { CompareBar } from './CompareBar';
import { useCompareToggles } from './use-compare-toggles';

/**
 * The one client island of a page that shows products (home's rails, lists, category and brand pages, the product
 * page): it handles the presses of every card's heart and compare toggle by delegation and keeps them in step with
 * the member's favorites and the compare list, and shows the compare bar. The cards themselves are plain HTML.
 */
export function ProductActions() {
  useCompareToggles();
  useFavoriteHearts();
  return <CompareBar />;
}
