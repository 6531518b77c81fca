import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A quiet message where a list is empty or could not be loaded. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{text}</Typography>
    </Paper>
  );
}
