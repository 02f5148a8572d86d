import type { Blockchain, HasVault, MintedBy, Rarity, TraitType } from '../../shared/domain/enums';
import type { ArtistRecord } from './artist';
import { type Db, getItem, type Item, queryItems, recordOf, type TransactItem } from './db';

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
}

export const nftKey = (id: string) => ({ pk: `NFT#${id}`, sk: 'NFT' });

// Unranked NFTs sort after every ranked one ('~' follows the digits).
const rankSk = (nft: NftRecord) =>
  `NFT#${nft.rank === null ? '~' : String(nft.rank).padStart(6, '0')}#${nft.id}`;

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

/** A collection's NFTs, rank 1 first (unranked ones last, by id). */
export const listCollectionNfts = (db: Db, collectionId: string) =>
  queryItems(db, { index: 'gsi1', pk: `COLLECTION#${collectionId}`, skBeginsWith: 'NFT#' }, fromItem);

/** 'More NFTs by creator'. */
export const listArtistNfts = (db: Db, artistId: string) =>
  queryItems(db, { index: 'gsi2', pk: `ARTIST#${artistId}`, skBeginsWith: 'NFT#' }, fromItem);

export const putNft = (db: Db, nft: NftRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(nft) },
});
