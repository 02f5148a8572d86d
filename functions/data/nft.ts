import type { Blockchain, HasVault, MintedBy, Rarity, TraitType } from '../../shared/domain/enums';
import type { MintedToken } from '../lib/ports/nft-minter';
import type { ArtistRecord } from './artist';
import {
  type Db,
  getItem,
  getItems,
  type Item,
  itemRead,
  queryItems,
  recordOf,
  type TransactItem,
} from './db';

export interface TraitRecord {
  /** Trait type code 1-38. */
  type: TraitType;
  displayValue: string;
  /** Rarity code 1 (common) to 7 (super). */
  rarity: Rarity;
}

export interface NftRecord {
  id: string;
  collectionId: string;
  title: string;
  /** Tier code (1 one, 2 diamond, ... 11 generative). */
  type: number;
  /** Editions minted. */
  quantity: number;
  imageKey: string;
  thumbnailKey: string;
  videoKey: string | null;
  audioKey: string | null;
  description: string;
  traits: TraitRecord[];
  artist: ArtistRecord;
  mintedBy: MintedBy;
  hasVault: HasVault;
  blockchainType: Blockchain;
  resellAllowed: boolean;
  /**
   * Resale fees in basis points (250 = 2.5%); the API's secondary_sale_platform_fee and
   * secondary_sale_resale_royalty are percentages, i.e. these divided by 100.
   */
  platformFeeBps: number;
  resaleRoyaltyBps: number;
  /** 1 is the rarest in a ranked collection; null when the collection is not ranked. */
  rank: number | null;
  /** The auction of its primary sale (GET /nft/{id} answers it); absent for NFTs sold in packs or not on sale. */
  auctionId?: string;
  /** When it entered the catalogue (the collection page's date orders); absent reads as the epoch. */
  createdAt?: string;
  /**
   * Lowest resale listing of its editions, in cents (the collection page's price and price orders); absent or null
   * while none is listed. Resale listings are to keep it current (issue 11 point 7).
   */
  floorPriceCents?: number | null;
  /** Its token on the chain, for NFTs the platform minted itself (the storefront's); absent for the others. */
  chainToken?: MintedToken;
}

export const nftKey = (id: string) => ({ pk: `NFT#${id}`, sk: 'NFT' });

// Unranked NFTs sort after every ranked one ('~' follows the digits).
const rankLabel = (rank: number) => String(rank).padStart(6, '0');
const rankSk = (nft: NftRecord) => `NFT#${nft.rank === null ? '~' : rankLabel(nft.rank)}#${nft.id}`;

export const toItem = (nft: NftRecord): Item => ({
  ...nftKey(nft.id),
  gsi1pk: `COLLECTION#${nft.collectionId}`,
  gsi1sk: rankSk(nft),
  gsi2pk: `ARTIST#${nft.artist.id}`,
  gsi2sk: `NFT#${nft.id}`,
  entity: 'nft',
  ...nft,
});

export const fromItem = (item: Item): NftRecord => recordOf<NftRecord>(item);

export const getNft = (db: Db, id: string) => getItem(db, nftKey(id).pk, nftKey(id).sk, fromItem);

/** Many NFTs in one read, in the ids' order (undefined where one is missing). */
export const getNfts = (db: Db, ids: string[]) => getItems(db, ids.map(nftKey), fromItem);

/** The NFT, to read with other items in one call (readTogether). */
export const nftRead = (id: string) => itemRead(nftKey(id), fromItem);

/** A collection's NFTs, rank 1 first (unranked ones last, by id). */
export const listCollectionNfts = (db: Db, collectionId: string) =>
  queryItems(db, { index: 'gsi1', pk: `COLLECTION#${collectionId}`, skBeginsWith: 'NFT#' }, fromItem);

/** Ranks `from` to `to` of a ranked collection (a page in rank order, without reading the rest). */
export const listCollectionNftsByRank = (
  db: Db,
  collectionId: string,
  ranks: { from: number; to: number; descending: boolean },
) =>
  queryItems(
    db,
    {
      index: 'gsi1',
      pk: `COLLECTION#${collectionId}`,
      skBetween: [`NFT#${rankLabel(ranks.from)}#`, `NFT#${rankLabel(ranks.to)}#\uffff`],
      descending: ranks.descending,
    },
    fromItem,
  );

/** 'More NFTs by creator'. */
export const listArtistNfts = (db: Db, artistId: string) =>
  queryItems(db, { index: 'gsi2', pk: `ARTIST#${artistId}`, skBeginsWith: 'NFT#' }, fromItem);

export const putNft = (db: Db, nft: NftRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(nft) },
});
