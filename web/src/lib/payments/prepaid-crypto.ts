import type { FeatureFlags } from '../../../../shared/domain/flags';

/** Prepaid crypto (the panel and the selector's option) needs both the prepaid balance and the crypto flag. */
export const prepaidCryptoEnabled = (flags: FeatureFlags): boolean =>
  flags.payWithPrepaidBalanceEnabled && flags.payWithCryptoEnabled;
