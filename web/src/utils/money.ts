import { CENTS_PER_USD } from '../../../shared/domain/constants';

/** API answers carry USD as numbers with up to 2 decimals; shared/format works in integer cents. */
export const usdToCents = (usd: number): number => Math.round(usd * CENTS_PER_USD);
