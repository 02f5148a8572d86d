import type { CryptoAddress } from '../../../shared/api/schemas/crypto';
import { ALLOWED_PAYMENT_CRYPTO, DEPOSIT_ADDRESS_TTL_MS } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';
import { fillMessage, messages } from '../../../shared/domain/messages';
import {
  type DepositAddressRecord,
  listCurrentDepositAddresses,
  saveDepositAddress,
} from '../../data/deposit-address';
import type { UserRecord } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { canonicalAddress, isValidAddressFor, networkNames, networkOf } from './addresses';

export const toCryptoAddress = (record: DepositAddressRecord): CryptoAddress => ({
  coin: record.coin,
  collectibles_deposit_address: record.address,
  withdraw_address: record.withdrawAddress,
  expires_at: record.expiresAt,
  network: record.network,
});

/**
 * A new deposit address for topping up the coin's prepaid balance, valid 15 minutes, with the refund address
 * refunds of that coin go to. Needs identity verification: the prepaid balance is money the user can refund.
 */
export async function createDepositAddress(
  deps: Pick<Deps, 'db' | 'clock' | 'newId' | 'custody'>,
  user: UserRecord,
  coin: Currency,
  withdrawAddress: string,
): Promise<CryptoAddress> {
  if (user.verificationStatus !== 'completed') {
    throw new ForbiddenError(messages.cryptoVerificationRequired, 'identity_verification_required');
  }
  const network = networkOf(coin);
  if (!isValidAddressFor(coin, withdrawAddress)) {
    const message = fillMessage(messages.cryptoAddressInvalid, { network: networkNames[network] });
    throw new ValidationError([{ field: 'withdraw_address', message }], message);
  }
  // A label per address: the provider names it, and the sandbox derives the address from it.
  const { address } = await deps.custody.createAddress(coin, `${user.uuid}:${deps.newId()}`);
  const now = deps.clock.now();
  const record: DepositAddressRecord = {
    userUuid: user.uuid,
    coin,
    network,
    address,
    withdrawAddress,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + DEPOSIT_ADDRESS_TTL_MS).toISOString(),
  };
  await saveDepositAddress(deps.db, record, canonicalAddress(coin, address));
  return toCryptoAddress(record);
}

/** The user's latest address per coin, expired ones included (the web shows them as expired). */
export async function listDepositAddresses(
  deps: Pick<Deps, 'db'>,
  userUuid: string,
): Promise<CryptoAddress[]> {
  const records = await listCurrentDepositAddresses(deps.db, userUuid);
  return ALLOWED_PAYMENT_CRYPTO.flatMap((coin) => records.filter((record) => record.coin === coin)).map(
    toCryptoAddress,
  );
}
