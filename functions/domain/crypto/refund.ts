import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { CRYPTO_REFUND_BANK_FEE_BPS, CRYPTO_REFUND_MIN_MICROS } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';
import { fillMessage, messages } from '../../../shared/domain/messages';
import { microUnitsFromCoinInput } from '../../../shared/format/coin';
import { type CryptoRefundRecord, endCryptoRefund, putNewCryptoRefund } from '../../data/crypto-refund';
import { tryTransactWrite } from '../../data/db';
import { getCurrentDepositAddress } from '../../data/deposit-address';
import type { Deps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { CustodySendRefusedError } from '../../lib/ports/crypto-custody';
import { InsufficientFundsError } from '../ledger/errors';
import { type LedgerContext, postMovement } from '../ledger/post-movement';
import { coinAmountText } from '../money';
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
 * The balance is debited with the refund's 'sending' record in one transaction (so two refunds at once cannot
 * both spend it), then the send is made (completeCryptoRefund). Any failure is 'Withdraw coin failed.'; a send the
 * provider refused gives the balance back, one whose outcome is unknown is finished by the recovery sweep. Less
 * than the coin's minimum (CRYPTO_REFUND_MIN_MICROS, above the network's fee) is refused under the amount.
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
  if (micros < CRYPTO_REFUND_MIN_MICROS[coin]) {
    const minimum = { amount: coinAmountText(CRYPTO_REFUND_MIN_MICROS[coin]), coin };
    throw new ValidationError([
      { field: 'amount', message: fillMessage(messages.cryptoRefundMinimum, minimum) },
    ]);
  }
  const now = deps.clock.now().toISOString();
  const refund: CryptoRefundRecord = {
    refundId: deps.newId(),
    userUuid,
    coin,
    toAddress: current.withdrawAddress,
    micros,
    feeMicros: refundBankFee(micros),
    status: 'sending',
    txId: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await postMovement(
      ledgerOf(deps),
      {
        idempotencyKey: `crypto-refund:${refund.refundId}`,
        kind: 'crypto-refund',
        reference: refund.refundId,
        legs: refundLegs(refund, -1),
      },
      [putNewCryptoRefund(deps.db, refund)],
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new WithdrawCoinFailedError(400);
    throw error;
  }
  try {
    await completeCryptoRefund(deps, refund);
  } catch (error) {
    if (error instanceof CustodySendRefusedError) {
      logger.warn('crypto refund refused by custody', { refundId: refund.refundId, reason: error.message });
    } else {
      logger.error('crypto refund outcome unknown', { refundId: refund.refundId, error: String(error) });
    }
    throw new WithdrawCoinFailedError(502, 'custody_send_failed');
  }
  return { refundId: refund.refundId, micros, feeMicros: refund.feeMicros };
}

const ledgerOf = (deps: Pick<Deps, 'db' | 'clock' | 'newId'>): LedgerContext => ({
  db: deps.db,
  now: deps.clock.now(),
  newId: deps.newId,
});

/** The debit (direction -1: from the user into custody clearing) or its reversal (+1). */
const refundLegs = (refund: CryptoRefundRecord, direction: 1 | -1) => [
  {
    account: { kind: 'coin', userUuid: refund.userUuid, coin: refund.coin } as const,
    amount: direction * refund.micros,
  },
  { account: { kind: 'clearing', currency: refund.coin } as const, amount: -direction * refund.micros },
];

/**
 * Makes a refund's send, or asks again (the provider is idempotent by the refund id, so a send made before
 * answers its transaction): 'sent' when the provider took it; refused: the balance comes back with 'reversed' in
 * one transaction (CustodySendRefusedError is rethrown). Any other error leaves it 'sending' for the recovery
 * sweep. The request and the sweep, or two sweeps, may both get here: each end is written once.
 */
export async function completeCryptoRefund(
  deps: Pick<Deps, 'db' | 'clock' | 'newId' | 'custody'>,
  refund: CryptoRefundRecord,
): Promise<void> {
  if (refund.status !== 'sending') return;
  const at = () => deps.clock.now().toISOString();
  try {
    const { txId } = await deps.custody.send(
      refund.coin,
      refund.toAddress,
      refund.micros - refund.feeMicros,
      refund.refundId,
    );
    await tryTransactWrite(deps.db, [endCryptoRefund(deps.db, refund.refundId, 'sent', txId, at())]);
  } catch (error) {
    if (!(error instanceof CustodySendRefusedError)) throw error;
    await postMovement(
      ledgerOf(deps),
      {
        idempotencyKey: `crypto-refund-reversal:${refund.refundId}`,
        kind: 'crypto-refund-reversal',
        reference: refund.refundId,
        legs: refundLegs(refund, 1),
      },
      [endCryptoRefund(deps.db, refund.refundId, 'reversed', null, at())],
    ).catch((reversal) => {
      // A twin reversed it first: the record's condition cancelled this one, nothing moved twice.
      if (!(reversal instanceof TransactionCanceledException)) throw reversal;
    });
    throw error;
  }
}
