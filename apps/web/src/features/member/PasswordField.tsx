'use client';

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LtrField, type LtrFieldProps } from './fields';

/** A left-to-right password field with a show/hide button. */
export function PasswordField(props: LtrFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useTranslations('member');
  const [shown, setShown] = useState(false);
  return (
    <LtrField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((s) => !s)}
                aria-label={shown ? t('hidePassword') : t('showPassword')}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
