import { EDITIONS_PAGE_SIZE } from '../../../shared/domain/constants';
import type { Db } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import { editionBlockOf, listEditionBlock, type NftItemRecord, platformEdition } from '../../data/nft-item';

/**
 * A page (20) of an NFT's editions by sequence, for the NFT page's editions table: the sold ones as stored, the
 * others as the platform holds them. One query: a page never spans two index blocks.
 */
export async function editionsPage(db: Db, nft: NftRecord, page: number) {
  const first = (page - 1) * EDITIONS_PAGE_SIZE + 1;
  const last = Math.min(nft.quantity, first + EDITIONS_PAGE_SIZE - 1);
  const stored =
    first <= last
      ? new Map(
          (await listEditionBlock(db, nft.id, editionBlockOf(first), [first, last])).map((item) => [
            item.sequence,
            item,
          ]),
        )
      : new Map<number, NftItemRecord>();
  const results = Array.from(
    { length: Math.max(0, last - first + 1) },
    (_, i) => stored.get(first + i) ?? platformEdition(nft, first + i),
  );
  return { count: nft.quantity, next: last < nft.quantity ? page + 1 : null, results };
}
