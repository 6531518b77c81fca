'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { HTMLAttributes } from 'react';
import type { FieldProps } from '@/features/forms/use-contract-form';

export type LtrFieldProps = TextFieldProps & {
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Centre the value (codes) instead of starting it at the left. */
  centered?: boolean;
};

/** A left-to-right field (mobile, code, e-mail, captcha: §8) inside the right-to-left form. */
export function LtrField({ inputMode, autoComplete, maxLength, centered, slotProps, sx, ...props }: LtrFieldProps) {
  return (
    <TextField
      fullWidth
      {...props}
      sx={{
        // `start` is a logical value: the RTL stylis plugin leaves it alone, and in a dir="ltr" input it is the left.
        // (No `::placeholder` rule: stylis' prefixer crashes on it in this emotion setup; the placeholder follows.)
        '& input': { textAlign: centered ? 'center' : 'start', letterSpacing: centered ? '0.4em' : undefined },
        ...sx,
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          dir: 'ltr',
          inputMode,
          autoComplete,
          maxLength,
          spellCheck: false,
          autoCapitalize: 'off',
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}

type NameKey = 'first_name' | 'last_name';

/** First and last name (§5: required, 50 characters at most), the first focused, wired to a contract form. */
export function NameFields({ field }: { field: (name: NameKey) => FieldProps }) {
  const t = useTranslations('member');
  return (
    <>
      <TextField
        fullWidth
        label={t('firstName')}
        autoComplete="given-name"
        {...field('first_name')}
        required
        autoFocus
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <TextField
        fullWidth
        label={t('lastName')}
        autoComplete="family-name"
        {...field('last_name')}
        required
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
    </>
  );
}
