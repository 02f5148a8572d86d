import type { FusedItemRecord } from '../../data/fusion';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

/**
 * The market's record of editions moving without a sale (into the fuser, back from it, the fused edition to its
 * owner), written in the transaction of the move, so the NFTs' owner stats and activity follow.
 */
export function fusionTransferEvent(
  deps: Pick<Deps, 'db' | 'newId' | 'clock'>,
  items: Pick<FusedItemRecord, 'id' | 'nftId' | 'sequence'>[],
  move: { from: string | null; to: string | null },
) {
  const [first] = items;
  if (!first) throw new Error('A transfer moves at least one edition');
  return recordEvent(
    deps.db,
    newEvent(deps, 'MarketActivity', {
      kind: 'transfer',
      nft_id: first.nftId,
      nft_item_id: first.id,
      sequence: first.sequence,
      price_cents: null,
      from_uuid: move.from,
      to_uuid: move.to,
      market: null,
      listing_id: null,
      offer_id: null,
      ...(items.length > 1
        ? {
            items: items.map((item) => ({
              nft_id: item.nftId,
              nft_item_id: item.id,
              sequence: item.sequence,
            })),
          }
        : {}),
    }),
  );
}
