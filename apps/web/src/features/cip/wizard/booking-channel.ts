'use client';

import type { CipOrderBody } from '@vip/contract';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Who the wizard books for when it is not the signed-in member paying for themself: a travel agency booking for its
 * customer (docs/cip.md, travel agencies). The confirm step shows `confirmExtra` (the customer's name and mobile)
 * above its button and books through `book` instead of the member's order and payment steps: an agency's booking is
 * confirmed at once on its credit line, so the wizard leaves for the page `book` answers.
 */
export interface BookingChannel {
  /** Books the wizard's body; answers the page to open next (the booking's page in the agency area). */
  book(body: CipOrderBody): Promise<{ href: string }>;
  /** Fields the channel asks for on the confirm step, before booking. */
  confirmExtra?: ReactNode;
  /** The confirm button's label. */
  confirmLabel: string;
  /** The step bar's name for the last step («پرداخت» is wrong where nothing is paid: an agency books on credit). */
  lastStepLabel?: string;
}

const Channel = createContext<BookingChannel | null>(null);

/** Puts the wizard under a channel (the agency area's new booking); without it, the member books and pays. */
export const BookingChannelProvider = Channel.Provider;

/** The channel the wizard books through, or null for the member's own booking. */
export const useBookingChannel = () => useContext(Channel);
