import Typography from '@mui/material/Typography';

/** Body text whose paragraphs are separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <Typography key={i} sx={{ mb: 2, lineHeight: 2, whiteSpace: 'pre-line' }}>
            {p}
          </Typography>
        ))}
    </>
  );
}
