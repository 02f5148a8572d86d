import { MY_COLLECTION_PAGE_SIZE } from '../../../shared/domain/constants';
import type { Db } from '../../data/db';
import { getNft, type NftRecord } from '../../data/nft';
import { listOwnerItems, type NftItemRecord } from '../../data/nft-item';
import { type OwnedItemsFilter, pageOfList, selectOwnedItems } from './owned-items';

export interface ItemWithNft {
  item: NftItemRecord;
  nft: NftRecord;
}

/** The NFTs of some items, each read once. */
export async function nftsOf(db: Db, nftIds: readonly string[]): Promise<Map<string, NftRecord>> {
  const ids = [...new Set(nftIds)];
  const nfts = await Promise.all(ids.map((id) => getNft(db, id)));
  return new Map(nfts.flatMap((nft) => (nft ? [[nft.id, nft] as const] : [])));
}

/**
 * A page (8) of the items a user owns. The whole list comes from the user's own index partition (a collector holds
 * hundreds of items, not millions) and is searched, filtered and sorted in memory; only the page's NFTs are read.
 */
export async function listMyItems(db: Db, uuid: string, filter: OwnedItemsFilter, page: number) {
  const selected = selectOwnedItems(await listOwnerItems(db, uuid), filter);
  const { count, next, results } = pageOfList(selected, page, MY_COLLECTION_PAGE_SIZE);
  const nfts = await nftsOf(
    db,
    results.map((item) => item.nftId),
  );
  return {
    count,
    next,
    results: results.flatMap((item): ItemWithNft[] => {
      const nft = nfts.get(item.nftId);
      return nft ? [{ item, nft }] : [];
    }),
  };
}
