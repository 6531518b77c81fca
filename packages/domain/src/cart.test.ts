import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  type CartAction,
  type CartItem,
  type CartState,
  cartItemCount,
  cartItemsTotal,
  cartReducer,
  compareCartItems,
  deserializeCart,
  initialCartState,
  normalizeQuantity,
  serializeCart,
} from './cart';

const item = (id: number, title: string, quantity = 1, price = 1000): CartItem => ({
  id,
  title,
  quantity,
  price,
  description: '',
  media: null,
});
const run = (actions: CartAction[], state: CartState = initialCartState()) => actions.reduce(cartReducer, state);
const titles = (s: CartState) => s.items.map((i) => `${i.title}×${i.quantity}`);

describe('cart (§3, §4)', () => {
  it('starts empty with transmit id 1 and step 0 under the key cart', () => {
    expect(initialCartState()).toEqual({
      pending: false,
      error: null,
      items: [],
      recipient: null,
      transmitId: 1,
      discountCodes: [],
      step: 0,
    });
    expect(CART_STORAGE_KEY).toBe('cart');
  });

  it('adds with the given quantity, or raises an existing item by one, keeping titles sorted', () => {
    const s = run([
      { type: 'cart/add', item: item(1, 'ساعت', 3) },
      { type: 'cart/add', item: item(2, 'اتو') },
      { type: 'cart/add', item: item(3, 'بالش', 0) },
      { type: 'cart/add', item: item(1, 'ساعت', 5) },
    ]);
    expect(titles(s)).toEqual(['اتو×1', 'بالش×1', 'ساعت×4']);
  });

  it('removes, sets, increases and decreases quantities', () => {
    let s = run([
      { type: 'cart/add', item: item(1, 'الف', 2) },
      { type: 'cart/add', item: item(2, 'ب', 1) },
    ]);
    s = cartReducer(s, { type: 'cart/increase', id: 2 });
    expect(titles(s)).toEqual(['الف×2', 'ب×2']);
    s = cartReducer(s, { type: 'cart/decrease', id: 1 });
    expect(titles(s)).toEqual(['الف×1', 'ب×2']);
    s = cartReducer(s, { type: 'cart/decrease', id: 1 });
    expect(titles(s)).toEqual(['ب×2']);
    s = cartReducer(s, { type: 'cart/setQuantity', id: 2, quantity: 7.9 });
    expect(titles(s)).toEqual(['ب×7']);
    expect(titles(cartReducer(s, { type: 'cart/setQuantity', id: 2, quantity: Number.NaN }))).toEqual(['ب×1']);
    expect(cartReducer(s, { type: 'cart/setQuantity', id: 2, quantity: 0 }).items).toEqual([]);
    expect(cartReducer(s, { type: 'cart/remove', id: 2 }).items).toEqual([]);
    expect(cartReducer(s, { type: 'cart/remove', id: 99 })).toBe(s);
    expect(cartReducer(s, { type: 'cart/increase', id: 99 })).toBe(s);
    expect(cartReducer(s, { type: 'cart/empty' }).items).toEqual([]);
  });

  it('replaces items sorted with duplicates merged', () => {
    const s = cartReducer(initialCartState(), {
      type: 'cart/replaceItems',
      items: [item(2, 'ج'), item(1, 'ب', 2), item(2, 'ج', 3), item(3, 'ب', -1)],
    });
    expect(s.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [3, 1],
      [2, 4],
    ]);
  });

  it('keeps discount codes trimmed, upper-case and unique', () => {
    let s = cartReducer(initialCartState(), { type: 'cart/setDiscountCodes', codes: [' off10 ', 'OFF10', '', 'vip'] });
    expect(s.discountCodes).toEqual(['OFF10', 'VIP']);
    s = cartReducer(s, { type: 'cart/addDiscountCode', code: 'nowruz' });
    s = cartReducer(s, { type: 'cart/addDiscountCode', code: 'vip' });
    expect(s.discountCodes).toEqual(['OFF10', 'VIP', 'NOWRUZ']);
    expect(cartReducer(s, { type: 'cart/removeDiscountCode', code: ' off10' }).discountCodes).toEqual([
      'VIP',
      'NOWRUZ',
    ]);
  });

  it('sets recipient, transmit id, step, pending and error', () => {
    const s = run([
      { type: 'cart/setRecipient', recipient: { id: 4, name: 'مریم' } },
      { type: 'cart/setTransmitId', transmitId: 3 },
      { type: 'cart/setStep', step: 2.4 },
      { type: 'cart/setPending', pending: true },
    ]);
    expect(s).toMatchObject({ recipient: { id: 4 }, transmitId: 3, step: 2, pending: true });
    expect(cartReducer(s, { type: 'cart/setStep', step: -1 }).step).toBe(0);
    expect(cartReducer(s, { type: 'cart/setError', error: { error_code: 500, error_message: 'x' } })).toMatchObject({
      pending: false,
      error: { error_code: 500 },
    });
    expect(cartReducer(s, { type: 'cart/nothing' } as never)).toBe(s);
  });

  it('counts units and totals price × quantity', () => {
    const items = [item(1, 'a', 2, 1500), item(2, 'b', 3, 100)];
    expect(cartItemCount(items)).toBe(5);
    expect(cartItemsTotal(items)).toBe(3300);
    expect(normalizeQuantity(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('cart persistence', () => {
  it('round-trips through JSON without pending and error', () => {
    const s = run([
      { type: 'cart/add', item: { ...item(1, 'کتاب', 2), media: '/m/1.jpg', description: 'd' } },
      { type: 'cart/setRecipient', recipient: { id: 4 } },
      { type: 'cart/setDiscountCodes', codes: ['A'] },
      { type: 'cart/setTransmitId', transmitId: 2 },
      { type: 'cart/setStep', step: 1 },
      { type: 'cart/setPending', pending: true },
    ]);
    const back = deserializeCart(serializeCart(s));
    expect(back).toEqual({ ...s, pending: false });
    expect(JSON.parse(serializeCart(s))).not.toHaveProperty('pending');
  });

  it('loads through the reducer', () => {
    const s = cartReducer(initialCartState(), {
      type: 'cart/load',
      state: { items: [item(2, 'ب'), item(1, 'الف')], recipient: null },
    });
    expect(titles(s)).toEqual(['الف×1', 'ب×1']);
    expect(cartReducer(s, { type: 'cart/load', state: null as never })).toBe(s);
  });

  it('tolerates bad JSON and bad shapes', () => {
    const initial = initialCartState();
    expect(deserializeCart(null)).toEqual(initial);
    expect(deserializeCart('{oops')).toEqual(initial);
    expect(deserializeCart('[1,2]')).toEqual(initial);
    expect(deserializeCart('"text"')).toEqual(initial);
    const repaired = deserializeCart(
      JSON.stringify({
        items: [{ id: 1, title: 'x', price: 5 }, { id: 'bad' }, null],
        recipient: { id: 'x' },
        transmitId: 1.5,
        discountCodes: [1, 'a'],
        step: -2,
      }),
    );
    expect(repaired).toEqual({
      ...initial,
      items: [{ id: 1, title: 'x', price: 5, quantity: 1, description: '', media: null }],
      discountCodes: ['A'],
    });
    expect(deserializeCart(JSON.stringify({ items: 'no', recipient: null })).items).toEqual([]);
  });
});

describe('cart invariants', () => {
  const titlesArb = fc.constantFrom('ساعت', 'اتو', 'بالش', 'Book', 'آینه', 'book', 'ی');
  const id = fc.integer({ min: 1, max: 6 });
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    fc.record({
      type: fc.constant('cart/add' as const),
      item: fc.record({
        id,
        title: titlesArb,
        quantity: fc.integer({ min: -2, max: 5 }),
        price: fc.nat(1e6),
        description: fc.constant(''),
        media: fc.constant(null),
      }),
    }),
    fc.record({ type: fc.constant('cart/remove' as const), id }),
    fc.record({
      type: fc.constant('cart/setQuantity' as const),
      id,
      quantity: fc.double({ min: -3, max: 9, noNaN: true }),
    }),
    fc.record({ type: fc.constant('cart/increase' as const), id }),
    fc.record({ type: fc.constant('cart/decrease' as const), id }),
    fc.record({
      type: fc.constant('cart/replaceItems' as const),
      items: fc.array(
        fc.record({
          id,
          title: titlesArb,
          quantity: fc.integer({ min: -2, max: 5 }),
          price: fc.nat(1e6),
          description: fc.constant(''),
          media: fc.constant(null),
        }),
        { maxLength: 6 },
      ),
    }),
  );

  it('stays sorted by title with unique ids and no quantity below 1', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const s = run(actions);
        for (let i = 1; i < s.items.length; i++) expect(compareCartItems(s.items[i - 1], s.items[i])).toBeLessThan(0);
        for (const it of s.items) {
          expect(Number.isInteger(it.quantity)).toBe(true);
          expect(it.quantity).toBeGreaterThanOrEqual(1);
        }
        expect(new Set(s.items.map((i) => i.id)).size).toBe(s.items.length);
        expect(deserializeCart(serializeCart(s)).items).toEqual(s.items);
      }),
      { numRuns: 300 },
    );
  });
});
