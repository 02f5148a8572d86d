import { OFFER_BADGE_MAX } from '../domain/constants';

/** A badge count: '99+' above 99. */
export const formatBadgeCount = (count: number, max = OFFER_BADGE_MAX): string =>
  count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));

/** A percentage with 2 decimals, e.g. trait rarity: 12.345 -> '12.35%'. */
export const formatPercent = (value: number): string => `${value.toFixed(2)}%`;
