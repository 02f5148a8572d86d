import { CENTS_PER_USD } from '../../../shared/domain/constants';
import { formatUsd } from '../../../shared/format/usd';

/** API answers carry USD as numbers with up to 2 decimals; shared/format works in integer cents. */
export const usdToCents = (usd: number): number => Math.round(usd * CENTS_PER_USD);

/**
 * A price from an API answer as the spec writes prices (part 2 §9): compact from $1,000 ('$1.2K'), otherwise up
 * to 2 decimals. A page that shows prices writes them all this way, so one amount never reads two ways.
 */
export const formatPrice = (usd: number): string => formatUsd(usdToCents(usd));
