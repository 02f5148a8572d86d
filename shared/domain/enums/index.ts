/**
 * Every enumeration of spec part 1 §3, as `as const` objects (numeric codes where the spec gives them) and human
 * labels keyed by code; their zod schemas are in ../enum-schemas.ts, fixed geographic data in ../geo.ts. A module
 * per area, so a web page's bundle carries the areas it imports (the first page: tiers, categories, currencies and
 * the pass states), not every table.
 */
export * from './auctions';
export * from './browsing';
export * from './codes';
export * from './crypto';
export * from './nfts';
export * from './notifications';
export * from './payments';
export * from './transactions';
export * from './users';
