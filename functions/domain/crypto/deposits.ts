import { NotificationType } from '../../../shared/domain/enums';
import { formatCoin } from '../../../shared/format/coin';
import { recordCryptoDeposit } from '../../data/crypto-deposit';
import { findDepositAddress } from '../../data/deposit-address';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import type { ConfirmedDeposit, DepositNotification } from '../../lib/ports/crypto-custody';
import { postMovement } from '../ledger/post-movement';
import { canonicalAddress, networkOf } from './addresses';

/** credited: the balance went up now; duplicate: credited before; ignored: not a deposit to one of our users. */
export type DepositOutcome = 'credited' | 'duplicate' | 'ignored';

type DepositDeps = Pick<Deps, 'db' | 'clock' | 'newId' | 'logger'>;

/** One key per deposit: the transaction, and which of our addresses it paid in which coin. */
export const depositIdempotencyKey = (deposit: ConfirmedDeposit) =>
  `crypto-deposit:${deposit.coin}:${deposit.txId}:${canonicalAddress(deposit.coin, deposit.address)}`;

/**
 * Credits a confirmed deposit to the owner of the address it paid, once: the ledger movement is keyed by the
 * deposit, and the deposit record and the 'crypto received' notification are written in its transaction. An
 * expired address still belongs to its owner, so money sent late is never lost; a deposit in another coin of the
 * same network (USDC to an ETH address) is credited in the coin that arrived.
 */
export async function creditDeposit(deps: DepositDeps, deposit: ConfirmedDeposit): Promise<DepositOutcome> {
  const owner = await findDepositAddress(
    deps.db,
    networkOf(deposit.coin),
    canonicalAddress(deposit.coin, deposit.address),
  );
  if (!owner || deposit.micros <= 0) {
    deps.logger.warn('deposit not credited', { ...deposit, reason: owner ? 'no amount' : 'unknown address' });
    return 'ignored';
  }
  const idempotencyKey = depositIdempotencyKey(deposit);
  const receivedAt = deps.clock.now().toISOString();
  const notification = newEvent(deps, 'NotificationRequested', {
    user_uuid: owner.userUuid,
    notification_type: NotificationType.cryptoReceived,
    subject: formatCoin(deposit.micros, deposit.coin),
  });
  const posted = await postMovement(
    { db: deps.db, now: deps.clock.now(), newId: deps.newId },
    {
      idempotencyKey,
      kind: 'deposit',
      reference: deposit.txId,
      legs: [
        { account: { kind: 'clearing', currency: deposit.coin }, amount: -deposit.micros },
        { account: { kind: 'coin', userUuid: owner.userUuid, coin: deposit.coin }, amount: deposit.micros },
      ],
    },
    [
      recordCryptoDeposit(deps.db, {
        userUuid: owner.userUuid,
        txId: deposit.txId,
        coin: deposit.coin,
        address: deposit.address,
        micros: deposit.micros,
        movementKey: idempotencyKey,
        receivedAt,
      }),
      recordEvent(deps.db, notification),
    ],
  );
  return posted.replayed ? 'duplicate' : 'credited';
}

/** A custody notification: what the provider confirms is credited, each deposit once. */
export async function receiveDepositNotification(
  deps: DepositDeps & Pick<Deps, 'custody'>,
  notification: DepositNotification,
): Promise<DepositOutcome> {
  const deposits = await deps.custody.confirmDeposits(notification);
  const outcomes: DepositOutcome[] = [];
  for (const deposit of deposits) outcomes.push(await creditDeposit(deps, deposit));
  return outcomes.includes('credited')
    ? 'credited'
    : outcomes.includes('duplicate')
      ? 'duplicate'
      : 'ignored';
}
