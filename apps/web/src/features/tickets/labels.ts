/** The colour of a ticket's status chip. */
export const STATUS_COLOR: Record<number, 'default' | 'success' | 'warning' | 'info'> = {
  1: 'info',
  2: 'success',
  3: 'warning',
  4: 'default',
};
