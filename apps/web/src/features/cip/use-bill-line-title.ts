'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { parseBillLineTitle } from './bill-line-title';
import { useDomainLabels } from '@/features/ui/domain-labels';

/**
 * `(title) => title in the reader's language` for the bill lines and extras the API hands over in Persian (Persian
 * pages show them as they are; a title of another shape, a suite's own name, is left as it is).
 */
export function useBillLineTitle(): (title: string) => string {
  const locale = useLocale();
  const t = useTranslations('cip.billLine');
  const { AGE_TYPE_LABELS, ORDER_TYPE_LABELS, RESERVATION_TYPE_LABELS } = useDomainLabels();
  const fmt = useFormat();
  return useCallback(
    (title: string) => {
      const parsed = locale === 'fa' ? null : parseBillLineTitle(title);
      if (!parsed) return title;
      const { line, caption } = parsed;
      const text = (() => {
        switch (line.key) {
          case 'passenger':
            return t('passenger', {
              age: AGE_TYPE_LABELS[line.age],
              who: line.who,
              international: line.international,
            });
          case 'greeterAttendant':
            return t('greeterAttendant', { age: AGE_TYPE_LABELS[line.age] });
          case 'transfer':
            return t('transfer', { title: line.title });
          case 'lateBooking':
            return t('lateBooking', { hours: fmt.digits(line.hours), percent: fmt.digits(line.percent) });
          case 'night':
            return t('night', {
              from: fmt.digits(line.from),
              to: fmt.digits(line.to),
              percent: fmt.digits(line.percent),
            });
          case 'holiday':
            return t('holiday', { title: line.title, percent: fmt.digits(line.percent) });
          case 'vat':
            return t('vat', { percent: fmt.digits(line.percent) });
          default:
            return t(line.key);
        }
      })();
      if (!caption) return text;
      return t('withCaption', {
        line: text,
        service: caption.service,
        side: RESERVATION_TYPE_LABELS[caption.reservationType],
        flight: ORDER_TYPE_LABELS[caption.orderType],
      });
    },
    [locale, t, fmt, AGE_TYPE_LABELS, ORDER_TYPE_LABELS, RESERVATION_TYPE_LABELS],
  );
}
