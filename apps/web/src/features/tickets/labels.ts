import {
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITY_LABELS,
  TICKET_ROLE_LABELS,
  TICKET_SERVICE_LABELS,
  TICKET_STATUS_LABELS,
} from '@vip/domain';

/** `[code, label]` pairs of a code table, for selects and filters. */
export const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([code, label]) => [Number(code), label] as const);

export const STATUS_OPTIONS = optionsOf(TICKET_STATUS_LABELS);
export const CATEGORY_OPTIONS = optionsOf(TICKET_CATEGORY_LABELS);
export const ROLE_OPTIONS = optionsOf(TICKET_ROLE_LABELS);
export const SERVICE_OPTIONS = optionsOf(TICKET_SERVICE_LABELS);
export const PRIORITY_OPTIONS = optionsOf(TICKET_PRIORITY_LABELS);

export const STATUS_COLOR: Record<number, 'default' | 'success' | 'warning' | 'info'> = {
  1: 'info',
  2: 'success',
  3: 'warning',
  4: 'default',
};
