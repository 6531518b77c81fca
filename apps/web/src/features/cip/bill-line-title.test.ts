import { cipOrderBill, reservationCaption, surchargeLines } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import { parseBillLineTitle } from './bill-line-title';

describe('bill line titles as the domain writes them are read back into their parts', () => {
  it('passengers by age, nationality and flight kind', () => {
    expect(parseBillLineTitle('مسافر بزرگسال')?.line).toEqual({
      key: 'passenger',
      age: 3,
      who: 'any',
      international: 'no',
    });
    expect(parseBillLineTitle('مسافر کودک غیرایرانی، پرواز خارجی')?.line).toEqual({
      key: 'passenger',
      age: 2,
      who: 'foreign',
      international: 'yes',
    });
  });

  it('VAT, surcharges and extras, digits read as Latin', () => {
    expect(parseBillLineTitle('مالیات بر ارزش افزوده (۱۰٪)')?.line).toEqual({ key: 'vat', percent: '10' });
    const [late] = surchargeLines(
      { utcOffsetMinutes: 210, lateBooking: { hours: 24, percent: 20 }, night: null, holiday: null },
      1_000_000,
      { international: false, serviceAt: '2026-06-01T08:00:00Z', bookedAt: '2026-06-01T00:00:00Z' },
    );
    expect(parseBillLineTitle(late.label)?.line).toEqual({ key: 'lateBooking', hours: '24', percent: '20' });
    expect(parseBillLineTitle('ویلچر داخل سالن')?.line).toEqual({ key: 'wheelchairIndoor' });
    expect(parseBillLineTitle('ترانسفر ون ویژه')?.line).toEqual({ key: 'transfer', title: 'ون ویژه' });
  });

  it("a several-reservation bill's caption names the side and the flight", () => {
    const bill = cipOrderBill([
      {
        caption: reservationCaption('سالن بیزینس', 0, 0),
        lines: [{ kind: 'pet', label: 'حیوان خانگی', count: 1, unitPrice: 1, amount: 1 }],
      },
      {
        caption: reservationCaption('CIP', 1, 1),
        lines: [{ kind: 'pet', label: 'حیوان خانگی', count: 1, unitPrice: 1, amount: 1 }],
      },
    ]);
    expect(parseBillLineTitle(bill.lines[0].title)).toEqual({
      line: { key: 'pet' },
      caption: { service: 'سالن بیزینس', reservationType: 0, orderType: 0 },
    });
  });

  it('a title the domain does not write (a suite by its own name) is left alone', () => {
    expect(parseBillLineTitle('سوئیت VIP شماره ۲')).toBeNull();
  });
});
