import { cancellationCodes, type Db, type TransactItem, transactWrite } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import {
  type AcquisitionKind,
  getNftItem,
  type LineItemRecord,
  moveItem,
  type NftItemRecord,
} from '../../data/nft-item';
import { type OwnershipHistoryRecord, putNewHistoryEntry } from '../../data/ownership-history';
import { ItemOwnerChangedError } from './errors';

export interface TransferInput {
  nft: NftRecord;
  /** The item as read: `getNftItem`, or `platformEdition(nft, sequence)` for an edition never sold. */
  item: NftItemRecord;
  /** The new owner's uuid; null hands the item back to the platform (an NFT sent into the fuser). */
  to: string | null;
  how: AcquisitionKind;
  orderId: string | null;
  lineItem: LineItemRecord | null;
  /** The pack the item came in. */
  bundle?: { id: string; title: string } | null;
  /** Claimed after a purchase on an external auction site. */
  isExternalOrder?: boolean;
  /** The listing the item must still carry as it moves (a resale), or null: it must carry none. */
  listedAs?: string | null;
  /** Leaves the item locked for this order after the move (an NFT in the fuser, until its fusion ends). */
  lockedFor?: string;
  /** Names the transfer in both owners' histories (one new id per transfer). */
  transferId: string;
  now: Date;
}

/** The seller's copy of a sale's line: its amount, with none of the buyer's payment (card digits, coin, method). */
export const withoutBuyersPayment = (lineItem: LineItemRecord): LineItemRecord => ({
  amountCents: lineItem.amountCents,
  coin: null,
  coinMicros: null,
  method: null,
  last4: null,
});

/** Reselling kinds: the old owner, when a user, is the seller. */
const SALES: readonly AcquisitionKind[] = ['buy', 'bid', 'offer'];

/** The ownership-history entry of a transfer, before it is copied into each owner's history. */
function historyEntry(input: TransferInput): Omit<OwnershipHistoryRecord, 'holder'> {
  const { nft, item, to } = input;
  const from = item.owner;
  const isFusion = input.how === 'fusion';
  return {
    id: input.transferId,
    ownedAt: input.now.toISOString(),
    oldOwner: from,
    owner: to,
    nftItem: {
      id: item.id,
      nftId: nft.id,
      sequence: item.sequence,
      title: nft.title,
      tier: nft.type,
      artistName: nft.artist.name,
      imageKey: nft.imageKey,
      thumbnailKey: nft.thumbnailKey,
    },
    orderId: input.orderId,
    lineItem: input.lineItem,
    bundle: input.bundle ?? null,
    isGift: input.how === 'gift',
    receiver: input.how === 'gift' ? to : null,
    seller: SALES.includes(input.how) ? from : null,
    isFused: isFusion && to === null,
    isFusingResult: isFusion && to !== null,
    isExternalOrder: input.isExternalOrder ?? false,
  };
}

/**
 * The writes that give an item to its new owner: first the item itself, conditional on the owner it was read
 * with (so of two racing transfers exactly one commits), then the history entry in the new owner's history and in
 * the old owner's (users only; theirs without the new owner's payment). A purchase or an auction close puts them
 * into its own transaction with the money movement (`postMovement(ctx, movement, transferItemWrites(db, input))`);
 * a cancelled transaction whose first transfer write failed its condition lost the item to someone else.
 */
export function transferItemWrites(db: Db, input: TransferInput): TransactItem[] {
  const { item, to } = input;
  if (item.nftId !== input.nft.id) throw new Error(`Item ${item.id} is not an edition of ${input.nft.id}`);
  if (item.owner === to) throw new Error(`Item ${item.id} already belongs to ${to ?? 'the platform'}`);
  const entry = historyEntry(input);
  const oldOwnersLine = input.lineItem && withoutBuyersPayment(input.lineItem);
  return [
    moveItem(
      db,
      item,
      {
        owner: to,
        ownedAt: entry.ownedAt,
        acquisition: { how: input.how, orderId: input.orderId, lineItem: input.lineItem },
        lockedFor: input.lockedFor,
      },
      input.listedAs,
    ),
    ...(to === null ? [] : [putNewHistoryEntry(db, { ...entry, holder: to })]),
    ...(item.owner === null
      ? []
      : [putNewHistoryEntry(db, { ...entry, holder: item.owner, lineItem: oldOwnersLine })]),
  ];
}

export interface TransferResult {
  /** True when this transfer had already been made (same new owner and order): nothing was written again. */
  replayed: boolean;
}

/** Tries when a concurrent transaction on the same item cancels ours before either condition was decided. */
const CONFLICT_ATTEMPTS = 3;

/**
 * Transfers an item in a transaction of its own (a gift, a claim, a fusion step), with `alsoWrite`. A retry of a transfer that went
 * through (same new owner and order id) answers `replayed`; an item that someone else got first raises
 * ItemOwnerChangedError.
 */
export async function transferItem(
  db: Db,
  input: TransferInput,
  /** Written in the same transaction (an outbox event of the transfer). */
  alsoWrite: TransactItem[] = [],
): Promise<TransferResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite(db, [...transferItemWrites(db, input), ...alsoWrite]);
      return { replayed: false };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const conditionFailed = codes.includes('ConditionalCheckFailed');
      if (!conditionFailed && !codes.includes('TransactionConflict')) throw error;
      const current = await getNftItem(db, input.item.id);
      const alreadyDone =
        input.orderId !== null &&
        current?.owner === input.to &&
        current.acquisition?.orderId === input.orderId;
      if (alreadyDone) return { replayed: true };
      if (conditionFailed) throw new ItemOwnerChangedError(input.item.id);
      if (attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
