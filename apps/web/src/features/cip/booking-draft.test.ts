import { OrderStatus, PaymentStatus, ServiceType } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import { bookingIsOver, serviceTypeOf } from './booking-draft';

describe('when the wizard lets go of a booked order', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const unpaid = {
    status: OrderStatus.newOrder,
    payment_status: PaymentStatus.notPaid,
    pay_until: '2026-11-26T10:10:00Z',
  };

  it('keeps an unpaid order inside its payment deadline, and drops a paid, cancelled or expired one', () => {
    expect(bookingIsOver(unpaid, now)).toBe(false);
    expect(bookingIsOver({ ...unpaid, payment_status: PaymentStatus.paid, pay_until: null }, now)).toBe(true);
    expect(bookingIsOver({ ...unpaid, status: OrderStatus.canceled }, now)).toBe(true);
    expect(bookingIsOver({ ...unpaid, pay_until: '2026-11-26T09:59:59Z' }, now)).toBe(true);
    expect(bookingIsOver({ ...unpaid, payment_status: PaymentStatus.refunded, pay_until: null }, now)).toBe(true);
  });

  it('reads the service the home bar chose', () => {
    expect(serviceTypeOf('cip')).toBe(ServiceType.cip);
    expect(serviceTypeOf('fastTrack')).toBe(ServiceType.fastTrack);
    expect(serviceTypeOf('businessLounge')).toBe(ServiceType.businessLounge);
    expect(serviceTypeOf('toString')).toBeNull();
    expect(serviceTypeOf(undefined)).toBeNull();
  });
});
