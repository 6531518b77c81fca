'use client';

import Rating from '@mui/material/Rating';

/** Read-only stars whose accessible name is the given Persian label. */
export function StarRating({ value, label, precision = 1 }: { value: number; label: string; precision?: number }) {
  return <Rating value={value} precision={precision} readOnly size="small" getLabelText={() => label} />;
}
