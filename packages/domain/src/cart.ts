/**
 * The store cart state and reducer (§3, §4). Items are kept sorted by title (Persian collation, then id) and no
 * quantity is ever below 1. The site persists `serializeCart(state)` under CART_STORAGE_KEY after every change.
 *
 * Choices where the specification is open: quantities are integers (fractions are floored, non-numbers count as
 * 1); setting a quantity below 1 removes the item; replacing items merges duplicates of an id; discount codes are
 * trimmed, upper-cased and kept once each; pending and error are not persisted.
 */
import type { SliceError } from './cip-booking';

/** A cart item (§3). `media` is the URL of the item's picture, if any. */
export interface CartItem {
  id: number;
  quantity: number;
  price: number;
  title: string;
  description: string;
  media: string | null;
}

/** A saved recipient as the cart keeps it (fields beyond id are the API's). */
export interface CartRecipient {
  id: number;
  [field: string]: unknown;
}

/** The cart (§3). */
export interface CartState {
  pending: boolean;
  error: SliceError | null;
  items: CartItem[];
  recipient: CartRecipient | null;
  transmitId: number;
  discountCodes: string[];
  step: number;
}

/** localStorage key of the cart (§3). */
export const CART_STORAGE_KEY = 'cart';

/** The initial cart: no items, transmit id 1, step 0 (§3). */
export function initialCartState(): CartState {
  return { pending: false, error: null, items: [], recipient: null, transmitId: 1, discountCodes: [], step: 0 };
}

/** Actions of the cart reducer. */
export type CartAction =
  | { type: 'cart/add'; item: CartItem }
  | { type: 'cart/remove'; id: number }
  | { type: 'cart/setQuantity'; id: number; quantity: number }
  | { type: 'cart/increase'; id: number }
  | { type: 'cart/decrease'; id: number }
  | { type: 'cart/empty' }
  | { type: 'cart/load'; state: Partial<CartState> }
  | { type: 'cart/setPending'; pending: boolean }
  | { type: 'cart/setError'; error: SliceError | null }
  | { type: 'cart/setDiscountCodes'; codes: string[] }
  | { type: 'cart/addDiscountCode'; code: string }
  | { type: 'cart/removeDiscountCode'; code: string }
  | { type: 'cart/setRecipient'; recipient: CartRecipient | null }
  | { type: 'cart/setTransmitId'; transmitId: number }
  | { type: 'cart/setStep'; step: number }
  | { type: 'cart/replaceItems'; items: CartItem[] };

// Made on first use, not when the module loads: every page loads this module (the header's cart badge), and a
// Persian collator costs a phone ~40 ms of its hydration.
let collator: Intl.Collator | undefined;

/** Order of cart items: by title (Persian collation), then by id. */
export function compareCartItems(a: CartItem, b: CartItem): number {
  collator ??= new Intl.Collator('fa');
  return collator.compare(a.title, b.title) || a.id - b.id;
}

/** A quantity as the cart stores it: an integer of at least 1 (fractions floored; non-numbers become 1). */
export function normalizeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
}

/** Items sorted, with duplicate ids merged (quantities added) and quantities normalised. */
export function normalizeCartItems(items: readonly CartItem[]): CartItem[] {
  const byId = new Map<number, CartItem>();
  for (const item of items) {
    const quantity = normalizeQuantity(item.quantity);
    const existing = byId.get(item.id);
    byId.set(item.id, existing ? { ...existing, quantity: existing.quantity + quantity } : { ...item, quantity });
  }
  return [...byId.values()].sort(compareCartItems);
}

/** Discount codes trimmed, upper-cased, without blanks or repeats, in first-seen order. */
export function normalizeDiscountCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c.length > 0))];
}

function mapItem(state: CartState, id: number, update: (item: CartItem) => CartItem | null): CartState {
  if (!state.items.some((i) => i.id === id)) return state;
  const items = state.items.flatMap((i) => {
    if (i.id !== id) return [i];
    const next = update(i);
    return next ? [next] : [];
  });
  return { ...state, items };
}

