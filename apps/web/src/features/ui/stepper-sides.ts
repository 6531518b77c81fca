import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localeDirection } from '@/i18n/routing';

/**
 * The two buttons of a − n + stepper in reading (and keyboard) order: + stands on the right in either direction, as
 * shops write it — first in a right-to-left line, last in a left-to-right one, so English reads «− 1 +», not «+ 1 −».
 */
export function useStepperSides(plus: ReactNode, minus: ReactNode): [first: ReactNode, last: ReactNode] {
  return localeDirection(useLocale()) === 'rtl' ? [plus, minus] : [minus, plus];
}
