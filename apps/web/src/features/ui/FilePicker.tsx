'use client';

import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MixedText } from '@/features/ui/MixedText';

/** Largest file the API takes (receipts, ticket attachments); checked here too so a phone does not send 6 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What the file pickers offer (the API judges the bytes, not this). */
const FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export const fileTooBig = (file: File | null) => file !== null && file.size > MAX_FILE_BYTES;

/**
 * The member area's one file picker (ticket attachments, top-up receipts): one JPEG, PNG, WebP or PDF up to 5 MB,
 * a button with the caller's label, then the chosen file's name, the help text, or the too-big message.
 */
export function FilePicker({
  file,
  onChange,
  label,
  help,
  tooBigText,
  testId,
  statusTestId,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  label: string;
  help: string;
  tooBigText: string;
  testId?: string;
  statusTestId?: string;
}) {
  const tooBig = fileTooBig(file);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button component="label" variant="outlined" startIcon={<AttachFile />}>
        {label}
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
        data-testid={statusTestId}
        aria-live="polite"
      >
        <MixedText>{tooBig ? tooBigText : file ? file.name : help}</MixedText>
      </Typography>
    </Box>
  );
}
