/** The checkout (behind the sign-in gate: /order is a gated prefix, so a signed-out shopper signs in and returns). */
export const CHECKOUT_PATH = '/order/checkout';
