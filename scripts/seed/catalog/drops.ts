import type { ArtistRecord } from '../../../functions/data/artist';
import type { DropRecord } from '../../../functions/data/drop';
import type { PackRecord } from '../../../functions/data/pack';
import type { PromotionRecord } from '../../../functions/data/promotion';
import { availabilityAt } from '../../../shared/rules/timed-state';
import { artistOf } from './artists';
import type { DropSpec } from './drop-specs';
import type { MediaSet } from './media-set';
import type { Timeline } from './timeline';

export const dropIdOf = (slug: string) => `drop-${slug}`;

/** A drop with show_signup has a promotion to register interest in (its auctions carry it too). */
export const promotionIdOf = (slug: string) => `promotion-${slug}`;

export function buildDrop(
  spec: DropSpec,
  now: Date,
  time: Timeline,
  artists: Map<string, ArtistRecord>,
  media: MediaSet,
): { drop: DropRecord; packs: PackRecord[] } {
  const id = dropIdOf(spec.slug);
  const artist = artistOf(artists, spec.artist);
  const featureAt = time.at(spec.startH);
  const featureUntil = spec.endH === null ? null : time.at(spec.endH);
  const soldOut = spec.soldOut ?? false;
  const art = { id, title: spec.title, subtitle: artist.name, category: spec.category, motif: spec.motif };
  const packs = spec.packs.map((pack, index): PackRecord => {
    const packId = `pack-${spec.slug}-${pack.slug}`;
    return {
      id: packId,
      dropId: id,
      position: index + 1,
      title: pack.title,
      thumbnailKey: media.square(`packs/${packId}.svg`, {
        id: packId,
        title: pack.title,
        subtitle: spec.title,
        category: spec.category,
        motif: spec.motif,
      }),
      priceCents: pack.priceCents,
      quantity: pack.quantity,
      nftsPerPack: pack.nftsPerPack,
      soldOut,
      // Filled in by buildDemoCatalog, which builds the drop's NFTs.
      nftIds: [],
      // The drop rules page says: 'Each account may buy at most 10 packs'.
      purchaseLimit: 10,
      ...(pack.allocation ? { allocation: pack.allocation } : {}),
    };
  });
  const drop: DropRecord = {
    id,
    title: spec.title,
    description: spec.description,
    category: spec.category,
    thumbnailKey: media.square(`drops/${id}/thumbnail.svg`, art),
    bannerKey: media.banner(`drops/${id}/banner.svg`, art),
    videoKey: null,
    priceCents: packs.length ? Math.min(...packs.map((pack) => pack.priceCents)) : null,
    featureAt,
    featureUntil,
    availability: availabilityAt(now, featureAt, featureUntil),
    soldOut,
    showSignup: spec.showSignup ?? false,
    promotionUuid: spec.showSignup ? promotionIdOf(spec.slug) : null,
    needsWaitingRoom: spec.needsWaitingRoom ?? false,
    termsKey: spec.termsKey ?? null,
    tiers: spec.tiers,
    artist,
    blockchainTypes: spec.blockchainTypes,
  };
  return { drop, packs };
}

/** The promotions of the drops that have one ('Sign Up & Register interest'). */
export const buildPromotions = (drops: DropRecord[]): PromotionRecord[] =>
  drops.flatMap((drop) =>
    drop.promotionUuid ? [{ uuid: drop.promotionUuid, dropId: drop.id, title: drop.title }] : [],
  );
