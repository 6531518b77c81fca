import { describe, expect, it } from 'vitest';
import { canReplyToTicket, canReviewTicket, statusAfterReply, TICKET_STATUS, ticketReviewRate } from './ticket';

describe('ticket rules', () => {
  it('takes a review rating outside 1–5 as 1 (§5)', () => {
    expect([1, 3, 5].map(ticketReviewRate)).toEqual([1, 3, 5]);
    expect([0, 6, -2, 2.5, Number.NaN, null, undefined, 'x'].map(ticketReviewRate)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ticketReviewRate('4')).toBe(4);
  });
  it('opens on the member’s reply, waits on the desk’s, and is reviewed only when closed', () => {
    expect(statusAfterReply('member')).toBe(TICKET_STATUS.open);
    expect(statusAfterReply('staff')).toBe(TICKET_STATUS.answered);
    expect(canReplyToTicket(TICKET_STATUS.closed)).toBe(false);
    expect(canReplyToTicket(TICKET_STATUS.answered)).toBe(true);
    expect(canReviewTicket(TICKET_STATUS.closed)).toBe(true);
    expect(canReviewTicket(TICKET_STATUS.open)).toBe(false);
  });
});
