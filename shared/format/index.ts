export { formatCoin, microUnitsFromCoinInput } from './coin';
export { formatBadgeCount, formatPercent } from './count';
export { formatCountdown } from './countdown';
export { type DateInput, formatDate, toDate } from './date';
export { centsFromUsdInput, formatUsd, formatUsdFixed, parseUsdInput, usdInputFromCents } from './usd';
