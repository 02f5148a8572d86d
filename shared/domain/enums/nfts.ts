import { codesOf, labelsFor, type ValueOf } from './codes';

// NFTs: chains, rarities, traits, vaults and how items show.

export const Blockchain = { tezos: 1, polygon: 2, ethereum: 3 } as const;
export type Blockchain = ValueOf<typeof Blockchain>;
export const blockchains = /* @__PURE__ */ codesOf(Blockchain);
export const blockchainLabels = /* @__PURE__ */ labelsFor(Blockchain, {
  tezos: 'Tezos',
  polygon: 'Polygon',
  ethereum: 'Ethereum',
});
/** Token standards per chain (Tezos FA2; Ethereum ERC-1155 or ERC-721). Polygon: not shown. */
export const blockchainTokenStandards: Readonly<Record<Blockchain, readonly string[]>> = {
  [Blockchain.tezos]: ['FA2'],
  [Blockchain.polygon]: [],
  [Blockchain.ethereum]: ['ERC-1155', 'ERC-721'],
};

export const Rarity = {
  common: 1,
  uncommon: 2,
  rare: 3,
  legendary: 4,
  mythic: 5,
  epic: 6,
  super: 7,
} as const;
export type Rarity = ValueOf<typeof Rarity>;
export const rarities = /* @__PURE__ */ codesOf(Rarity);
export const rarityLabels = /* @__PURE__ */ labelsFor(Rarity, {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  legendary: 'Legendary',
  mythic: 'Mythic',
  epic: 'Epic',
  super: 'Super',
});

/** Trait types 1-38, in the spec's order. */
export const TraitType = {
  background: 1,
  body: 2,
  shirt: 3,
  clothes: 4,
  jersey: 5,
  face: 6,
  eyes: 7,
  browz: 8,
  mouth: 9,
  faceWear: 10,
  hat: 11,
  diaper: 12,
  pin: 13,
  clothing: 14,
  bib: 15,
  toys: 16,
  border: 17,
  backgroundOverlay: 18,
  head: 19,
  accessories: 20,
  backsplash: 21,
  sport: 22,
  chain: 23,
  hair: 24,
  nose: 25,
  outfits: 26,
  object: 27,
  sunglasses: 28,
  necklace: 29,
  handheld: 30,
  medallion: 31,
  streetName: 32,
  streetColor: 33,
  streetDetails: 34,
  buildingType: 35,
  rooftop: 36,
  billboard: 37,
  neonSign: 38,
} as const;
export type TraitType = ValueOf<typeof TraitType>;
export const traitTypes = /* @__PURE__ */ codesOf(TraitType);
export const traitTypeLabels = /* @__PURE__ */ labelsFor(TraitType, {
  background: 'Background',
  body: 'Body',
  shirt: 'Shirt',
  clothes: 'Clothes',
  jersey: 'Jersey',
  face: 'Face',
  eyes: 'Eyes',
  browz: 'Browz',
  mouth: 'Mouth',
  faceWear: 'Face Wear',
  hat: 'Hat',
  diaper: 'Diaper',
  pin: 'Pin',
  clothing: 'Clothing',
  bib: 'Bib',
  toys: 'Toys',
  border: 'Border',
  backgroundOverlay: 'Background Overlay',
  head: 'Head',
  accessories: 'Accessories',
  backsplash: 'Backsplash',
  sport: 'Sport',
  chain: 'Chain',
  hair: 'Hair',
  nose: 'Nose',
  outfits: 'Outfits',
  object: 'Object',
  sunglasses: 'Sunglasses',
  necklace: 'Necklace',
  handheld: 'Handheld',
  medallion: 'Medallion',
  streetName: 'Street Name',
  streetColor: 'Street Color',
  streetDetails: 'Street Details',
  buildingType: 'Building Type',
  rooftop: 'Rooftop',
  billboard: 'Billboard',
  neonSign: 'Neon Sign',
});

/** has_vault of an NFT; labels are the vault badges of part 1 §2 ('no' shows nothing). */
export const HasVault = { yes: 'yes', limited: 'limited', no: 'no' } as const;
export type HasVault = ValueOf<typeof HasVault>;
export const hasVaultLabels = /* @__PURE__ */ labelsFor(HasVault, {
  yes: 'Includes Vault Content',
  limited: 'Limited Vault Content',
  no: '',
});

/** Vault item media types: 1 and 4 are images, 2 audio, 3 video. */
export const VaultMediaType = { image: 1, audio: 2, video: 3, imageAlt: 4 } as const;
export type VaultMediaType = ValueOf<typeof VaultMediaType>;
export type VaultMediaKind = 'image' | 'audio' | 'video';
export const vaultMediaKind = (type: VaultMediaType): VaultMediaKind =>
  type === VaultMediaType.audio ? 'audio' : type === VaultMediaType.video ? 'video' : 'image';

/** Themes; also the vault item's frame_type. */
export const Theme = { classic: 'classic', modern: 'modern' } as const;
export type Theme = ValueOf<typeof Theme>;
export const themeLabels = /* @__PURE__ */ labelsFor(Theme, { classic: 'Classic', modern: 'Modern' });

/** Minted-by badge. The spec's '{product}' is the platform's own name. */
export const MintedBy = { platform: 'platform', verifiedArtist: 'verifiedArtist' } as const;
export type MintedBy = ValueOf<typeof MintedBy>;
export const mintedByLabels = /* @__PURE__ */ labelsFor(MintedBy, {
  platform: 'Platform',
  verifiedArtist: 'Verified Artist',
});

export const Visibility = { public: 'public', private: 'private' } as const;
export type Visibility = ValueOf<typeof Visibility>;
export const visibilityLabels = /* @__PURE__ */ labelsFor(Visibility, {
  public: 'Public',
  private: 'Private',
});

/** Collection type (generative or other). */
export const CollectionType = { generative: 'generative', other: 'other' } as const;
export type CollectionType = ValueOf<typeof CollectionType>;
