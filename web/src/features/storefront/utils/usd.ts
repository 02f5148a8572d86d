import { formatUsdFixed } from '../../../../../shared/format/usd';
import { usdToCents } from '../../../utils/money';

/** A USD amount of the wire (2 decimals) as money is shown in accounts: '$45.00'. */
export const usd = (amount: number) => formatUsdFixed(usdToCents(amount));
