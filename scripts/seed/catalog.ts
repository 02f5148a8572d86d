import type { ArtistRecord } from '../../functions/data/artist';
import type { AuctionRecord } from '../../functions/data/auction';
import type { CategoryRecord } from '../../functions/data/category';
import type { CmsPageRecord } from '../../functions/data/cms-page';
import type { CollectionRecord } from '../../functions/data/collection';
import type { DropRecord } from '../../functions/data/drop';
import type { NftRecord } from '../../functions/data/nft';
import type { PackRecord } from '../../functions/data/pack';
import type { PromotionRecord } from '../../functions/data/promotion';
import type { RedirectRecord } from '../../functions/data/redirect';
import type { VaultItemRecord } from '../../functions/data/vault-item';
import { Tier } from '../../shared/domain/enums';
import { artistOf, buildArtists } from './catalog/artists';
import { auctionSpecs } from './catalog/auction-specs';
import { buildAuction } from './catalog/auctions';
import { buildCmsPages } from './catalog/cms-pages';
import { buildCollections } from './catalog/collections';
import { dropSpecs } from './catalog/drop-specs';
import { buildDrop, buildPromotions, dropIdOf } from './catalog/drops';
import { buildNeonAlley, NEON_ALLEY_CREATED_H } from './catalog/generative';
import { createMediaSet, type MediaFile } from './catalog/media-set';
import { buildTierNfts } from './catalog/nfts';
import { buildCategories, redirectsTo } from './catalog/site';
import { createTimeline } from './catalog/timeline';
import { buildVaults, type VaultFile } from './catalog/vault';

export type { MediaFile } from './catalog/media-set';
export type { VaultFile } from './catalog/vault';

export interface DemoCatalog {
  artists: ArtistRecord[];
  categories: CategoryRecord[];
  drops: DropRecord[];
  packs: PackRecord[];
  promotions: PromotionRecord[];
  auctions: AuctionRecord[];
  collections: CollectionRecord[];
  nfts: NftRecord[];
  cmsPages: CmsPageRecord[];
  redirects: RedirectRecord[];
  /** Every media key any record references, with its body. */
  media: MediaFile[];
  /** The vault content of the NFTs with a vault, and its private files. */
  vaultItems: VaultItemRecord[];
  vaultFiles: VaultFile[];
}

/**
 * The demo catalog with dates relative to `now`: a pure function (same `now`, same records and bytes), shared by
 * the seed script and the tests.
 */
export function buildDemoCatalog(now: Date): DemoCatalog {
  const time = createTimeline(now);
  const media = createMediaSet();
  const artists = buildArtists(media);

  const built = dropSpecs.map((spec) => buildDrop(spec, now, time, artists, media));
  const drops = built.map(({ drop }) => drop);
  const dropById = new Map(drops.map((drop) => [drop.id, drop]));

  const sold = auctionSpecs.map((spec) => {
    const drop = dropById.get(dropIdOf(spec.drop));
    if (!drop) throw new Error(`Auction ${spec.slug} names an unknown drop ${spec.drop}`);
    return buildAuction(spec, now, time, drop, media);
  });
  const auctions = sold.map(({ auction }) => auction);

  // An NFT enters the catalogue when its collection (Neon Alley), drop (pack NFTs) or auction (sold alone) opens.
  const since = (at: string) => (nft: NftRecord) => ({ ...nft, createdAt: at });
  const neonAlley = buildNeonAlley(artistOf(artists, 'studio-kairo'), media).map(
    since(time.at(NEON_ALLEY_CREATED_H)),
  );
  // A pack draws from its drop's tier NFTs; the generative drop's packs mint Neon Alley's blocks.
  const packDrops = built
    .filter(({ packs }) => packs.length > 0)
    .map(({ drop, packs }) => {
      const tierNfts = buildTierNfts(drop, media).map(since(drop.featureAt));
      const pool = drop.tiers.includes(Tier.generative) ? neonAlley : tierNfts;
      return { tierNfts, packs: packs.map((pack) => ({ ...pack, nftIds: pool.map((nft) => nft.id) })) };
    });
  const nfts = [
    ...neonAlley,
    ...packDrops.flatMap(({ tierNfts }) => tierNfts),
    ...sold.map(({ nft, auction }) => since(auction.starts)(nft)),
  ];

  const vaults = buildVaults(nfts);
  const termsKeys = [...drops, ...auctions].flatMap((record) => (record.termsKey ? [record.termsKey] : []));
  return {
    artists: [...artists.values()],
    categories: buildCategories(),
    drops,
    packs: packDrops.flatMap(({ packs }) => packs),
    promotions: buildPromotions(drops),
    auctions,
    collections: buildCollections(time, nfts, media),
    nfts,
    cmsPages: buildCmsPages(time, drops, termsKeys),
    redirects: redirectsTo(dropIdOf('festival-afterglow')),
    media: media.files(),
    vaultItems: vaults.items,
    vaultFiles: vaults.files,
  };
}
