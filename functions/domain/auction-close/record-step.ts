import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { NotificationType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import { type CloseStepRecord, getCloseStep, putNewCloseStep } from '../../data/auction-close';
import { type TransactItem, transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

export interface StepNotice {
  notificationType: NotificationType;
  extra?: { nft_uuid: string; nft_item_uuid: string };
}

/**
 * Records a bidder's finished step with their notification (and `writes`, the step's own records) in one
 * transaction, so a retried or concurrent close notifies and writes once: when another attempt recorded the step
 * first, nothing is written.
 */
export async function recordStep(
  deps: Deps,
  auction: AuctionRecord,
  step: Omit<CloseStepRecord, 'auctionId' | 'at'>,
  notice: StepNotice,
  writes: TransactItem[] = [],
): Promise<void> {
  const record: CloseStepRecord = { ...step, auctionId: auction.id, at: deps.clock.now().toISOString() };
  const event = newEvent(deps, 'NotificationRequested', {
    user_uuid: step.userId,
    notification_type: notice.notificationType,
    subject: auction.title,
    auction: { id: auction.id, title: auction.title },
    extra: notice.extra ?? null,
  });
  try {
    await transactWrite(deps.db, [putNewCloseStep(deps.db, record), recordEvent(deps.db, event), ...writes]);
  } catch (error) {
    // Cancelled by a concurrent attempt's write of the same step: done either way once the step exists.
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (!(await getCloseStep(deps.db, auction.id, step.userId))) throw error;
  }
}
