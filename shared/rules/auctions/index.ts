/** The rules of the 15 auction types, shared by the server (bids, purchases, claims, closes) and the screens. */
export * from './auction-kinds';
export * from './auction-phase';
export * from './bid-ranking';
export * from './bid-rules';
export * from './claims';
export * from './dutch-price';
export * from './eligibility';
export * from './leaderboard';
export * from './purchase-limits';
export * from './purchases';
export * from './refresh';
export * from './rejections';
export * from './terms';
export * from './winners';
