/** The most resale listings one cart (or one floor sweep) buys: the cart's limit and the checkouts' bound. */
export const CART_MAX_LINES = 25;
