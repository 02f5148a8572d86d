import { getAuction } from '../../data/auction';
import { getCollection } from '../../data/collection';
import type { Db } from '../../data/db';
import { listNftListings } from '../../data/listing';
import { getNftMarketStats, type NftMarketStats } from '../../data/market-stats';
import { getNft, listCollectionNfts, type NftRecord, type TraitRecord } from '../../data/nft';
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
 * Stats from the market's record of the NFT (kept from its events, see functions/domain/market) and the cheapest
 * open listing read from the listing index at the same time (fresher than the recount): owners are distinct users
 * holding an edition, ath the highest sale price; no edition is read.
 */
export function nftStats(
  nft: NftRecord,
  collectionSize: number,
  market: Pick<NftMarketStats, 'owners' | 'athCents' | 'listings'>,
  cheapestListingCents: number | null,
): NftStats {
  return {
    nfts: collectionSize,
    editions: nft.quantity,
    owners: Math.max(market.owners, 0),
    floorCents: cheapestListingCents,
    athCents: market.athCents,
    // The recount may lag the index by an event: never fewer listings than the floor shows.
    listings: cheapestListingCents === null ? 0 : Math.max(market.listings, 1),
  };
}

/** GET /nft/{id}: the NFT with its collection, primary-sale auction, traits like mine and stats; 404 if unknown. */
export async function readNftDetail(db: Db, id: string) {
  const nft = await getNft(db, id);
  if (!nft) throw new NotFoundError();
  const [collection, collectionNfts, market, cheapest, auction] = await Promise.all([
    getCollection(db, nft.collectionId),
    listCollectionNfts(db, nft.collectionId),
    getNftMarketStats(db, nft.id),
    listNftListings(db, nft.id, 1),
    nft.auctionId ? getAuction(db, nft.auctionId) : null,
  ]);
  if (!collection) throw new Error(`NFT ${nft.id} names a missing collection ${nft.collectionId}`);
  const collectionSize = Math.max(collectionNfts.length, 1);
  return {
    nft,
    collection,
    auction: auction ?? null,
    traits: traitsLikeMine(nft, collectionNfts),
    stats: nftStats(nft, collectionSize, market, cheapest[0]?.priceCents ?? null),
  };
}
