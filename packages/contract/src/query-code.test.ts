import { OrderStatus } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deskBookingQuery } from './admin-cip';
import { cipOrderListQuery } from './cipservice';
import { orderListQuery } from './store';

describe('status filters are the domain codes', () => {
  it('accepts a code in Latin or Persian digits and refuses any other number in Persian', () => {
    expect(orderListQuery.parse({ status: '۲', payment_status: '1' })).toMatchObject({ status: 2, payment_status: 1 });
    expect(cipOrderListQuery.parse({ status: String(OrderStatus.canceled) }).status).toBe(OrderStatus.canceled);
    for (const [schema, query] of [
      [orderListQuery, { status: '9' }],
      [orderListQuery, { payment_status: '7' }],
      [cipOrderListQuery, { status: 'x' }],
      [deskBookingQuery, { date: '2026-01-01', status: '42' }],
    ] as const) {
      const parsed = (schema as z.ZodType).safeParse(query);
      expect(parsed.success, JSON.stringify(query)).toBe(false);
      expect(parsed.error?.issues[0].message).toMatch(/وضعیت (سفارش|پرداخت) یکی از کدهای/);
    }
  });

  it('is an enum of the codes in the document', () => {
    const schema = z.toJSONSchema(orderListQuery, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { enum?: number[] }>;
    };
    expect(schema.properties.status.enum).toEqual(Object.values(OrderStatus));
  });
});
