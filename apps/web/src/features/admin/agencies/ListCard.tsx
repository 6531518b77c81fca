'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One of an agency's lists on its page (keys, users): a card with its heading and an action beside it, the API's
 * Persian error, an empty line, then one wrapping row per item (nothing wider than a 360 px screen).
 */
export function ListCard<T extends { id: number }>({
  title,
  action,
  query,
  empty,
  testId,
  row,
  children,
}: {
  title: string;
  action?: ReactNode;
  query: { data?: { data: T[] }; error: Error | null; isLoading: boolean };
  empty: string;
  testId: string;
  row: (item: T) => ReactNode;
  /** Under the rows (a form adding one). */
  children?: ReactNode;
}) {
  const rows = query.data?.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          {action}
        </Stack>
        {query.error && <Alert severity="error">{query.error.message}</Alert>}
        {rows.length === 0 && !query.isLoading && !query.error && (
          <Typography color="text.secondary">{empty}</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid={testId}>
          {rows.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: { xs: 1, sm: 2 },
                alignItems: 'center',
                borderTop: 1,
                borderColor: 'divider',
                pt: 1,
                minWidth: 0,
                overflowWrap: 'anywhere',
              }}
            >
              {row(item)}
            </Box>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
