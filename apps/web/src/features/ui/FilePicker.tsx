'use client';

import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { FILE_ACCEPT, MAX_FILE_BYTES } from '@/features/dashboard/upload';
import { MixedText } from '@/features/ui/MixedText';

/** An attachment picker (one file: JPEG, PNG, WebP or PDF up to 5 MB) showing the chosen name. */
export function FilePicker({
  file,
  onChange,
  testId,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  testId?: string;
}) {
  const t = useTranslations('tickets');
  const tooBig = file !== null && file.size > MAX_FILE_BYTES;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button component="label" variant="outlined" startIcon={<AttachFile />}>
        {t('attach')}
        <input
          hidden
          type="file"
          accept={FILE_ACCEPT}
          data-testid={testId}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography
        variant="body2"
        color={tooBig ? 'error' : 'text.secondary'}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        <MixedText>{tooBig ? t('fileTooBig') : file ? file.name : t('attachHelp')}</MixedText>
      </Typography>
    </Box>
  );
}

export const fileTooBig = (file: File | null) => file !== null && file.size > MAX_FILE_BYTES;
