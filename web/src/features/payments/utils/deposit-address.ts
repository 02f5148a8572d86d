import type { CryptoAddress } from '../../../../../shared/api/schemas/crypto';
import type { Currency } from '../../../../../shared/domain/enums';

/**
 * A coin's deposit address as the crypto panel sees it: none yet (Set Up), active for its 15 minutes (Add), or
 * expired (Set Up again; deposits to it are still credited).
 */
export type DepositAddressState =
  | { kind: 'none' }
  | { kind: 'active'; address: CryptoAddress }
  | { kind: 'expired'; address: CryptoAddress };

export function depositAddressState(
  addresses: readonly CryptoAddress[],
  coin: Currency,
  now: Date,
): DepositAddressState {
  const address = addresses.find((candidate) => candidate.coin === coin);
  if (!address) return { kind: 'none' };
  return new Date(address.expires_at).getTime() > now.getTime()
    ? { kind: 'active', address }
    : { kind: 'expired', address };
}
