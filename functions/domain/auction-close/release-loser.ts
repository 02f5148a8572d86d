import { NotificationType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import type { CloseLoser } from '../../data/auction-close';
import type { Deps } from '../../lib/deps';
import { releaseHold } from '../payments/release-hold';
import { recordStep } from './record-step';

/** A loser's step: every hold their bids took is released (idempotent), then they are told, once. */
export async function releaseLoser(deps: Deps, auction: AuctionRecord, loser: CloseLoser): Promise<void> {
  for (const holdId of loser.holdIds) await releaseHold(deps, { holdId });
  await recordStep(
    deps,
    auction,
    { userId: loser.userId, outcome: 'lost', orderId: null, itemId: null },
    { notificationType: NotificationType.bidUnsuccessful },
  );
}
