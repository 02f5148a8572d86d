import { HistoryKind } from '../../../shared/domain/enums';
import type { OwnershipHistoryRecord } from '../../data/ownership-history';

type KindFacts = Pick<
  OwnershipHistoryRecord,
  'owner' | 'bundle' | 'isGift' | 'isFused' | 'isFusingResult' | 'lineItem'
>;

/**
 * The order-history type label of an entry from its holder's side (part 1 §2): the new owner was charged (or got it
 * from a pack, a gift, the fuser, or claimed it free: nothing paid, no method), the old owner was paid (or sent a
 * gift, or an NFT into the fuser).
 */
export function historyKind(entry: KindFacts, holder: string): HistoryKind {
  const received = entry.owner === holder;
  if (entry.isFusingResult) return HistoryKind.fusedResultReceived;
  if (entry.isFused) return HistoryKind.sentToFuser;
  if (entry.isGift) return received ? HistoryKind.giftReceived : HistoryKind.giftSent;
  if (!received) return HistoryKind.payment;
  if (entry.bundle) return HistoryKind.fromPack;
  const free = entry.lineItem !== null && entry.lineItem.amountCents === 0 && entry.lineItem.method === null;
  return free ? HistoryKind.claim : HistoryKind.charge;
}