/** The cart reducer (§4). */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/add': {
      const existing = state.items.find((i) => i.id === action.item.id);
      if (existing) return mapItem(state, existing.id, (i) => ({ ...i, quantity: i.quantity + 1 }));
      return { ...state, items: normalizeCartItems([...state.items, action.item]) };
    }
    case 'cart/remove':
      return mapItem(state, action.id, () => null);
    case 'cart/setQuantity':
      return mapItem(state, action.id, (i) =>
        Number.isFinite(action.quantity) && action.quantity < 1
          ? null
          : { ...i, quantity: normalizeQuantity(action.quantity) },
      );
    case 'cart/increase':
      return mapItem(state, action.id, (i) => ({ ...i, quantity: i.quantity + 1 }));
    case 'cart/decrease':
      return mapItem(state, action.id, (i) => (i.quantity - 1 < 1 ? null : { ...i, quantity: i.quantity - 1 }));
    case 'cart/empty':
      return { ...state, items: [] };
    case 'cart/load':
      return restoreCart(action.state, state);
    case 'cart/setPending':
      return { ...state, pending: action.pending };
    case 'cart/setError':
      return { ...state, error: action.error, pending: false };
    case 'cart/setDiscountCodes':
      return { ...state, discountCodes: normalizeDiscountCodes(action.codes) };
    case 'cart/addDiscountCode':
      return { ...state, discountCodes: normalizeDiscountCodes([...state.discountCodes, action.code]) };
    case 'cart/removeDiscountCode': {
      const code = action.code.trim().toUpperCase();
      return { ...state, discountCodes: state.discountCodes.filter((c) => c !== code) };
    }
    case 'cart/setRecipient':
      return { ...state, recipient: action.recipient };
    case 'cart/setTransmitId':
      return { ...state, transmitId: action.transmitId };
    case 'cart/setStep':
      return { ...state, step: Math.max(0, Math.floor(action.step)) };
    case 'cart/replaceItems':
      return { ...state, items: normalizeCartItems(action.items) };
    default:
      return state;
  }
}

/** Number of units in the cart. */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Sum of price × quantity over the items, in Rials. */
export function cartItemsTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.price * i.quantity, 0);
}

/** The persisted part of the cart as JSON text (items, recipient, transmit id, discount codes, step). */
export function serializeCart(state: CartState): string {
  const { items, recipient, transmitId, discountCodes, step } = state;
  return JSON.stringify({ items, recipient, transmitId, discountCodes, step });
}

const isItem = (v: unknown): v is CartItem => {
  if (typeof v !== 'object' || v === null) return false;
  const i = v as Record<string, unknown>;
  return typeof i.id === 'number' && typeof i.price === 'number' && typeof i.title === 'string';
};

function restoreCart(raw: unknown, base: CartState): CartState {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return base;
  const r = raw as Record<string, unknown>;
  const items = Array.isArray(r.items)
    ? normalizeCartItems(
        r.items.filter(isItem).map((i) => ({
          id: i.id,
          price: i.price,
          title: i.title,
          quantity: typeof i.quantity === 'number' ? i.quantity : 1,
          description: typeof i.description === 'string' ? i.description : '',
          media: typeof i.media === 'string' ? i.media : null,
        })),
      )
    : base.items;
  const recipient =
    typeof r.recipient === 'object' && r.recipient !== null && typeof (r.recipient as CartRecipient).id === 'number'
      ? (r.recipient as CartRecipient)
      : r.recipient === null
        ? null
        : base.recipient;
  return {
    ...base,
    items,
    recipient,
    transmitId: typeof r.transmitId === 'number' && Number.isInteger(r.transmitId) ? r.transmitId : base.transmitId,
    discountCodes: Array.isArray(r.discountCodes)
      ? normalizeDiscountCodes(r.discountCodes.filter((c): c is string => typeof c === 'string'))
      : base.discountCodes,
    step: typeof r.step === 'number' && Number.isInteger(r.step) && r.step >= 0 ? r.step : base.step,
  };
}

/** The cart restored from its JSON text; missing, bad JSON or a wrong shape gives the initial cart. */
export function deserializeCart(text: string | null | undefined): CartState {
  const base = initialCartState();
  if (typeof text !== 'string') return base;
  try {
    return restoreCart(JSON.parse(text), base);
  } catch {
    return base;
  }
}
