import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agencyPriceOf } from './agency';

describe('agencyPriceOf', () => {
  it('takes the commission in basis points, rounded to the Rial, and charges the rest', () => {
    expect(agencyPriceOf(10_000_000, 1250)).toEqual({ gross: 10_000_000, commission: 1_250_000, net: 8_750_000 });
    // 12.5% of 1,234,567 is 154,320.875 → 154,321.
    expect(agencyPriceOf(1_234_567, 1250)).toEqual({ gross: 1_234_567, commission: 154_321, net: 1_080_246 });
    expect(agencyPriceOf(5_000_000, 0)).toEqual({ gross: 5_000_000, commission: 0, net: 5_000_000 });
    expect(agencyPriceOf(0, 1000)).toEqual({ gross: 0, commission: 0, net: 0 });
  });

  it('always splits the gross exactly into commission and net, both whole Rials within 0..gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (gross, bp) => {
        const p = agencyPriceOf(gross, bp);
        expect(p.commission + p.net).toBe(gross);
        expect(Number.isInteger(p.commission)).toBe(true);
        expect(p.commission).toBeGreaterThanOrEqual(0);
        expect(p.net).toBeGreaterThanOrEqual(0);
        expect(Math.abs(p.commission - (gross * bp) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
