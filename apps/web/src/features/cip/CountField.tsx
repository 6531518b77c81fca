'use client';

import { MAX_ITEM_COUNT } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { Icon } from '@/features/ui/Icon';
import { useStepperSides } from '@/features/ui/stepper-sides';
import s from './cip.module.css';

/**
 * A count with − and + buttons (passengers, wheelchairs, parking…), clamped to min…MAX_ITEM_COUNT. The value is
 * announced through the group's label; the buttons say what they change. Plain HTML: the booking's first step
 * draws it without MUI.
 */
export function CountField({
  label,
  value,
  onChange,
  min = 0,
  max = MAX_ITEM_COUNT,
  hint,
  testId,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  max?: number;
  hint?: string;
  testId?: string;
}) {
  const t = useTranslations('cip');
  const f = useFormat();
  const id = useId();
  const [first, last] = useStepperSides(
    <button
      type="button"
      className={s.roundButton}
      onClick={() => onChange(value + 1)}
      disabled={value >= max}
      aria-label={t('increase', { label })}
      data-testid={testId && `${testId}-plus`}
    >
      <Icon name="add" size={20} />
    </button>,
    <button
      type="button"
      className={s.roundButton}
      onClick={() => onChange(value - 1)}
      disabled={value <= min}
      aria-label={t('decrease', { label })}
      data-testid={testId && `${testId}-minus`}
    >
      <Icon name="remove" size={20} />
    </button>,
  );
  return (
    <div role="group" aria-labelledby={id} data-testid={testId} className={s.count}>
      <div>
        <div id={id} className={s.countLabel}>
          {label}
        </div>
        {hint && (
          // An inline caption in a body-text line, as MUI's Typography caption was: the rows keep their height.
          <div>
            <span className={s.caption}>{hint}</span>
          </div>
        )}
      </div>
      <div className={s.countControls}>
        {first}
        <output aria-live="polite" className={s.countValue} data-testid={testId && `${testId}-value`}>
          {f.digits(value)}
        </output>
        {last}
      </div>
    </div>
  );
}
