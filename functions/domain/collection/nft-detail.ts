import { getAuction } from '../../data/auction';
import { getCollection } from '../../data/collection';
import type { Db } from '../../data/db';
import { getNft, listCollectionNfts, type NftRecord, type TraitRecord } from '../../data/nft';
import { listStoredEditions, type NftItemRecord } from '../../data/nft-item';
import { NotFoundError } from '../../lib/errors';

export interface TraitLikeMine extends TraitRecord {
  numberLikeMine: number;
  /** Percent of the collection's NFTs, 2 decimals. */
  percentageLikeMine: number;
}

export interface NftStats {
  nfts: number;
  editions: number;
  owners: number;
  floorCents: number | null;
  athCents: number | null;
  listings: number;
}

/** Each trait with how many NFTs of the collection (this one included) have the same value. */
export function traitsLikeMine(nft: NftRecord, collectionNfts: readonly NftRecord[]): TraitLikeMine[] {
  const collection = [nft, ...collectionNfts.filter((other) => other.id !== nft.id)];
  return nft.traits.map((trait) => {
    const numberLikeMine = collection.filter((other) =>
      other.traits.some((mine) => mine.type === trait.type && mine.displayValue === trait.displayValue),
    ).length;
    const percentageLikeMine = Math.round((numberLikeMine / collection.length) * 10_000) / 100;
    return { ...trait, numberLikeMine, percentageLikeMine };
  });
}

/**
 * Stats from the editions sold so far (editions the platform still holds have no owner, listing or sale): owners are
 * distinct users, the floor is the lowest listing, ath the highest price any owner paid.
 */
export function nftStats(nft: NftRecord, collectionSize: number, stored: readonly NftItemRecord[]): NftStats {
  const listed = stored.flatMap((item) => (item.listing ? [item.listing.priceCents] : []));
  const sales = stored.flatMap((item) => (item.highestSaleCents === null ? [] : [item.highestSaleCents]));
  return {
    nfts: collectionSize,
    editions: nft.quantity,
    owners: new Set(stored.flatMap((item) => (item.owner ? [item.owner] : []))).size,
    floorCents: listed.length ? Math.min(...listed) : null,
    athCents: sales.length ? Math.max(...sales) : null,
    listings: listed.length,
  };
}

/** GET /nft/{id}: the NFT with its collection, primary-sale auction, traits like mine and stats; 404 if unknown. */
export async function readNftDetail(db: Db, id: string) {
  const nft = await getNft(db, id);
  if (!nft) throw new NotFoundError();
  const [collection, collectionNfts, stored, auction] = await Promise.all([
    getCollection(db, nft.collectionId),
    listCollectionNfts(db, nft.collectionId),
    listStoredEditions(db, nft),
    nft.auctionId ? getAuction(db, nft.auctionId) : null,
  ]);
  if (!collection) throw new Error(`NFT ${nft.id} names a missing collection ${nft.collectionId}`);
  const collectionSize = Math.max(collectionNfts.length, 1);
  return {
    nft,
    collection,
    auction: auction ?? null,
    traits: traitsLikeMine(nft, collectionNfts),
    stats: nftStats(nft, collectionSize, stored),
  };
}
