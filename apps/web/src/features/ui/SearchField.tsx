import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small search box (`name="q"`) whose end adornment submits its form; `testId` marks the input. */
export function SearchField({
  submitLabel,
  testId,
  ...props
}: Omit<TextFieldProps, 'slotProps'> & { submitLabel: string; testId: string }) {
  return (
    <TextField
      fullWidth
      type="search"
      name="q"
      size="small"
      {...props}
      slotProps={{
        htmlInput: { 'data-testid': testId, enterKeyHint: 'search' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton type="submit" edge="end" aria-label={submitLabel}>
                <Search />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
