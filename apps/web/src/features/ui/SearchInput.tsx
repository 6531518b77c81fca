import type { InputHTMLAttributes } from 'react';
import { Icon } from './Icon';
import field from './field.module.css';

/**
 * The public pages' small search box (the app's MUI one is SearchField) (`name="q"`) whose end button submits its form; `testId` marks the input. Plain HTML (the
 * label is the input's accessible name, shown as its placeholder).
 */
export function SearchInput({
  submitLabel,
  testId,
  label,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'> & {
  submitLabel: string;
  testId: string;
  label?: string;
}) {
  return (
    <div className={field.box}>
      <input
        type="search"
        name="q"
        enterKeyHint="search"
        aria-label={label}
        placeholder={label}
        data-testid={testId}
        {...props}
      />
      <button type="submit" className={field.iconButton} aria-label={submitLabel}>
        <Icon name="search" />
      </button>
    </div>
  );
}
