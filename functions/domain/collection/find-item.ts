import type { Db } from '../../data/db';
import { getNft } from '../../data/nft';
import { editionId, getNftItem, platformEdition } from '../../data/nft-item';
import { NotFoundError } from '../../lib/errors';

/**
 * An edition of an NFT by its item id: the stored item, or the platform's edition while none was sold (its id is
 * `editionId(nftId, sequence)` for a sequence within the NFT's quantity). 404 otherwise.
 */
export async function findEdition(db: Db, nftId: string, itemId: string) {
  const [nft, stored] = await Promise.all([getNft(db, nftId), getNftItem(db, itemId)]);
  if (!nft) throw new NotFoundError();
  if (stored) {
    if (stored.nftId !== nft.id) throw new NotFoundError();
    return { nft, item: stored };
  }
  const sequence = Number(/-(\d{1,9})$/.exec(itemId)?.[1]);
  if (!(sequence >= 1 && sequence <= nft.quantity) || editionId(nft.id, sequence) !== itemId)
    throw new NotFoundError();
  return { nft, item: platformEdition(nft, sequence) };
}
