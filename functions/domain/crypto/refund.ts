import { CRYPTO_REFUND_BANK_FEE_BPS } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';
import { microUnitsFromCoinInput } from '../../../shared/format/coin';
import { getCurrentDepositAddress } from '../../data/deposit-address';
import type { Deps } from '../../lib/deps';
import type { Logger } from '../../lib/logger';
import { CustodySendRefusedError } from '../../lib/ports/crypto-custody';
import { InsufficientFundsError } from '../ledger/errors';
import { type LedgerContext, postMovement } from '../ledger/post-movement';
import { WithdrawCoinFailedError } from './errors';

const BPS = 10_000;

/** The 0.2% bank fee of a refund, in micro-units, rounded half up. */
export const refundBankFee = (micros: number): number =>
  Math.floor((micros * CRYPTO_REFUND_BANK_FEE_BPS + BPS / 2) / BPS);

export interface CryptoRefund {
  refundId: string;
  /** What left the balance. */
  micros: number;
  /** Withheld from it; the refund address receives micros - feeMicros. */
  feeMicros: number;
}

/**
 * Sends prepaid coins back to the refund address entered with the user's current deposit address for the coin.
 * The balance is debited first (so two refunds at once cannot both spend it) and credited back when the custody
 * provider refuses the send. Any failure is 'Withdraw coin failed.' with the balance as it was.
 */
export async function refundCrypto(
  deps: Pick<Deps, 'db' | 'clock' | 'newId' | 'custody'>,
  logger: Logger,
  request: { userUuid: string; coin: Currency; amount: string },
): Promise<CryptoRefund> {
  const { userUuid, coin } = request;
  const micros = Number(microUnitsFromCoinInput(request.amount));
  const current = await getCurrentDepositAddress(deps.db, userUuid, coin);
  if (!current) throw new WithdrawCoinFailedError(400);
  const refundId = deps.newId();
  const ledger: LedgerContext = { db: deps.db, now: deps.clock.now(), newId: deps.newId };
  const user = { kind: 'coin', userUuid, coin } as const;
  const custody = { kind: 'clearing', currency: coin } as const;
  try {
    await postMovement(ledger, {
      idempotencyKey: `crypto-refund:${refundId}`,
      kind: 'crypto-refund',
      reference: refundId,
      legs: [
        { account: user, amount: -micros },
        { account: custody, amount: micros },
      ],
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new WithdrawCoinFailedError(400);
    throw error;
  }
  const feeMicros = refundBankFee(micros);
  try {
    await deps.custody.send(coin, current.withdrawAddress, micros - feeMicros, refundId);
  } catch (error) {
    if (!(error instanceof CustodySendRefusedError)) {
      // The provider may have sent it: the debit stays until the transfer is looked up by its reference.
      logger.error('crypto refund outcome unknown', { refundId, coin, micros, error: String(error) });
      throw new WithdrawCoinFailedError(502, 'custody_send_failed');
    }
    await postMovement(ledger, {
      idempotencyKey: `crypto-refund-reversal:${refundId}`,
      kind: 'crypto-refund-reversal',
      reference: refundId,
      legs: [
        { account: custody, amount: -micros },
        { account: user, amount: micros },
      ],
    });
    logger.warn('crypto refund refused by custody', { refundId, coin, micros, reason: error.message });
    throw new WithdrawCoinFailedError(502, 'custody_send_failed');
  }
  return { refundId, micros, feeMicros };
}
